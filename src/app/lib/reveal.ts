// Scroll-in animation: elements marked data-reveal that start below the fold fade and slide in once.
// Elements already in view are left alone, so the first paint never changes. The page's one observer watches what
// has hydrated: a section's or deferred block's elements are the server's HTML until React hydrates that part
// (hydration-units.ts), so they join when it has (observeRevealsIn), never earlier.
let observer: IntersectionObserver | undefined;

const pending = (root: ParentNode) => root.querySelectorAll<HTMLElement>('[data-reveal]:not([data-reveal-seen])');

/** Watches the page's reveals but those `awaitingHydration` says to leave; the returned function stops. */
export function observeReveals(awaitingHydration: (el: Element) => boolean = () => false): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
  const watching = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        if (!el.dataset.revealSeen) {
          // First report: decide whether it starts hidden.
          el.dataset.revealSeen = '1';
          if (!entry.isIntersecting) el.classList.add('reveal-pending');
          else watching.unobserve(el);
          continue;
        }
        if (entry.isIntersecting) {
          el.classList.remove('reveal-pending');
          el.classList.add('reveal-in');
          watching.unobserve(el);
        }
      }
    },
    { rootMargin: '0px 0px -8% 0px', threshold: 0.05 },
  );
  observer = watching;
  pending(document).forEach((el) => !awaitingHydration(el) && watching.observe(el));
  return () => {
    watching.disconnect();
    if (observer === watching) observer = undefined;
  };
}

/** A part of the page has hydrated: its reveals join the page's observer, but those `awaitingHydration` says to leave. */
export function observeRevealsIn(root: ParentNode, awaitingHydration: (el: Element) => boolean) {
  if (observer) pending(root).forEach((el) => !awaitingHydration(el) && observer!.observe(el));
}
