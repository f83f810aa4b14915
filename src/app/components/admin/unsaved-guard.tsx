// Unsaved work is never lost without a word: leaving the page asks the browser's own question (beforeunload),
// and switching collection, editing another item or cancelling asks first in a dialog.
import { useEffect, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** `dirty`: the form has unsaved changes (asked about in the page and on leaving); `busy`: uploads are still going (asked about on leaving only). */
export function useUnsavedGuard(dirty: boolean, busy = false) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const leaving = dirty || busy;

  useEffect(() => {
    if (!leaving) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [leaving]);

  /** Runs `action` now, or after the owner agrees to discard the unsaved changes. */
  const guard = (action: () => void) => {
    if (dirty) setPending(() => action);
    else action();
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title="Discard unsaved changes?"
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      destructive
      onConfirm={() => {
        const action = pending;
        setPending(null);
        action?.();
      }}
    >
      The item form has changes that are not saved. Discard them?
    </ConfirmDialog>
  );

  return { guard, dialog };
}
