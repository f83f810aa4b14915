// Rolling per-route samples of each metric, bounded in memory, summarised as p75 with its rating.
import { rate, type MetricName, type Rating } from './thresholds';

const MAX_SAMPLES = 500;
const MAX_ROUTES = 200;

export interface MetricSummary {
  p75: number;
  count: number;
  rating: Rating;
}

export class VitalsStore {
  private routes = new Map<string, Map<MetricName, number[]>>();

  add(route: string, name: MetricName, value: number) {
    let metrics = this.routes.get(route);
    if (!metrics) {
      // Unknown paths cannot grow memory without bound: the oldest route is dropped.
      if (this.routes.size >= MAX_ROUTES) this.routes.delete(this.routes.keys().next().value!);
      metrics = new Map();
      this.routes.set(route, metrics);
    }
    const samples = metrics.get(name) ?? [];
    samples.push(value);
    if (samples.length > MAX_SAMPLES) samples.shift();
    metrics.set(name, samples);
  }

  summary(): Record<string, Partial<Record<MetricName, MetricSummary>>> {
    const out: Record<string, Partial<Record<MetricName, MetricSummary>>> = {};
    for (const [route, metrics] of this.routes) {
      out[route] = {};
      for (const [name, samples] of metrics) {
        const p75 = percentile(samples, 0.75);
        out[route][name] = { p75, count: samples.length, rating: rate(name, p75) };
      }
    }
    return out;
  }
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}
