// The open mobile menu's modal keys, from its first frame (loading rows or panel): Tab cycles through the bar and the
// menu, Escape closes it, and so does widening the window to the desktop bar.
import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href]:not([href="#main"]), button:not([disabled]), input:not([disabled]), select, textarea';
const DESKTOP = '(min-width: 1024px)';

/** Keeps focus inside `container` while the menu is mounted; `onClose` on Escape or at desktop width. */
export function useModalMenu(container: RefObject<HTMLElement | null>, onClose: () => void) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const focusable = () => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0);
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusable();
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const outside = !(active instanceof Node) || !root.contains(active);
      if (e.shiftKey && (active === first || outside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || outside)) {
        e.preventDefault();
        first.focus();
      }
    };
    const desktop = window.matchMedia(DESKTOP);
    const onWiden = () => desktop.matches && onClose();
    document.addEventListener('keydown', onKey);
    desktop.addEventListener('change', onWiden);
    return () => {
      document.removeEventListener('keydown', onKey);
      desktop.removeEventListener('change', onWiden);
    };
  }, [container, onClose]);
}
