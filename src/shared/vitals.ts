// Web-vitals ratings. FID is retired in web-vitals 6 but keeps its row; INP replaces it.
export const thresholds = {
  LCP: { good: 2500, poor: 4000 },
  FID: { good: 100, poor: 300 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
  INP: { good: 200, poor: 500 },
} as const;

export type MetricName = keyof typeof thresholds;
export type Rating = 'good' | 'needs-improvement' | 'poor';

export function rate(name: MetricName, value: number): Rating {
  const t = thresholds[name];
  if (value <= t.good) return 'good';
  if (value <= t.poor) return 'needs-improvement';
  return 'poor';
}

/**
 * The values a real visit can report, per metric (milliseconds; CLS is unitless). Anything outside is refused, so a
 * forged report cannot drag a page's p75: a page that took a minute to paint is already "poor", and no server
 * answers, or page paints, in 0 ms (a client-side navigation once reported a TTFB of 0).
 */
const PLAUSIBLE: Record<MetricName, { max: number; zero: boolean }> = {
  LCP: { max: 60_000, zero: false },
  FCP: { max: 60_000, zero: false },
  TTFB: { max: 60_000, zero: false },
  INP: { max: 30_000, zero: true },
  FID: { max: 30_000, zero: true },
  CLS: { max: 10, zero: true },
};

export function isPlausible(name: MetricName, value: unknown): value is number {
  const range = PLAUSIBLE[name];
  return typeof value === 'number' && Number.isFinite(value) && value <= range.max && (range.zero ? value >= 0 : value > 0);
}
