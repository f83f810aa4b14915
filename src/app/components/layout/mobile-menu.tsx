// The mobile menu: the same entries as the desktop bar, drawn only while it is open (a closed menu cannot be reached:
// it opens with JavaScript, and every page rendered on the server is spared its two dozen links). The open menu's
// code is its own chunk (mobile-menu-panel), off the first load. Until that chunk arrives, the menu shows its
// top-level entries as plain links, so a tap before the idle preload has finished never meets an empty panel.
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { Link } from '#app/components/ui/link';
import { navEntries } from '#content/navigation';
import { useModalMenu } from './modal-menu';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));
const NARROW = '(max-width: 1023.98px)';

/** Starts loading the open menu's code: the menu button calls it as a pointer or focus reaches it. */
export function preloadMobileMenu(): void {
  void loadPanel();
}

export function MobileMenu({
  open,
  onNavigate,
  onClose,
  trapRef,
}: {
  open: boolean;
  onNavigate: () => void;
  onClose: () => void;
  /** The header: the bar and the menu, where focus stays while the menu is open. */
  trapRef: RefObject<HTMLElement | null>;
}) {
  // On a narrow screen the menu is the way around the site: its code loads once the page is idle.
  useEffect(() => {
    if (!window.matchMedia(NARROW).matches) return;
    if ('requestIdleCallback' in window) window.requestIdleCallback(preloadMobileMenu);
    else setTimeout(preloadMobileMenu, 2000);
  }, []);

  return (
    <div
      id="mobile-menu"
      hidden={!open}
      className="h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-line bg-white text-ink lg:hidden"
    >
      {open && <OpenMenu onNavigate={onNavigate} onClose={onClose} trapRef={trapRef} />}
    </div>
  );
}

/**
 * The open menu, mounted on open: what the loading rows hand over to the panel is gone once the menu closes. From
 * its first frame, loading rows or panel, the page behind it is inert and does not scroll, and the keys are modal
 * (Tab stays in the header, Escape closes): a keyboard visitor never waits on the panel's chunk for either.
 */
function OpenMenu(props: { onNavigate: () => void; onClose: () => void; trapRef: RefObject<HTMLElement | null> }) {
  // The label of the loading row that had focus as the panel replaced the rows: the panel focuses its own.
  const focused = useRef<string | null>(null);
  const { trapRef, onClose } = props;
  useModalMenu(trapRef, onClose);
  useEffect(() => {
    const root = trapRef.current;
    // Everything beside the header (the page, the footer) leaves the tab order and the accessibility tree.
    const behind = Array.from(root?.parentElement?.children ?? []).filter(
      (el): el is HTMLElement => el !== root && el instanceof HTMLElement && !el.inert,
    );
    behind.forEach((el) => (el.inert = true));
    document.documentElement.style.overflow = 'hidden';
    return () => {
      behind.forEach((el) => (el.inert = false));
      document.documentElement.style.overflow = '';
    };
  }, [trapRef]);
  return (
    <Suspense fallback={<MenuWhileLoading onNavigate={props.onNavigate} focused={focused} />}>
      <MobileMenuPanel onNavigate={props.onNavigate} trapRef={trapRef} focused={focused} />
    </Suspense>
  );
}

/**
 * The open menu while its code loads: each top-level entry as a link, a section (Services, Portfolio) leading to its
 * own page. Its rows are the panel's link rows, drawn as mobile-menu-panel.tsx draws them, so nothing moves when the
 * panel takes their place. (One row component shared by both made the bundler split React Router into a chunk of
 * its own: 0.7 KB more on every page.)
 */
function MenuWhileLoading({ onNavigate, focused }: { onNavigate: () => void; focused: RefObject<string | null> }) {
  const list = useRef<HTMLUListElement>(null);
  // Runs as the rows are removed, while they are still in the page: a keyboard visitor's focus is read here.
  useLayoutEffect(
    () => () => {
      const active = document.activeElement;
      if (list.current?.contains(active)) focused.current = active!.textContent;
    },
    [focused],
  );
  return (
    <ul ref={list} className="container-site py-4" aria-busy="true">
      {navEntries.map((entry) => (
        <li key={entry.label} className="border-b border-line">
          <Link to={entry.href} onClick={onNavigate} className="block py-4 font-display text-xl">
            {entry.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
