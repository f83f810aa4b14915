// The media library's details dialog: a sheet on a phone, a centred panel on wider screens, with a sticky title
// bar and its Close button. Its body is an image's details (media-details.tsx, built-in-details.tsx).
import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { iconButton, panel } from './styles';

export interface DetailsDialogProps {
  title: ReactNode;
  /** One line under the title: what the image is. */
  description: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

export function DetailsDialog({ title, description, onClose, children }: DetailsDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-ink-900/50" />
        <Dialog.Content
          className={`${panel} fixed inset-x-2 bottom-2 top-6 z-[95] overflow-y-auto sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:max-h-[90vh] sm:w-[min(60rem,calc(100%-4rem))] sm:-translate-x-1/2 sm:-translate-y-1/2`}
        >
          <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-line bg-white px-5 py-3">
            <Dialog.Title className="flex min-w-0 items-center gap-2 font-display text-xl font-semibold text-ink-900">{title}</Dialog.Title>
            <Dialog.Close className={iconButton} aria-label="Close">
              <X size={18} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="px-5 pt-3 text-sm text-ink-600">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
