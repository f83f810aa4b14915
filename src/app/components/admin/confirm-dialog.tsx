// A question that must be answered before something is lost (Radix AlertDialog: focus trapped inside, Escape
// or Cancel keeps things as they were, focus goes back where it was or, when that is gone, to `returnFocus`).
import type { ReactNode } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { panel } from './styles';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
  /** Where focus goes after closing when the element that opened it is gone (a deleted row). */
  returnFocus?: () => HTMLElement | null | undefined;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, children, confirmLabel, cancelLabel = 'Cancel', destructive, onConfirm, returnFocus } = props;
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[90] bg-ink-900/50" />
        <AlertDialog.Content
          className={`${panel} fixed left-1/2 top-1/2 z-[95] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 p-6 sm:p-7`}
          onCloseAutoFocus={(event) => {
            const target = returnFocus?.();
            if (target) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <AlertDialog.Title className="font-display text-xl font-semibold text-ink-900">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-3 text-sm leading-relaxed text-ink-700">{children}</div>
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className="btn-ghost-dark">{cancelLabel}</AlertDialog.Cancel>
            <AlertDialog.Action className={destructive ? 'btn bg-red-700 text-white hover:bg-red-800' : 'btn-dark'} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
