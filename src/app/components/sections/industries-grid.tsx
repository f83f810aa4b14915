// "Industries We Serve": four audiences with an icon and a line each.
import type { Industry } from '#content/services/overview';
import { IconTile } from '#app/components/ui/icon-tile';

export function IndustriesGrid({ industries }: { industries: Industry[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label="Industries">
      {industries.map((ind, i) => (
        <li
          key={ind.title}
          data-industry
          className="rounded-[var(--radius-card)] border border-white/10 bg-white/[0.04] p-7"
          data-reveal
          style={{ '--reveal-index': i } as React.CSSProperties}
        >
          <IconTile name={ind.icon} />
          <h3 className="mt-6 font-display text-xl font-medium text-white">{ind.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-white/70">{ind.description}</p>
        </li>
      ))}
    </ul>
  );
}
