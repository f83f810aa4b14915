// Page-view reports. GA4 loads only when a measurement id is configured; otherwise nothing is loaded at all.
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let loadedId: string | undefined;

export function initAnalytics(measurementId: string | undefined) {
  if (!measurementId || loadedId) return;
  loadedId = measurementId;
  window.dataLayer = window.dataLayer || [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, so it must be pushed as-is.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by trackPageView on every path change, so the automatic one is off.
  window.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

export function trackPageView(path: string) {
  window.dispatchEvent(new CustomEvent('app:pageview', { detail: { path } }));
  if (!loadedId || !window.gtag) return;
  window.gtag('event', 'page_view', { page_path: path, page_location: window.location.href, page_title: document.title });
}
