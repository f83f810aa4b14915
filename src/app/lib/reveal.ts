// Scroll-in animation: elements marked data-reveal that start below the fold fade and slide in once.
// Elements already in view are left alone, so the first paint never changes.
export function observeReveals(root: ParentNode = document): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const el = entry.target as HTMLElement;
        if (!el.dataset.revealSeen) {
          // First report: decide whether it starts hidden.
          el.dataset.revealSeen = '1';
          if (!entry.isIntersecting) el.classList.add('reveal-pending');
          else observer.unobserve(el);
          continue;
        }
        if (entry.isIntersecting) {
          el.classList.remove('reveal-pending');
          el.classList.add('reveal-in');
          observer.unobserve(el);
        }
      }
    },
    { rootMargin: '0px 0px -8% 0px', threshold: 0.05 },
  );
  root.querySelectorAll<HTMLElement>('[data-reveal]:not([data-reveal-seen])').forEach((el) => observer.observe(el));
  return () => observer.disconnect();
}
