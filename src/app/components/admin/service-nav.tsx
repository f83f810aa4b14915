// The list of collections, one button per row of the registry, with its item count.
import { catalog, type CollectionKey } from '#shared/catalog';
import type { PortfolioData } from '#shared/api';
import { Icon } from '../ui/icon';

export function ServiceNav({
  current,
  data,
  onChoose,
}: {
  current: CollectionKey;
  data: PortfolioData;
  onChoose: (key: CollectionKey) => void;
}) {
  return (
    <nav aria-label="Services" className="lg:sticky lg:top-6 lg:self-start">
      <h2 className="mb-3 text-xs font-semibold uppercase tracking-[0.18em] text-ink-500">Services</h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-1">
        {catalog.map((s) => {
          const selected = s.collection === current;
          const count = data[s.collection]?.length ?? 0;
          return (
            <li key={s.collection}>
              <button
                type="button"
                onClick={() => onChoose(s.collection)}
                aria-pressed={selected}
                className={`flex h-full min-h-11 w-full items-center gap-2.5 rounded-[var(--radius-card)] border px-3 py-2.5 text-left text-sm font-medium transition motion-reduce:transition-none ${
                  selected ? 'border-ink-900 bg-ink-900 text-white' : 'border-line bg-white text-ink-800 hover:border-ink/30'
                }`}
              >
                <Icon name={s.icon} className={`h-[17px] w-[17px] ${selected ? 'text-brass' : 'text-ink-500'}`} />
                <span className="min-w-0 flex-1 leading-tight">{s.label}</span>
                <span className={`text-xs tabular-nums ${selected ? 'text-white/70' : 'text-ink-500'}`}>
                  {count}
                  <span className="sr-only"> items</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
