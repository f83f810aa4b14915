// The scripted comparison: the edited frame over the original, divided where a native range input says (role
// slider: arrow keys, Page Up/Down, Home/End); the handle draws the input's keyboard focus.
import { useState } from 'react';
import type { Comparison } from '#content/services/types';
import { Icon } from '../ui/icon';
import { Picture } from '../ui/picture';
import { SideLabel } from './before-after';

const SIZES = '(min-width: 1280px) 1000px, (min-width: 768px) 80vw, 100vw';

export function BeforeAfterSlider({ item }: { item: Comparison }) {
  const [position, setPosition] = useState(50);
  return (
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
  );
}
