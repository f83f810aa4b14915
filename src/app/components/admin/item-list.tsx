// The manage tab's list: count, rows with thumbnail, badges, edit and delete, and reordering by drag and
// drop or, from the keyboard, with the move up / move down buttons (announced to screen readers).
import { useState, type DragEvent } from 'react';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from 'lucide-react';
import type { PortfolioItem } from '#shared/portfolio-item';
import { ItemImage, itemCardImage } from '../media/item-image';
import { iconButton } from './styles';

const TYPE_LABEL: Record<PortfolioItem['type'], string> = { image: 'image', video: 'video', embed: 'embed' };

function Badge({ children, tone }: { children: string; tone: 'type' | 'category' | 'specs' }) {
  const tones = {
    type: 'bg-ink text-white',
    category: 'bg-brass-100 text-brass-700',
    specs: 'border border-line bg-white text-ink-600 !rounded-md',
  };
  return (
    <span className={`inline-flex max-w-full items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${tones[tone]}`}>{children}</span>
  );
}

export interface ItemListProps {
  items: PortfolioItem[];
  editingId?: string;
  busy: boolean;
  onEdit: (item: PortfolioItem) => void;
  onDelete: (item: PortfolioItem) => void;
  onReorder: (ids: string[], moved: PortfolioItem, to: number) => void;
}

export function ItemList({ items, editingId, busy, onEdit, onDelete, onReorder }: ItemListProps) {
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= items.length) return;
    const ids = items.map((i) => i.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    onReorder(ids, items[from]!, to);
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    const from = items.findIndex((i) => i.id === dragging);
    setDragging(null);
    setOver(null);
    if (from >= 0) move(from, index);
  };

  return (
    <div>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-sm text-ink-600">
          <span className="font-semibold text-ink-900">({items.length} items)</span>
        </p>
        {items.length > 1 && (
          <p className="text-xs text-ink-500">Drag rows, or use the arrows, to set the order shown on the public page.</p>
        )}
      </div>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-paper px-6 py-12 text-center text-ink-600">
          No items found for this service.
        </p>
      ) : (
        <ol className="space-y-3" aria-label="Portfolio items">
          {items.map((item, index) => (
            <li
              key={item.id}
              draggable={!busy}
              onDragStart={(e) => {
                setDragging(item.id);
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', item.id);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              onDragOver={(e) => {
                if (!dragging) return;
                e.preventDefault();
                setOver(index);
              }}
              onDrop={(e) => onDrop(e, index)}
              data-testid="admin-item"
              className={`group grid grid-cols-[auto_1fr] gap-3 rounded-xl border bg-white p-3 transition sm:grid-cols-[auto_auto_1fr_auto] sm:items-center sm:gap-4 ${
                item.id === editingId ? 'border-brass ring-2 ring-brass/30' : 'border-line'
              } ${dragging === item.id ? 'opacity-50' : ''} ${over === index && dragging && dragging !== item.id ? 'ring-2 ring-ink/30' : ''}`}
            >
              <span className="hidden cursor-grab text-ink-500 active:cursor-grabbing sm:block" aria-hidden="true" title="Drag to reorder">
                <GripVertical size={18} />
              </span>
              <div className="aspect-[16/10] w-24 overflow-hidden rounded-lg bg-paper-2 sm:w-28">
                <ItemImage
                  image={itemCardImage(item)}
                  alt=""
                  sizes="112px"
                  className="h-full w-full"
                  imgClassName="h-full w-full object-cover"
                />
              </div>
              <div className="min-w-0">
                <h3 className="clamp-2 font-semibold text-ink-900">{item.title}</h3>
                <p className="clamp-2 mt-0.5 text-sm text-ink-600">{item.description}</p>
                <div className="mt-2 flex flex-wrap gap-1.5">
                  <Badge tone="type">{TYPE_LABEL[item.type] ?? item.type}</Badge>
                  {item.category && <Badge tone="category">{item.category}</Badge>}
                  {item.specs && <Badge tone="specs">{item.specs}</Badge>}
                </div>
              </div>
              <div className="col-span-2 flex items-center justify-end gap-1 border-t border-line pt-2 sm:col-span-1 sm:border-0 sm:pt-0">
                <button
                  type="button"
                  className={iconButton}
                  onClick={() => move(index, index - 1)}
                  disabled={busy || index === 0}
                  aria-label={`Move ${item.title} up`}
                  title="Move up"
                >
                  <ArrowUp size={16} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  onClick={() => move(index, index + 1)}
                  disabled={busy || index === items.length - 1}
                  aria-label={`Move ${item.title} down`}
                  title="Move down"
                >
                  <ArrowDown size={16} aria-hidden="true" />
                </button>
                <span className="mx-1 h-5 w-px bg-line" aria-hidden="true" />
                <button type="button" className={iconButton} onClick={() => onEdit(item)} aria-label={`Edit ${item.title}`} title="Edit">
                  <Pencil size={16} aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={`${iconButton} hover:!border-red-200 hover:!bg-red-50 hover:!text-red-700`}
                  onClick={() => onDelete(item)}
                  disabled={busy}
                  aria-label={`Delete ${item.title}`}
                  title="Delete"
                >
                  <Trash2 size={16} aria-hidden="true" />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
