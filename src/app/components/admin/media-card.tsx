// A library tile: the smallest variant as its picture, then what an owner checks at a glance: size in pixels and
// bytes, alt text, where it is used, when it came in.
import type { MediaEntry } from '#shared/api';
import type { UploadedImage } from '#shared/portfolio-item';
import { byCollection } from '#shared/catalog';
import { Picture } from '../ui/picture';
import { formatBytes } from './upload-queue';

const date = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium' });

export function usageText(entry: MediaEntry): string {
  if (!entry.usedBy.length) return 'Not used';
  const first = entry.usedBy[0]!;
  const where = `${first.title} (${byCollection(first.collection)?.label ?? first.collection})`;
  return entry.usedBy.length === 1 ? `Used in ${where}` : `Used in ${where} and ${entry.usedBy.length - 1} more`;
}

export function MediaThumb({ entry, sizes, className = '' }: { entry: UploadedImage; sizes: string; className?: string }) {
  return (
    <Picture
      src={entry.url}
      image={entry}
      alt=""
      sizes={sizes}
      className={`block aspect-[16/10] overflow-hidden bg-paper-2 ${className}`}
      imgClassName="h-full w-full object-cover"
    />
  );
}

export function MediaCard({ entry, onOpen }: { entry: MediaEntry; onOpen: () => void }) {
  return (
    <li data-testid="media-card" data-media-id={entry.id}>
      <button
        type="button"
        onClick={onOpen}
        className="group block h-full w-full overflow-hidden rounded-[var(--radius-card)] border border-line bg-white text-left hover:border-ink/30"
        aria-label={`${entry.originalName}: details`}
      >
        <MediaThumb entry={entry} sizes="(min-width: 1024px) 220px, (min-width: 640px) 33vw, 50vw" />
        <span className="block p-3 text-xs leading-relaxed text-ink-600">
          <span className="block truncate text-sm font-medium text-ink-900">{entry.originalName}</span>
          <span className="block tabular-nums">
            {entry.width} × {entry.height} · {formatBytes(entry.bytes)}
          </span>
          <span className={`block truncate ${entry.alt ? '' : 'text-brass-700'}`}>
            {entry.alt ? `Alt: ${entry.alt}` : 'No alt text yet'}
          </span>
          <span className="block truncate">{usageText(entry)}</span>
          <span className="block">Uploaded {date.format(new Date(entry.uploadedAt))}</span>
        </span>
      </button>
    </li>
  );
}
