// Small line icons for the admin's icon buttons; each button carries its own aria-label.

const Icon = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path d={d} />
  </svg>
);

export const EditIcon = () => <Icon d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />;
export const DeleteIcon = () => <Icon d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />;
export const ExternalIcon = () => <Icon d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />;
export const UpIcon = () => <Icon d="M12 19V5M6 11l6-6 6 6" />;
export const DownIcon = () => <Icon d="M12 5v14M6 13l6 6 6-6" />;
/** A window with a panel on its right: the writing view's settings panel. */
export const PanelIcon = () => <Icon d="M4 5h16v14H4zM14 5v14" />;
