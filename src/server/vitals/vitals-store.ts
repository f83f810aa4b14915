// Field samples of each metric per route, in a rolling window (the last 500 per route and metric, none older
// than 30 days), summarised as p75 with its rating and a daily trend.
//
// With a folder, the samples live in DATA_DIR/vitals.bin, a file of fixed-size slots (vitals-file.ts): a report
// writes its own 16 bytes in place and waits for the fsync that carries it (a burst shares one), so a report costs
// the same whether the file is empty or full, and the file can never outgrow MAX_FILE_BYTES. PostgreSQL keeps them in
// a table (pg/pg-vitals-store.ts) under the same rules.
import { rate, type MetricName, type Rating } from '#shared/vitals';
import { torontoIsoDate } from '#shared/toronto-date';
import type { Log } from '../log';
import { VitalsFile, METRICS, MAX_ROUTES, type RouteBlock } from './vitals-file';

export const MAX_SAMPLES = 500;
export const MAX_AGE_DAYS = 30;
export { MAX_ROUTES };
const DAY_MS = 86_400_000;
/** Days the trend covers. */
export const TREND_DAYS = 14;

/** [time in ms (whole seconds in the file), value] */
export type Sample = [number, number];
export type Routes = Record<string, Partial<Record<MetricName, Sample[]>>>;

export interface MetricSummary {
  p75: number;
  count: number;
  rating: Rating;
  trend: { day: string; p75: number; count: number }[];
}

export type VitalsSummary = Record<string, Partial<Record<MetricName, MetricSummary>>>;

/** Where reports are filed: this store, or PostgreSQL (pg/pg-vitals-store.ts). */
export interface VitalsStorage {
  add(route: string, name: MetricName, value: number, id?: string): Promise<void>;
  summary(): Promise<VitalsSummary>;
  close(): Promise<void>;
}

/** A report id as a 32-bit number (FNV-1a), so a slot holds it in 4 bytes; 0 means "no id". */
export function idHash(id: string | undefined): number {
  if (!id) return 0;
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return h >>> 0 || 1;
}

export class VitalsStore implements VitalsStorage {
  private readonly file: VitalsFile;

  /** Without a folder the figures live in memory only (tests, tools). */
  constructor(
    dataDir?: string,
    log?: Log,
    private readonly now: () => number = Date.now,
  ) {
    this.file = new VitalsFile(dataDir && log ? { dataDir, log } : undefined, MAX_SAMPLES, now);
  }

  /** Files one report; a report with the id of one already filed (the same visit, reported again) replaces it. */
  async add(route: string, name: MetricName, value: number, id?: string): Promise<void> {
    await this.file.open();
    const block = this.file.block(route);
    const metric = METRICS.indexOf(name);
    const hash = idHash(id);
    const now = Math.floor(this.now() / 1000);
    // The slot: this visit's earlier report, else an empty slot, else the oldest sample.
    const from = metric * MAX_SAMPLES;
    let slot = from;
    for (let i = from; i < from + MAX_SAMPLES; i++) {
      if (hash !== 0 && block.ids[i] === hash) {
        slot = i;
        break;
      }
      if (block.times[i]! < block.times[slot]!) slot = i;
    }
    await this.file.write(block, slot, now, value, hash);
  }

  async summary(): Promise<VitalsSummary> {
    await this.file.open();
    return summarise(routesOf(this.file.blocks()), this.now());
  }

  close(): Promise<void> {
    return this.file.close();
  }
}

function routesOf(blocks: Iterable<RouteBlock>): Routes {
  const routes: Routes = {};
  for (const block of blocks) {
    const row: Partial<Record<MetricName, Sample[]>> = {};
    METRICS.forEach((name, metric) => {
      const samples: Sample[] = [];
      for (let i = metric * MAX_SAMPLES; i < (metric + 1) * MAX_SAMPLES; i++) {
        if (block.times[i]! > 0) samples.push([block.times[i]! * 1000, block.values[i]!]);
      }
      if (samples.length) row[name] = samples;
    });
    routes[block.route] = row;
  }
  return routes;
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
