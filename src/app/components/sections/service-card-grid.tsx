// The 8 service cards: 1, 2, 3 and 4 columns by breakpoint, each with its icon tile and a "Learn more" link.
import { Icon } from '#app/components/ui/icon';
import { Link } from '#app/components/ui/link';
import type { ServiceCard } from '#content/types';
import { IconTile } from '../ui/icon-tile';

export function ServiceCardGrid({ cards, linkLabel = 'Learn more' }: { cards: ServiceCard[]; linkLabel?: string }) {
  return (
    <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {cards.map((card, i) => (
        <li key={card.href} data-reveal style={{ '--reveal-index': i % 4 } as React.CSSProperties}>
          <article className="card group relative flex h-full flex-col p-7 transition-shadow hover:shadow-[0_20px_40px_-16px_rgb(17_24_39/0.28)]">
            <IconTile name={card.icon} size="lg" />
            <h3 className="mt-6 font-display text-xl font-medium">{card.title}</h3>
            {/* the clamp sits inside the flex-1 box: a stretched -webkit-box would show a 4th line under the ellipsis */}
            <div className="mt-3 flex-1">
              <p className="clamp-3 text-sm leading-relaxed text-ink-600">{card.description}</p>
            </div>
            {card.showButton && (
              <Link
                to={card.href}
                className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brass-700 after:absolute after:inset-0 after:content-['']"
              >
                {linkLabel}
                <span className="sr-only"> about {card.title}</span>
                <Icon name="ArrowRight" aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
              </Link>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
