// Toasts on Radix Toast: one at a time, 5000 ms (longer when it offers an action such as Undo), swipe right past
// 50 px, F8 focuses the region labelled "Notifications (F8)"; a dismissed toast is removed after 1,000,000 ms.
// The Provider's label is what screen readers hear before each toast; the Viewport's fills in the hotkey.
// They sit at the bottom at every width, so a toast never covers the header or the field in use.
import { useSyncExternalStore } from 'react';
import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** A button in the toast (Undo); `altText` tells screen-reader users how to reach it otherwise. */
  action?: { label: string; altText: string; onClick: () => void };
  duration?: number;
}

interface ToastState extends ToastInput {
  id: number;
  open: boolean;
}

let toasts: ToastState[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removals = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastState[]) {
  toasts = next;
  listeners.forEach((l) => l());
}

function scheduleRemoval(id: number) {
  if (removals.has(id)) return;
  removals.set(
    id,
    setTimeout(() => {
      removals.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id: number) {
  scheduleRemoval(id);
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast; the newest replaces the one on screen (limit 1). */
export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

function useToasts(): ToastState[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}

export function Toaster() {
  const list = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50} label="Notification">
      {list.map((t) => {
        const destructive = t.variant === 'destructive';
        return (
          <Toast.Root
            key={t.id}
            open={t.open}
            duration={t.duration}
            onOpenChange={(open) => !open && dismissToast(t.id)}
            type={destructive ? 'foreground' : 'background'}
            data-variant={t.variant ?? 'default'}
            className={`group pointer-events-auto transition-[transform,opacity] duration-200 motion-reduce:transition-none data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=end]:opacity-0 relative flex w-full items-start justify-between gap-4 overflow-hidden rounded-[var(--radius-card)] border p-5 pr-12 shadow-[var(--shadow-card)] ${
              destructive ? 'border-red-700 bg-red-700 text-white' : 'border-line bg-white text-ink'
            }`}
          >
            <div className="grid gap-1">
              <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
              {t.description && (
                <Toast.Description className={`text-sm ${destructive ? 'text-white/90' : 'text-ink-600'}`}>
                  {t.description}
                </Toast.Description>
              )}
              {t.action && (
                <Toast.Action
                  altText={t.action.altText}
                  onClick={t.action.onClick}
                  className="mt-2 inline-flex min-h-11 w-fit items-center rounded-full border border-ink/25 px-5 text-sm font-semibold text-ink hover:bg-ink hover:text-white"
                >
                  {t.action.label}
                </Toast.Action>
              )}
            </div>
            <Toast.Close
              aria-label="Close"
              className={`absolute right-1 top-1 grid h-11 w-11 place-items-center rounded-md opacity-70 hover:opacity-100 focus-visible:opacity-100 ${destructive ? 'text-white' : 'text-ink-600'}`}
            >
              <X size={16} aria-hidden="true" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport
        label="Notifications ({hotkey})"
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
