// Feature blocks (the editing page's six "Editing Solutions"): icon, title, description and short points.
import { Icon } from '#app/components/ui/icon';
import type { SolutionBlock } from '#content/types';
import { IconTile } from '#app/components/ui/icon-tile';

export function SolutionsGrid({ solutions }: { solutions: SolutionBlock[] }) {
  return (
    <ul
      className="grid grid-cols-1 gap-px overflow-hidden rounded-[var(--radius-card)] bg-line sm:grid-cols-2 lg:grid-cols-3"
      aria-label="Solutions"
    >
      {solutions.map((s, i) => (
        <li
          key={s.title}
          data-solution
          className="bg-white p-7 sm:p-8"
          data-reveal
          style={{ '--reveal-index': i % 3 } as React.CSSProperties}
        >
          <IconTile name={s.icon} />
          <h3 className="mt-5 font-display text-xl font-medium">{s.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-600">{s.description}</p>
          {s.points && s.points.length > 0 && (
            <ul className="mt-4 space-y-2 text-sm text-ink-700">
              {s.points.map((p) => (
                <li key={p} className="flex gap-2">
                  <Icon name="Check" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brass" />
                  {p}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
