// "Choose from library": every uploaded image in a dialog; picking one puts its address in the form's image
// field (the source of an image item, the thumbnail of a video or a 3D tour), so a photo is uploaded once.
import * as Dialog from '@radix-ui/react-dialog';
import { Images, X } from 'lucide-react';
import type { MediaEntry } from '#shared/api';
import { MediaThumb } from './media-card';
import { formatBytes } from './upload-queue';
import { iconButton, panel } from './styles';

export interface LibraryPickerProps {
  media: MediaEntry[];
  current?: string;
  onPick: (entry: MediaEntry) => void;
}

export function LibraryPicker({ media, current, onPick }: LibraryPickerProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className="btn-ghost-dark shrink-0 !px-4">
        <Images size={16} aria-hidden="true" />
        Choose from library
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-ink-900/50" />
        <Dialog.Content
          className={`${panel} fixed inset-x-2 bottom-2 top-8 z-[95] flex flex-col overflow-hidden sm:inset-x-auto sm:left-1/2 sm:top-1/2 sm:h-[80vh] sm:w-[min(56rem,calc(100%-4rem))] sm:-translate-x-1/2 sm:-translate-y-1/2`}
        >
          <div className="flex items-center justify-between gap-3 border-b border-line px-5 py-3">
            <Dialog.Title className="font-display text-xl font-semibold text-ink-900">Choose from the library</Dialog.Title>
            <Dialog.Close className={iconButton} aria-label="Close">
              <X size={18} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="px-5 pt-3 text-sm text-ink-600">
            {media.length ? `${media.length} uploaded images, newest first.` : 'No uploads yet: upload or drop an image on the form first.'}
          </Dialog.Description>
          <ul className="grid flex-1 grid-cols-2 content-start gap-3 overflow-y-auto p-5 sm:grid-cols-3 lg:grid-cols-4">
            {media.map((entry) => (
              <li key={entry.id}>
                <Dialog.Close asChild>
                  <button
                    type="button"
                    onClick={() => onPick(entry)}
                    aria-pressed={entry.url === current}
                    className="block w-full overflow-hidden rounded-[var(--radius-card)] border border-line bg-white text-left hover:border-ink/40 aria-pressed:border-brass aria-pressed:ring-2 aria-pressed:ring-brass/40"
                  >
                    <MediaThumb entry={entry} sizes="(min-width: 1024px) 200px, 45vw" />
                    <span className="block p-2 text-xs text-ink-600">
                      <span className="block truncate font-medium text-ink-900">{entry.originalName}</span>
                      {entry.width} × {entry.height} · {formatBytes(entry.bytes)}
                    </span>
                  </button>
                </Dialog.Close>
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
