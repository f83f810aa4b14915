// Related-service cards: icon, title, a line of copy, and the whole card links to the service.
import { Icon } from '#app/components/ui/icon';
import { Link } from '#app/components/ui/link';
import type { RelatedService } from '#content/types';
import { IconTile } from '#app/components/ui/icon-tile';

export function RelatedServices({ items }: { items: RelatedService[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-3" aria-label="Related services">
      {items.map((item, i) => (
        <li key={item.href + item.title} data-related data-reveal style={{ '--reveal-index': i } as React.CSSProperties}>
          <article className="card group relative flex h-full flex-col p-7 transition-shadow focus-within:ring-2 focus-within:ring-brass hover:shadow-[0_20px_40px_-16px_rgb(17_24_39/0.28)]">
            <div className="flex items-center justify-between">
              <IconTile name={item.icon} />
              <Icon
                name="ArrowUpRight"
                aria-hidden="true"
                className="h-5 w-5 text-ink-500 transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5 group-hover:text-brass-700"
              />
            </div>
            <h3 className="mt-6 font-display text-xl font-medium">
              <Link to={item.href} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
                {item.title}
              </Link>
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-600">{item.description}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
