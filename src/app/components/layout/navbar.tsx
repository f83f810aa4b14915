// Fixed site navigation: transparent over the hero, solid after 50 px; desktop dropdowns and a mobile menu.
import { Icon } from '#app/components/ui/icon';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '#app/components/ui/link';
import { navEntries, type NavLink } from '#content/navigation';
import { Logo } from './logo';
import { DesktopDropdown } from './nav-dropdown';
import { MobileMenu, preloadMobileMenu } from './mobile-menu';
import { paths } from '#shared/paths';
import { useContactHref } from '../booking/contact-link';

export const SCROLL_THRESHOLD = 50;

export function Navbar({ forceSolid = false }: { forceSolid?: boolean }) {
  const [scrolled, setScrolled] = useState(false);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // On a service or city page, "Book a Shoot" opens the quote builder with it chosen.
  const bookHref = useContactHref(paths.contact);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // Choosing any link (or any navigation) closes every menu: adjusted while rendering, when the path changes.
  const [menusPath, setMenusPath] = useState(location.pathname);
  if (menusPath !== location.pathname) {
    setMenusPath(location.pathname);
    setOpenMenu(null);
    setMobileOpen(false);
  }

  const closeAll = () => {
    setOpenMenu(null);
    setMobileOpen(false);
  };
  // Escape closes the mobile menu and gives focus back to its toggle.
  const closeMobile = useCallback(() => {
    setMobileOpen(false);
    toggleRef.current?.focus();
  }, []);
  const solid = forceSolid || scrolled || mobileOpen;

  return (
    <header
      ref={headerRef}
      data-solid={solid ? 'true' : 'false'}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow,color] duration-300 ${
        solid ? 'bg-white/90 text-ink shadow-[0_1px_0_rgb(17_24_39/0.08)] backdrop-blur-md' : 'bg-transparent text-white'
      }`}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-full focus:bg-white focus:px-4 focus:py-2 focus:text-ink"
      >
        Skip to content
      </a>
      <nav aria-label="Main" className="container-site flex h-[4.5rem] items-center justify-between gap-3 lg:gap-6">
        <Link to={paths.home} onClick={closeAll} aria-label="Northframe Media, home" className="shrink-0">
          <Logo className={solid ? 'text-ink' : 'text-white'} />
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {navEntries.map((entry) => (
            <li key={entry.label}>
              {'items' in entry ? (
                <DesktopDropdown
                  label={entry.label}
                  items={entry.items}
                  open={openMenu === entry.label}
                  onOpenChange={(open) => setOpenMenu(open ? entry.label : null)}
                  onNavigate={closeAll}
                  solid={solid}
                />
              ) : (
                <TopLink entry={entry} onNavigate={closeAll} solid={solid} pathname={location.pathname} />
              )}
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-1.5">
          {/* One link for every width: in the bar beside the menu toggle on phones, so it is always in reach. */}
          <Link
            to={bookHref}
            onClick={(e) => {
              closeAll();
              // Already on the contact page: go to the builder, keeping what the visitor chose there.
              const builder = location.pathname === paths.contact && document.getElementById('quote');
              if (builder) {
                e.preventDefault();
                builder.scrollIntoView();
              }
            }}
            className={`${solid ? 'btn-dark' : 'btn-primary'} whitespace-nowrap max-lg:px-3.5 max-lg:text-[0.8125rem]`}
            data-book-shoot
          >
            {/* Under 360 px there is room for "Book" only; the link's name stays "Book a Shoot". */}
            <span>
              Book<span className="max-[359px]:sr-only"> a Shoot</span>
            </span>
          </Link>
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls="mobile-menu"
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMobileOpen((v) => !v)}
            onPointerEnter={preloadMobileMenu}
            onFocus={preloadMobileMenu}
          >
            {mobileOpen ? <Icon name="X" aria-hidden="true" /> : <Icon name="Menu" aria-hidden="true" />}
          </button>
        </div>
      </nav>
      <MobileMenu open={mobileOpen} onNavigate={closeAll} onClose={closeMobile} trapRef={headerRef} />
    </header>
  );
}

/** Whether a top-level entry is the page shown, or a section above it (as React Router's NavLink decides it). */
function isCurrent(href: string, pathname: string): boolean {
  const here = pathname.toLowerCase();
  return href === '/' ? here === '/' : here === href || here.startsWith(`${href}/`);
}

// The site's own Link with the active state worked out here: NavLink resolved its path through the router again.
function TopLink({ entry, onNavigate, solid, pathname }: { entry: NavLink; onNavigate: () => void; solid: boolean; pathname: string }) {
  const current = isCurrent(entry.href, pathname);
  return (
    <Link
      to={entry.href}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      className={`rounded-full px-3.5 py-2 text-sm font-medium transition-colors ${solid ? 'hover:bg-ink/5' : 'hover:bg-white/10'} ${
        current ? (solid ? 'text-brass-700' : 'text-brass-200') : ''
      }`}
    >
      {entry.label}
    </Link>
  );
}
