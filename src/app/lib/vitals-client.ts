// Reports Core Web Vitals to POST /api/vitals with sendBeacon. Loaded after the page's load event.
// Each report carries the path of the visit it measures, never the address at the time it is sent: INP and CLS
// are sent when the tab is hidden, often after client-side navigations. Where the browser marks soft
// navigations, each route visit gets its own figures (`navigationURL`); elsewhere the whole document's figures
// belong to the page it was loaded on. Reports for one visit share an id, so the server keeps one entry each. A
// figure the server would refuse as implausible (#shared/vitals) is not sent at all.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { isPlausible } from '#shared/vitals';

/** The path the document was loaded on, read once when reporting starts. */
const landingPath = window.location.pathname;

function visitPath(metric: Metric): string {
  try {
    if (metric.navigationURL) return new URL(metric.navigationURL, window.location.origin).pathname;
  } catch {
    // An unparsable URL falls back to the landing page.
  }
  return landingPath;
}

function send(metric: Metric) {
  // A figure no real visit has is not sent: above all a client-side navigation's TTFB, which web-vitals reports as 0
  // (no request went to the server), and which the site-speed panel once counted as a "good" first byte.
  if (!isPlausible(metric.name, metric.value)) return;
  const body = JSON.stringify({
    name: metric.name,
    value: metric.value,
    id: metric.id,
    rating: metric.rating,
    path: visitPath(metric),
    navigationType: metric.navigationType,
  });
  const blob = new Blob([body], { type: 'application/json' });
  if (!navigator.sendBeacon?.('/api/vitals', blob)) {
    void fetch('/api/vitals', { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => {});
  }
}

export function reportWebVitals() {
  const options = { reportSoftNavs: true };
  onLCP(send, options);
  onCLS(send, options);
  onFCP(send, options);
  onINP(send, options);
  onTTFB(send, options);
}
