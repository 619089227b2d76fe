import { type ReactNode, useState } from 'react';
import { useOpenFromAddress } from '../lib/open-from-address';
import { type ListWords, type Resource, useAdminList, useReorder } from '../lib/resource';
import { useConfirmedDelete } from '../lib/use-confirmed-delete';
import { ItemActions } from './item-actions';
import { ManagedSection } from './managed-section';
import { SavingOrder, SortableList } from './sortable-list';

interface SortableTabProps<T extends { id: number }> {
  /** The items' collection, with what its tab says. */
  resource: Resource<T, never> & { key: 'experiences' | 'education'; words: ListWords };
  /** The item's name: its card's title (in capitals), and its name in buttons, announcements
   * and the delete prompt. */
  labelOf: (item: T) => string;
  /** What a card shows under its title, between its drag handle and its edit and delete
   * buttons. */
  renderDetails: (item: T) => ReactNode;
  /** The add (no item) or edit dialog. */
  renderDialog: (item: T | undefined, close: () => void) => ReactNode;
  /** "Sort by date" (experiences only, issue 23): shown beside the add button from two items. */
  sortByDate?: { run: () => void; sorting: boolean };
}

/** A tab of items in the owner's order (experiences, education): add, edit, delete, reorder. */
export function SortableTab<T extends { id: number }>({
  resource,
  labelOf,
  renderDetails,
  renderDialog,
  sortByDate,
}: SortableTabProps<T>) {
  const list = useAdminList<T>(resource);
  const { reorder, saving } = useReorder<T>(resource);
  const { kind, heading, addLabel, empty } = resource.words;
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
                <div className="admin-card-body">
                  <h3 className="admin-card-title">{labelOf(item).toUpperCase()}</h3>
                  {renderDetails(item)}
                </div>
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
