// Parts of the page that React hydrates on their own (each Section and each deferred block is a Suspense boundary):
// until one has, its elements are the server's HTML, which React will compare with what it renders, so nothing
// may change them (the scroll-in animation's classes did, and React reported a mismatch on every load). A unit is
// marked from an effect inside its boundary, which runs once the boundary has hydrated.
import { observeRevealsIn } from './reveal';

/** The attribute every unit's element carries. */
export const HYDRATION_UNIT = 'data-hydration-unit';

const hydrated = new WeakSet<Element>();

/** Whether an element is still the server's HTML: its nearest unit has not hydrated yet (outer units always hydrate
 * before the units inside them). */
export function awaitingHydration(el: Element): boolean {
  const unit = el.closest(`[${HYDRATION_UNIT}]`);
  return unit !== null && !hydrated.has(unit);
}

/** The unit has hydrated: its own scroll-in elements may start now (those of units inside it wait for theirs). */
export function unitHydrated(unit: Element) {
  hydrated.add(unit);
  observeRevealsIn(unit, awaitingHydration);
}
