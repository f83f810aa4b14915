// One row of the manage list: select box, drag handle (mouse, touch and keyboard through dnd-kit), picture,
// title, description and badges, Move up / Move down, Edit, and Delete set apart from Edit.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical, Pencil, Trash2 } from 'lucide-react';
import type { PortfolioItem } from '#shared/portfolio-item';
import { ItemImage, itemCardImage } from '../media/item-image';
import { iconButton } from './styles';

function Badge({ children, tone }: { children: string; tone: 'type' | 'category' | 'specs' }) {
  const tones = {
    type: 'bg-ink text-white',
    category: 'bg-brass-100 text-brass-700',
    specs: 'border border-line bg-white text-ink-600',
  };
  return (
    <span className={`inline-flex max-w-full items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${tones[tone]}`}>{children}</span>
  );
}

export type RowControl = 'up' | 'down' | 'handle';

export interface ItemRowProps {
  item: PortfolioItem;
  index: number;
  count: number;
  editing: boolean;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** Moves the item by this many places (-1 up, +1 down). */
  onMove: (by: number, control: RowControl) => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function ItemRow({ item, index, count, editing, selected, onSelect, onMove, onEdit, onDelete }: ItemRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id });
  const style = { transform: CSS.Translate.toString(transform), transition };
  const first = index === 0;
  const last = index === count - 1;
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-testid="admin-item"
      data-row-id={item.id}
      className={`relative grid grid-cols-[auto_auto_1fr] gap-x-2 gap-y-2 rounded-[var(--radius-card)] border bg-white p-2 sm:grid-cols-[auto_auto_auto_1fr_auto] sm:items-center sm:gap-x-3 sm:p-3 ${
        editing ? 'border-brass ring-2 ring-brass/30' : 'border-line'
      } ${isDragging ? 'z-10 opacity-80 shadow-[var(--shadow-card)]' : ''}`}
    >
      <label className="grid h-11 w-11 cursor-pointer place-items-center rounded-[var(--radius-card)] hover:bg-paper">
        <input
          type="checkbox"
          className="h-5 w-5 accent-ink-900"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={`Select ${item.title}`}
        />
      </label>
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        data-control="handle"
        aria-label={`Reorder ${item.title}`}
        className={`${iconButton} cursor-grab touch-none active:cursor-grabbing`}
      >
        <GripVertical size={18} aria-hidden="true" />
      </button>
      <div className="row-span-2 aspect-[16/10] w-24 self-start overflow-hidden rounded-[var(--radius-card)] bg-paper-2 sm:row-span-1 sm:w-28 sm:self-center">
        <ItemImage
          image={itemCardImage(item)}
          alt=""
          sizes="112px"
          className="block h-full w-full"
          imgClassName="h-full w-full object-cover"
        />
      </div>
      <div className="col-span-3 min-w-0 px-1 sm:col-span-1 sm:px-0">
        <h3 className="clamp-2 font-semibold text-ink-900">{item.title}</h3>
        <p className="clamp-2 mt-0.5 text-sm text-ink-600">{item.description}</p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <Badge tone="type">{item.type}</Badge>
          {item.category && <Badge tone="category">{item.category}</Badge>}
          {item.specs && <Badge tone="specs">{item.specs}</Badge>}
        </div>
      </div>
      <div className="col-span-3 flex items-center gap-1 border-t border-line pt-2 sm:col-span-1 sm:border-0 sm:pt-0">
        <button
          type="button"
          className={iconButton}
          data-control="up"
          onClick={() => onMove(-1, 'up')}
          aria-disabled={first || undefined}
          aria-label={`Move ${item.title} up`}
          title="Move up"
        >
          <ArrowUp size={18} aria-hidden="true" />
        </button>
        <button
          type="button"
          className={iconButton}
          data-control="down"
          onClick={() => onMove(1, 'down')}
          aria-disabled={last || undefined}
          aria-label={`Move ${item.title} down`}
          title="Move down"
        >
          <ArrowDown size={18} aria-hidden="true" />
        </button>
        <span className="flex-1 sm:w-4 sm:flex-none" aria-hidden="true" />
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-2 rounded-full border border-ink/20 px-4 text-sm font-medium text-ink hover:border-ink hover:bg-ink hover:text-white"
          onClick={onEdit}
          aria-label={`Edit ${item.title}`}
        >
          <Pencil size={16} aria-hidden="true" />
          Edit
        </button>
        <span className="w-6 sm:w-8" aria-hidden="true" />
        <button
          type="button"
          className={`${iconButton} text-red-800 hover:!border-red-200 hover:!bg-red-50 hover:!text-red-800`}
          onClick={onDelete}
          aria-label={`Delete ${item.title}`}
          title="Delete"
        >
          <Trash2 size={18} aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
