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
