// The open mobile menu: its entries, with expandable Services and Portfolio sections (mobile-menu.tsx makes the page
// behind inert and adds the modal keys). Its own chunk: it loads when the visitor reaches for the menu button, or once
// the page is idle on a narrow screen.
import { Icon } from '#app/components/ui/icon';
import { useLayoutEffect, useState, type RefObject } from 'react';
import { Link } from '#app/components/ui/link';
import { navEntries } from '#content/navigation';
import { mailtoUrl, telUrl } from '#content/site';
import { useContact } from '#app/lib/app-env';

/** The open menu: mounted on open and unmounted on close, so a closed menu forgets which section was expanded. */
export function MobileMenuPanel({
  onNavigate,
  trapRef,
  focused,
}: {
  onNavigate: () => void;
  /** The header: the bar and the menu, where the rows are found. */
  trapRef: RefObject<HTMLElement | null>;
  /** The label of the loading menu's row that had focus when this panel replaced it. */
  focused: RefObject<string | null>;
}) {
  const [expanded, setExpanded] = useState<string | null>(null);
  // A keyboard visitor on a row of the loading menu stays on that entry: its link, or its section's button.
  useLayoutEffect(() => {
    const label = focused.current;
    if (!label) return;
    const rows = trapRef.current?.querySelectorAll<HTMLElement>('#mobile-menu li > a, #mobile-menu li > button');
    Array.from(rows ?? [])
      .find((row) => row.textContent === label)
      ?.focus();
  }, [focused, trapRef]);
  return <MenuEntries expanded={expanded} setExpanded={setExpanded} onNavigate={onNavigate} />;
}

/**
 * The menu's entries, drawn only while it is open: a closed menu cannot be reached (it opens with JavaScript), and
 * every page rendered on the server is spared its two dozen links; the desktop bar and the footer carry them.
 */
function MenuEntries({
  expanded,
  setExpanded,
  onNavigate,
}: {
  expanded: string | null;
  setExpanded: (update: (v: string | null) => string | null) => void;
  onNavigate: () => void;
}) {
  const contact = useContact();
  return (
    <>
      <ul className="container-site py-4">
        {navEntries.map((entry) =>
          'items' in entry ? (
            <li key={entry.label} className="border-b border-line">
              <button
                type="button"
                aria-expanded={expanded === entry.label}
                aria-controls={`mobile-${entry.label}`}
                onClick={() => setExpanded((v) => (v === entry.label ? null : entry.label))}
                className="flex w-full items-center justify-between py-4 text-left font-display text-xl"
              >
                {entry.label}
                <Icon
                  name="ChevronDown"
                  aria-hidden="true"
                  className={`h-5 w-5 transition-transform ${expanded === entry.label ? 'rotate-180' : ''}`}
                />
              </button>
              <ul id={`mobile-${entry.label}`} hidden={expanded !== entry.label} className="pb-3">
                {entry.items.map((item) => (
                  <li key={item.href}>
                    <Link to={item.href} onClick={onNavigate} className="block rounded-lg px-3 py-2.5 text-ink-700 hover:bg-paper">
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry.label} className="border-b border-line">
              <Link to={entry.href} onClick={onNavigate} className="block py-4 font-display text-xl">
                {entry.label}
              </Link>
            </li>
          ),
        )}
      </ul>
      <div className="container-site flex flex-col gap-3 pb-10 pt-2">
        <a href={telUrl(contact.whatsapp)} className="inline-flex items-center gap-2 text-sm text-ink-600">
          <Icon name="Phone" aria-hidden="true" className="h-4 w-4" /> {contact.whatsapp}
        </a>
        <a href={mailtoUrl(contact.email)} className="inline-flex items-center gap-2 text-sm text-ink-600">
          <Icon name="Mail" aria-hidden="true" className="h-4 w-4" /> {contact.email}
        </a>
      </div>
    </>
  );
}
