import { useState } from 'react';
import { DownIcon, EditIcon, UpIcon } from '../components/icons';
import { RenameDialog } from './rename-dialog';

interface OrderEditorProps {
  /** `Tools` or `Industries`. */
  title: keyof typeof RENAMES;
  /** The names in the order the public site shows them now (folio-core's `orderNames`). */
  names: string[];
  saving: boolean;
  onSave: (order: string[]) => void;
}

const RENAMES = { Tools: 'tools', Industries: 'industries' } as const;

/**
 * The custom display order of tools or industries: move a name up or down, then save. The
 * public By Tools / By Industries views list groups in this order. Each name can be renamed (or
 * respelled) in every experience at once.
 */
export function OrderEditor({ title, names, saving, onSave }: OrderEditorProps) {
  const [order, setOrder] = useState(names);
  const [renaming, setRenaming] = useState<string | null>(null);
  // The names change when experiences do; start again from the stored order then.
  const [source, setSource] = useState(names);
  if (source !== names) {
    setSource(names);
    setOrder(names);
  }
  const changed = order.some((name, index) => name !== names[index]);
  const move = (from: number, to: number) =>
    setOrder((current) => {
      const next = [...current];
      const [name] = next.splice(from, 1);
      next.splice(to, 0, name!);
      return next;
    });

  return (
    <section className="order-editor" aria-labelledby={`order-${title}`}>
      <h3 className="order-editor-title" id={`order-${title}`}>
        {title} order
      </h3>
      {order.length === 0 ? (
        <p className="field-hint">
          {title} appear here once your experiences name some.
        </p>
      ) : (
        <ol className="order-list">
          {order.map((name, index) => (
            <li key={name} className="order-item">
              <span className="order-position" aria-hidden="true">
                {index + 1}
              </span>
              <span className="order-name">{name}</span>
              <button
                type="button"
                className="icon-button"
                aria-label={`Rename ${name}`}
                onClick={() => setRenaming(name)}
              >
                <EditIcon />
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={`Move ${name} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <UpIcon />
              </button>
              <button
                type="button"
                className="icon-button"
                aria-label={`Move ${name} down`}
                disabled={index === order.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <DownIcon />
              </button>
            </li>
          ))}
        </ol>
      )}
      <RenameDialog kind={RENAMES[title]} name={renaming} onClose={() => setRenaming(null)} />
      {/* Nothing to save until a name exists (issue 40 point 5). */}
      {order.length > 0 && (
      <div className="order-actions">
        <button
          type="button"
          className="button button--small button--primary"
          disabled={!changed || saving}
          onClick={() => onSave(order)}
        >
          {saving ? 'Saving...' : `Save ${title.toLowerCase()} order`}
        </button>
      </div>
      )}
    </section>
  );
}
