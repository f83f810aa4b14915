// Effects that run on every path change: scroll to top, page-view report, scroll-in animation.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '#app/lib/analytics';
import { observeReveals } from '#app/lib/reveal';
import { awaitingHydration } from '#app/lib/hydration-units';

export function RouteEffects() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    trackPageView(pathname);
    return observeReveals(awaitingHydration);
  }, [pathname]);
  return null;
}
