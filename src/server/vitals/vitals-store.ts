// Field samples of each metric per route, in a rolling window (the last 500 per route and metric, none older
// than 30 days), summarised as p75 with its rating and a daily trend. With a file (DATA_DIR/vitals.json) they
// survive restarts under the stores' rules: a report is answered once it is on disk, and a burst of reports
// shares one write; an unreadable file is moved aside.
import path from 'node:path';
import { DurableJson } from '../storage/durable-json';
import type { Log } from '../log';
import { rate, type MetricName, type Rating } from './thresholds';
import { torontoIsoDate } from '#shared/toronto-date';

export const MAX_SAMPLES = 500;
export const MAX_AGE_DAYS = 30;
export const MAX_ROUTES = 200;
const DAY_MS = 86_400_000;
/** Days the trend covers. */
export const TREND_DAYS = 14;

/** [time in ms, value, the report's id (one entry per page visit and metric)] */
export type Sample = [number, number, string?];
export type Routes = Record<string, Partial<Record<MetricName, Sample[]>>>;

export interface MetricSummary {
  p75: number;
  count: number;
  rating: Rating;
  trend: { day: string; p75: number; count: number }[];
}

const METRICS = new Set<string>(['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'FID']);

function parseRoutes(raw: unknown): { routes: Routes } {
  const routes = (raw as { routes?: unknown } | null)?.routes;
  if (!routes || typeof routes !== 'object') throw new Error('no routes');
  const out: Routes = {};
  for (const [route, metrics] of Object.entries(routes as Record<string, unknown>)) {
    if (!route.startsWith('/') || !metrics || typeof metrics !== 'object') continue;
    const kept: Partial<Record<MetricName, Sample[]>> = {};
    for (const [name, samples] of Object.entries(metrics as Record<string, unknown>)) {
      if (!METRICS.has(name) || !Array.isArray(samples)) continue;
      kept[name as MetricName] = samples.filter(
        (s): s is Sample =>
          Array.isArray(s) && Number.isFinite(s[0]) && Number.isFinite(s[1]) && (s[2] === undefined || typeof s[2] === 'string'),
      );
    }
    out[route] = kept;
  }
  return { routes: out };
}

export type VitalsSummary = Record<string, Partial<Record<MetricName, MetricSummary>>>;

/** Where reports are filed: this file store, or PostgreSQL (pg/pg-vitals-store.ts). */
export interface VitalsStorage {
  add(route: string, name: MetricName, value: number, id?: string): Promise<void>;
  summary(): Promise<VitalsSummary>;
  close(): Promise<void>;
}

export class VitalsStore implements VitalsStorage {
  private readonly store?: DurableJson<{ routes: Routes }>;
  private memory: { routes: Routes } = { routes: {} };

  /** Without a folder the figures live in memory only (tests, tools). */
  constructor(
    dataDir?: string,
    log?: Log,
    private readonly now: () => number = Date.now,
  ) {
    if (dataDir && log) {
      this.store = new DurableJson(path.join(dataDir, 'vitals.json'), log, {
        area: 'vitals',
        empty: () => ({ routes: {} }),
        parse: parseRoutes,
      });
    }
  }

  private async data() {
    if (!this.store) return this.memory;
    await this.store.open();
    return this.store.data;
  }

  /** Files one report; a report with the id of one already filed (the same visit, reported again) replaces it. */
  async add(route: string, name: MetricName, value: number, id?: string): Promise<void> {
    const apply = (data: { routes: Routes }) => {
      let metrics = data.routes[route];
      if (!metrics) {
        const routes = Object.keys(data.routes);
        // Unknown paths cannot grow the file without bound: the route with the oldest last report goes.
        if (routes.length >= MAX_ROUTES) delete data.routes[this.stalest(data.routes)!];
        metrics = data.routes[route] = {};
      }
      const now = this.now();
      const oldest = now - MAX_AGE_DAYS * DAY_MS;
      const samples = (metrics[name] ?? []).filter((s) => s[0] >= oldest && (id === undefined || s[2] !== id));
      samples.push(id === undefined ? [now, value] : [now, value, id]);
      metrics[name] = samples.slice(-MAX_SAMPLES);
    };
    if (this.store) return this.store.record(apply);
    apply(this.memory);
  }

  private stalest(routes: Routes): string | undefined {
    let found: [string, number] | undefined;
    for (const [route, metrics] of Object.entries(routes)) {
      const last = Math.max(0, ...Object.values(metrics).flatMap((s) => s.map((x) => x[0])));
      if (!found || last < found[1]) found = [route, last];
    }
    return found?.[0];
  }

  async summary(): Promise<VitalsSummary> {
    return summarise((await this.data()).routes, this.now());
  }

  close(): Promise<void> {
    return this.store?.close() ?? Promise.resolve();
  }
}

/** p75, rating and daily trend per route and metric, from the samples of the last MAX_AGE_DAYS. */
export function summarise(routes: Routes, now: number): VitalsSummary {
  const oldest = now - MAX_AGE_DAYS * DAY_MS;
  const trendFrom = torontoIsoDate(now - (TREND_DAYS - 1) * DAY_MS);
  const out: Record<string, Partial<Record<MetricName, MetricSummary>>> = {};
  for (const [route, metrics] of Object.entries(routes)) {
    const row: Partial<Record<MetricName, MetricSummary>> = {};
    for (const [name, all] of Object.entries(metrics) as [MetricName, Sample[]][]) {
      const samples = all.filter((s) => s[0] >= oldest);
      if (!samples.length) continue;
      const byDay = new Map<string, number[]>();
      for (const [t, v] of samples) {
        const day = torontoIsoDate(t);
        if (day >= trendFrom) byDay.set(day, [...(byDay.get(day) ?? []), v]);
      }
      const p75 = percentile(
        samples.map((s) => s[1]),
        0.75,
      );
      row[name] = {
        p75,
        count: samples.length,
        rating: rate(name, p75),
        trend: [...byDay]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([day, values]) => ({ day, p75: percentile(values, 0.75), count: values.length })),
      };
    }
    if (Object.keys(row).length) out[route] = row;
  }
  return out;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}
