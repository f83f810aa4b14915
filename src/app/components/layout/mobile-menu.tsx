// The mobile menu: the same entries as the desktop bar, with expandable Services and Portfolio sections.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDown, Mail, Phone } from '../ui/icons/lucide';
import { navEntries } from '#content/navigation';
import { mailHref, site, telHref } from '#content/site';
import { paths } from '#shared/paths';

export function MobileMenu({ open, onNavigate, onClose }: { open: boolean; onNavigate: () => void; onClose: () => void }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  // A closed menu forgets which section was expanded (adjusted while rendering, not in an effect).
  if (!open && expanded !== null) setExpanded(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    document.documentElement.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.documentElement.style.overflow = '';
    };
  }, [open, onClose]);

  return (
    <div
      id="mobile-menu"
      hidden={!open}
      className="h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-line bg-white text-ink lg:hidden"
    >
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
                <ChevronDown
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
      <div className="container-site flex flex-col gap-3 pb-10">
        <Link to={paths.contact} onClick={onNavigate} className="btn-dark w-full">
          Book a Shoot
        </Link>
        <a href={telHref} className="inline-flex items-center gap-2 text-sm text-ink-600">
          <Phone aria-hidden="true" className="h-4 w-4" /> {site.phone}
        </a>
        <a href={mailHref} className="inline-flex items-center gap-2 text-sm text-ink-600">
          <Mail aria-hidden="true" className="h-4 w-4" /> {site.email}
        </a>
      </div>
    </div>
  );
}
