// The admin's top bar: the logo home, links to the page's sections and the public site, which GitHub account is
// signed in, and Sign out (named with the person, so a screen reader hears what the button does).
import { ExternalLink, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/paths';
import { Logo } from '../layout/logo';
import type { AuthUser } from './api';
import { GitHubMark } from './github-mark';

const SECTIONS = [
  ['#portfolio-heading', 'Portfolio'],
  ['#library-heading', 'Media library'],
  ['#vitals-heading', 'Site speed'],
] as const;

export function AdminHeader({ user, onSignOut, signingOut }: { user?: AuthUser; onSignOut?: () => void; signingOut?: boolean }) {
  const name = user?.name || 'Unknown';
  return (
    <header className="border-b border-ink-800 bg-ink-900 text-white">
      <div className="container-site flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
        <div className="flex items-center gap-4">
          <Link to={paths.home} aria-label="Northframe Media home" className="inline-flex min-h-11 items-center rounded-md">
            <Logo />
          </Link>
          <span className="hidden h-6 w-px bg-white/20 sm:block" aria-hidden="true" />
          <span className="hidden text-sm font-medium text-white/80 sm:block">Portfolio admin</span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {user && (
            <nav aria-label="Admin sections" className="hidden lg:block">
              <ul className="flex items-center">
                {SECTIONS.map(([href, text]) => (
                  <li key={href}>
                    <a href={href} className="inline-flex min-h-11 items-center rounded-md px-3 text-sm text-white/80 hover:text-white">
                      {text}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <Link
            to={paths.portfolio}
            className="hidden min-h-11 items-center gap-1.5 rounded-md px-3 text-sm text-white/80 hover:text-white sm:inline-flex"
          >
            View site
            <ExternalLink size={14} aria-hidden="true" />
          </Link>
          {user?.login && (
            <p className="inline-flex items-center gap-1.5 px-1 text-sm text-white/80">
              <GitHubMark className="h-4 w-4" />
              <span className="sr-only">Signed in to GitHub as</span>
              <span className="font-medium text-white">{user.login}</span>
            </p>
          )}
          {user && onSignOut && (
            <button
              type="button"
              onClick={onSignOut}
              disabled={signingOut}
              aria-label={`Sign out (${name})`}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/25 px-4 text-sm font-medium hover:bg-white hover:text-ink-900"
            >
              {name}
              <LogOut size={15} aria-hidden="true" />
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
