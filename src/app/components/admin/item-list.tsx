// The manage tab's list: the count, a bulk selection for delete, and reordering with dnd-kit (mouse, touch and
// keyboard: Space to lift, arrows to move, Space to drop) or the Move up / Move down buttons. After any move the
// focus is put back on the control that moved the item, and the new place is announced.
import { useLayoutEffect, useRef, useState } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Plus, Trash2 } from 'lucide-react';
import type { PortfolioItem } from '#shared/portfolio-item';
import { ItemRow, type RowControl } from './item-row';
import { dangerButton } from './styles';

export interface ItemListProps {
  items: PortfolioItem[];
  editingId?: string;
  onEdit: (item: PortfolioItem) => void;
  onDelete: (items: PortfolioItem[]) => void;
  onReorder: (ids: string[], moved: PortfolioItem, to: number) => void;
  onAddFirst: () => void;
}

export function ItemList({ items, editingId, onEdit, onDelete, onReorder, onAddFirst }: ItemListProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const focusAfterMove = useRef<{ id: string; control: RowControl } | null>(null);
  // The order as last set here: the list re-renders a moment after a move, and a quick second key press must
  // start from the order the first one made, not from what is still on screen.
  const order = useRef(items);
  const listRef = useRef<HTMLOListElement>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 180, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const present = new Set(items.map((i) => i.id));
  const chosen = items.filter((i) => selected.has(i.id));
  const titleOf = (id: string | number) => items.find((i) => i.id === id)?.title ?? 'the item';
  const positionOf = (id: string | number) => items.findIndex((i) => i.id === id) + 1;

  // A row whose DOM node React moved loses focus: give it back to the control that moved it, before the next
  // key press can land on the page instead.
  useLayoutEffect(() => {
    order.current = items;
    const want = focusAfterMove.current;
    if (!want) return;
    focusAfterMove.current = null;
    const target = listRef.current?.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(want.id)}"] [data-control="${want.control}"]`);
    if (target && document.activeElement !== target) target.focus();
  }, [items]);

  /** Moves the item with this id to `to` (or by `by` places) in the latest order. */
  const move = (id: string, target: { to: number } | { by: number }, control: RowControl) => {
    const list = order.current;
    const from = list.findIndex((i) => i.id === id);
    const to = 'to' in target ? target.to : from + target.by;
    const moved = list[from];
    if (!moved || from === to || to < 0 || to >= list.length) return;
    const next = arrayMove(list, from, to);
    order.current = next;
    focusAfterMove.current = { id, control };
    onReorder(
      next.map((i) => i.id),
      moved,
      to,
    );
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(String(active.id), { to: order.current.findIndex((i) => i.id === over.id) }, 'handle');
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up “${titleOf(active.id)}”, position ${positionOf(active.id)} of ${items.length}.`,
    onDragOver: ({ active, over }) => (over ? `“${titleOf(active.id)}” is over position ${positionOf(over.id)} of ${items.length}.` : ''),
    onDragEnd: ({ active, over }) =>
      over ? `Dropped “${titleOf(active.id)}” at position ${positionOf(over.id)} of ${items.length}.` : 'Dropped; the order is unchanged.',
    onDragCancel: ({ active }) => `Moving “${titleOf(active.id)}” was cancelled; it is back in its place.`,
  };

  if (items.length === 0) {
    return (
      <div className="rounded-[var(--radius-card)] border border-dashed border-line bg-paper px-6 py-12 text-center">
        <p className="text-ink-600">No items found for this service.</p>
        <button type="button" className="btn-primary mt-5" onClick={onAddFirst}>
          <Plus size={16} aria-hidden="true" />
          Add the first item
        </button>
      </div>
    );
  }

  return (
    <div>
      <div className="mb-4 flex min-h-11 flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-ink-600">
          <span className="font-semibold text-ink-900">({items.length} items)</span>
        </p>
        {chosen.length > 0 ? (
          <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Selected items">
            <span className="text-sm text-ink-700">{chosen.length} selected</span>
            <button type="button" className="btn-ghost-dark !min-h-11 !px-4" onClick={() => setSelected(new Set())}>
              Clear selection
            </button>
            <button type="button" className={dangerButton} onClick={() => onDelete(chosen)}>
              <Trash2 size={16} aria-hidden="true" />
              Delete selected
            </button>
          </div>
        ) : (
          items.length > 1 && <p className="text-xs text-ink-500">Drag the handle, or use the arrows, to set the public order.</p>
        )}
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To reorder, press Space to pick the item up, the arrow keys to move it, Space again to drop it, or Escape to cancel.',
          },
        }}
      >
        <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
          <ol ref={listRef} className="space-y-3" aria-label="Portfolio items">
            {items.map((item, index) => (
              <ItemRow
                key={item.id}
                item={item}
                index={index}
                count={items.length}
                editing={item.id === editingId}
                selected={selected.has(item.id) && present.has(item.id)}
                onSelect={(on) =>
                  setSelected((s) => {
                    const next = new Set([...s].filter((id) => present.has(id)));
                    if (on) next.add(item.id);
                    else next.delete(item.id);
                    return next;
                  })
                }
                onMove={(by, control) => move(item.id, { by }, control)}
                onEdit={() => onEdit(item)}
                onDelete={() => onDelete([item])}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </div>
  );
}
