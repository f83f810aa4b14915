// Page-view reports. GA4 (./gtag) loads only when a measurement id is configured; otherwise nothing is loaded at
// all, and its code is not in the first load either.
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let lastPath: string | undefined;

/** The path of the last page view, for GA4's first report when it loads after the page was shown. */
export const lastPageView = () => lastPath;

export function startAnalytics(measurementId: string | undefined) {
  if (measurementId) void import('./gtag').then((m) => m.initAnalytics(measurementId));
}

export function trackPageView(path: string) {
  lastPath = path;
  window.dispatchEvent(new CustomEvent('app:pageview', { detail: { path } }));
  sendPageView(path);
}

/** One page_view to GA4, once it has loaded (the automatic one is off). */
export function sendPageView(path: string) {
  window.gtag?.('event', 'page_view', { page_path: path, page_location: window.location.href, page_title: document.title });
}
