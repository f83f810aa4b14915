// A before-and-after comparison of one frame. Server HTML shows the two images side by side, each labelled, so the
// pair reads without JavaScript. Once hydrated, the slider (its own small chunk, loaded only on pages that have a
// comparison) lays the edited frame over the original.
import { lazy, Suspense, useId } from 'react';
import type { Comparison } from '#content/services/types';
import { useHydrated } from '#app/lib/use-hydrated';
import { Picture } from '../ui/picture';

const Slider = lazy(() => import('./before-after-slider').then((m) => ({ default: m.BeforeAfterSlider })));
const SIDE_BY_SIDE_SIZES = '(min-width: 1280px) 600px, (min-width: 640px) 45vw, 100vw';

export function BeforeAfter({ item }: { item: Comparison }) {
  const hydrated = useHydrated();
  const captionId = useId();
  const sideBySide = (
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
  );
  return (
    <figure aria-labelledby={captionId}>
      {hydrated ? (
        <Suspense fallback={sideBySide}>
          <Slider item={item} />
        </Suspense>
      ) : (
        sideBySide
      )}
      <figcaption id={captionId} className="mt-4 max-w-3xl">
        <span className="block font-display text-xl text-ink-900">{item.title}</span>
        <span className="mt-1 block text-ink-600">{item.description}</span>
      </figcaption>
    </figure>
  );
}

export function SideLabel({ side }: { side: 'before' | 'after' }) {
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
