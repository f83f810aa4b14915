// A visible breadcrumb for the hero's `above` slot; the last crumb is the current page.
import { Icon } from '#app/components/ui/icon';
import { Link } from '#app/components/ui/link';

export interface Crumb {
  name: string;
  /** Omit on the current page. */
  href?: string;
}

export function BreadcrumbTrail({ crumbs, separator = 'chevron' }: { crumbs: Crumb[]; separator?: 'chevron' | 'slash' }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-5">
      {/* Inline, not flex: a long current crumb wraps word by word after the others, instead of dropping whole to a
          line of its own under a hanging separator. */}
      <ol className="text-xs font-medium uppercase leading-5 tracking-[0.14em] text-white/90">
        {crumbs.map((c, i) => (
          <li key={c.name} className="inline">
            {i > 0 &&
              (separator === 'slash' ? (
                <span aria-hidden="true" className="mx-1.5 text-white/90">
                  /
                </span>
              ) : (
                <Icon name="ChevronRight" aria-hidden="true" className="mx-1 inline h-3.5 w-3.5 align-[-0.2em] text-white/90" />
              ))}
            {c.href ? (
              <Link to={c.href} className="transition-colors hover:text-white">
                {c.name}
              </Link>
            ) : (
              <span aria-current="page" className="text-white">
                {c.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
