import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';

interface SortableListProps<T extends { id: number }> {
  items: T[];
  /** Names an item for the drag handle and for screen-reader announcements. */
  label: (item: T) => string;
  onReorder: (next: T[]) => void;
  renderItem: (item: T, handle: ReactNode) => ReactNode;
}

/**
 * A vertical list reordered by pointer or keyboard (spec §4/§9: Space picks an item up, each arrow
 * key moves it 25 px, the dnd-kit keyboard sensor's step, Space drops it).
 */
export function SortableList<T extends { id: number }>({
  items,
  label,
  onReorder,
  renderItem,
}: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const name = (id: string | number) => {
    const item = items.find((candidate) => candidate.id === id);
    return item ? label(item) : 'item';
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((item) => item.id === active.id);
    const to = items.findIndex((item) => item.id === over.id);
    onReorder(arrayMove(items, from, to));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
          onDragOver: ({ active, over }) =>
            over ? `${name(active.id)} is over ${name(over.id)}.` : `${name(active.id)} is no longer over a place.`,
          onDragEnd: ({ active, over }) =>
            over ? `${name(active.id)} was dropped at the place of ${name(over.id)}.` : `${name(active.id)} was dropped.`,
          onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
        },
        screenReaderInstructions: {
          draggable:
            'To move this item, press Space, move it with the arrow keys, then press Space to drop it or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={items} strategy={verticalListSortingStrategy}>
        <ul className="admin-list">
          {items.map((item) => (
            <SortableRow key={item.id} id={item.id} label={label(item)}>
              {(handle) => renderItem(item, handle)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  children,
}: {
  id: number;
  label: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="icon-button drag-handle"
      aria-label={`Reorder ${label}`}
      {...attributes}
      {...listeners}
    >
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
        <circle cx="7" cy="5" r="1.5" />
        <circle cx="13" cy="5" r="1.5" />
        <circle cx="7" cy="10" r="1.5" />
        <circle cx="13" cy="10" r="1.5" />
        <circle cx="7" cy="15" r="1.5" />
        <circle cx="13" cy="15" r="1.5" />
      </svg>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'admin-list-item is-dragging' : 'admin-list-item'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}

/** Spec §4: shown while a new order is being saved. */
export function SavingOrder() {
  return (
    <span className="saving-note" role="status">
      Saving new order...
    </span>
  );
}
