// GA4's loader, a chunk of its own: fetched only on a deployment with a measurement id (see ./analytics).
import { lastPageView, sendPageView } from './analytics';

let loadedId: string | undefined;

export function initAnalytics(measurementId: string) {
  if (loadedId) return;
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
  // The page already shown was reported before GA4 was here: report it now.
  const shown = lastPageView();
  if (shown) sendPageView(shown);
}
