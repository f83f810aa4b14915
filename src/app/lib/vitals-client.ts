// Reports Core Web Vitals to POST /api/vitals with sendBeacon. Loaded after the page's load event.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

function send(metric: Metric) {
  const body = JSON.stringify({
    name: metric.name,
    value: metric.value,
    id: metric.id,
    rating: metric.rating,
    path: window.location.pathname,
    navigationType: metric.navigationType,
  });
  const blob = new Blob([body], { type: 'application/json' });
  if (!navigator.sendBeacon?.('/api/vitals', blob)) {
    void fetch('/api/vitals', { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => {});
  }
}

export function reportWebVitals() {
  onLCP(send);
  onCLS(send);
  onFCP(send);
  onINP(send);
  onTTFB(send);
}
