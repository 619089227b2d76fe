import { type ReactNode, useState } from 'react';
import type { DeleteKind } from '../../../lib/core';
import { useOpenFromAddress } from '../lib/open-from-address';
import { type Resource, useAdminList, useReorder } from '../lib/resource';
import { useConfirmedDelete } from '../lib/use-confirmed-delete';
import { ItemActions } from './item-actions';
import { ManagedSection } from './managed-section';
import { SavingOrder, SortableList } from './sortable-list';

interface SortableTabProps<T extends { id: number }> {
  resource: Resource<T, never> & { key: 'experiences' | 'education' };
  kind: DeleteKind;
  /** The item's name in buttons, announcements and the delete prompt. */
  labelOf: (item: T) => string;
  heading: string;
  addLabel: string;
  empty: { text: string; action: string };
  /** A card's content between its drag handle and its edit and delete buttons. */
  renderCard: (item: T) => ReactNode;
  /** The add (no item) or edit dialog. */
  renderDialog: (item: T | undefined, close: () => void) => ReactNode;
  /** "Sort by date" (experiences only, issue 23): shown beside the add button from two items. */
  sortByDate?: { run: () => void; sorting: boolean };
}

/** A tab of items in the owner's order (experiences, education): add, edit, delete, reorder. */
export function SortableTab<T extends { id: number }>({
  resource,
  kind,
  labelOf,
  heading,
  addLabel,
  empty,
  renderCard,
  renderDialog,
  sortByDate,
}: SortableTabProps<T>) {
  const list = useAdminList<T>(resource);
  const { reorder, saving } = useReorder<T>(resource);
  const remove = useConfirmedDelete(resource, kind, labelOf);
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  // A missing translation's link names the item to edit (issue 40 point 4).
  const close = useOpenFromAddress(list.data, setEditing);
  const busy = saving || Boolean(sortByDate?.sorting);

  return (
    <>
      <ManagedSection
        heading={heading}
        addLabel={addLabel}
        empty={empty}
        list={list}
        onAdd={() => setEditing('new')}
        status={busy && <SavingOrder />}
        actions={
          sortByDate &&
          (list.data?.length ?? 0) > 1 && (
            <button type="button" className="button" disabled={busy} onClick={sortByDate.run}>
              Sort by date
            </button>
          )
        }
      >
        {(items) => (
          <SortableList
            items={items}
            label={labelOf}
            onReorder={reorder}
            renderItem={(item, handle) => (
              <article className="admin-card">
                {handle}
                <div className="admin-card-body">{renderCard(item)}</div>
                <div className="admin-card-actions">
                  <ItemActions
                    label={labelOf(item)}
                    onEdit={() => setEditing(item)}
                    onDelete={() => remove.ask(item)}
                  />
                </div>
              </article>
            )}
          />
        )}
      </ManagedSection>
      {editing && renderDialog(editing === 'new' ? undefined : editing, close)}
      {remove.prompt}
    </>
  );
}
