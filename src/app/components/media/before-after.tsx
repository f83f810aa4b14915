// A before-and-after comparison of one frame. Server HTML shows the two images side by side, each captioned, so
// the pair reads without JavaScript. Once hydrated, the edited frame lies over the original and a native range
// input (role slider: arrow keys, Page Up/Down, Home/End) sets where the divider falls; the handle shows its focus.
import { useId, useState } from 'react';
import type { Comparison } from '#content/services/types';
import { useHydrated } from '#app/lib/use-hydrated';
import { Icon } from '../ui/icon';
import { Picture } from '../ui/picture';

const SIZES = '(min-width: 1280px) 1000px, (min-width: 768px) 80vw, 100vw';
const SIDE_BY_SIDE_SIZES = '(min-width: 1280px) 600px, (min-width: 640px) 45vw, 100vw';

export function BeforeAfter({ item }: { item: Comparison }) {
  const interactive = useHydrated();
  const [position, setPosition] = useState(50);
  const captionId = useId();

  if (!interactive) {
    return (
      <figure aria-labelledby={captionId}>
        <div className="grid gap-4 sm:grid-cols-2">
          {(['before', 'after'] as const).map((side) => (
            <div key={side} className="relative overflow-hidden rounded-[var(--radius-card)] bg-ink-900">
              <Picture
                name={item[side].image}
                alt={item[side].alt}
                sizes={SIDE_BY_SIDE_SIZES}
                imgClassName="aspect-[3/2] w-full object-cover"
              />
              <SideLabel side={side} />
            </div>
          ))}
        </div>
        <Caption id={captionId} item={item} />
      </figure>
    );
  }

  return (
    <figure aria-labelledby={captionId}>
      <div className="relative aspect-[3/2] w-full overflow-hidden rounded-[var(--radius-card)] bg-ink-900 shadow-[var(--shadow-card)]">
        <Picture name={item.before.image} alt={item.before.alt} sizes={SIZES} imgClassName="absolute inset-0 h-full w-full object-cover" />
        <div className="absolute inset-0" style={{ clipPath: `inset(0 0 0 ${position}%)` }}>
          <Picture name={item.after.image} alt={item.after.alt} sizes={SIZES} imgClassName="absolute inset-0 h-full w-full object-cover" />
        </div>
        <SideLabel side="before" />
        <SideLabel side="after" />
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={position}
          onChange={(e) => setPosition(Number(e.currentTarget.value))}
          aria-label={`${item.title}: divider between before and after`}
          aria-valuetext={`${position}% before, ${100 - position}% after`}
          className="peer absolute inset-0 z-10 h-full w-full cursor-ew-resize appearance-none bg-transparent opacity-0"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow peer-focus-visible:[&>span]:ring-4"
          style={{ left: `${position}%` }}
        >
          <span className="absolute left-1/2 top-1/2 grid h-11 w-11 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-white text-ink-900 shadow-lg ring-brass ring-offset-2 ring-offset-ink-900">
            <Icon name="ChevronsLeftRight" className="h-5 w-5" />
          </span>
        </div>
      </div>
      <Caption id={captionId} item={item} />
    </figure>
  );
}

function SideLabel({ side }: { side: 'before' | 'after' }) {
  return (
    <span
      className={`pointer-events-none absolute top-3 rounded-full bg-ink-900/80 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-white ${
        side === 'before' ? 'left-3' : 'right-3'
      }`}
    >
      {side === 'before' ? 'Before' : 'After'}
    </span>
  );
}

function Caption({ id, item }: { id: string; item: Comparison }) {
  return (
    <figcaption id={id} className="mt-4 max-w-3xl">
      <span className="block font-display text-xl text-ink-900">{item.title}</span>
      <span className="mt-1 block text-ink-600">{item.description}</span>
    </figcaption>
  );
}
