import { DeleteIcon, EditIcon } from './icons';

interface ItemActionsProps {
  /** The item's name, for the buttons' accessible names (`Edit …`, `Delete …`). */
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A card's edit and delete buttons. */
export function ItemActions({ label, onEdit, onDelete }: ItemActionsProps) {
  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={`Edit ${label}`}
        title="Edit"
        onClick={onEdit}
      >
        <EditIcon />
      </button>
      <button
        type="button"
        className="icon-button icon-button--danger"
        aria-label={`Delete ${label}`}
        title="Delete"
        onClick={onDelete}
      >
        <DeleteIcon />
      </button>
    </>
  );
}
