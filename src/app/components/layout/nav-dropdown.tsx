// A desktop dropdown: opens on hover or click, closes when the pointer leaves or 150 ms after focus leaves.
import { Icon } from '#app/components/ui/icon';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link } from '#app/components/ui/link';
import type { NavLink as NavItem } from '#content/navigation';
import { pendingEarlyTap } from '#app/lib/early-tap';

export const BLUR_CLOSE_DELAY_MS = 150;

interface Props {
  label: string;
  items: NavItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate: () => void;
  solid: boolean;
}

export function DesktopDropdown({ label, items, open, onOpenChange, onNavigate, solid }: Props) {
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const blurTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);
  // A mouse already resting on the entry when the page hydrates opens it, as the hover would have had the script been
  // there. Not when the entry's button was clicked meanwhile: that click is replayed (lib/early-tap.ts) and opens it.
  useEffect(() => {
    const root = rootRef.current;
    if (root?.matches(':hover') && matchMedia('(hover: hover)').matches && !root.contains(pendingEarlyTap() ?? null)) onOpenChange(true);
    // Once, at hydration: later hovers are the pointer handlers' own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const links = () => Array.from(rootRef.current?.querySelectorAll<HTMLAnchorElement>('[role="menu"] a') ?? []);
  const focusItem = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onTriggerKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      // Commit the open menu now, so the first item has focus before the next key arrives (a second
      // ArrowDown must move to the second item, not land on the trigger again).
      flushSync(() => onOpenChange(true));
      focusItem(0);
    } else if (e.key === 'Escape') {
      onOpenChange(false);
    }
  };
  const onMenuKey = (e: KeyboardEvent) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      focusItem(index + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusItem(index - 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusItem(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusItem(all.length - 1);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onOpenChange(false);
      triggerRef.current?.focus();
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={(e) => e.pointerType === 'mouse' && onOpenChange(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && onOpenChange(false)}
      onFocus={() => window.clearTimeout(blurTimer.current)}
      onBlur={() => {
        window.clearTimeout(blurTimer.current);
        blurTimer.current = window.setTimeout(() => {
          if (!rootRef.current?.contains(document.activeElement)) onOpenChange(false);
        }, BLUR_CLOSE_DELAY_MS);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-haspopup="true"
        onClick={() => onOpenChange(!open)}
        onKeyDown={onTriggerKey}
        className={`inline-flex items-center gap-1 rounded-full px-3.5 py-2 text-sm font-medium transition-colors ${
          solid ? 'hover:bg-ink/5' : 'hover:bg-white/10'
        }`}
      >
        {label}
        <Icon name="ChevronDown" aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={menuId} hidden={!open} className="absolute left-1/2 top-full w-64 -translate-x-1/2 pt-3">
        <ul role="menu" aria-label={label} onKeyDown={onMenuKey} className="card overflow-hidden border border-line py-2 text-ink">
          {items.map((item, i) => (
            <li key={item.href} role="none">
              <Link
                role="menuitem"
                to={item.href}
                onClick={onNavigate}
                className={`block px-5 py-2.5 text-sm transition-colors hover:bg-paper focus-visible:bg-paper ${
                  i === 0 ? 'font-semibold text-brass-700' : ''
                }`}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
