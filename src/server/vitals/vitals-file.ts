// DATA_DIR/vitals.bin: the vitals samples in fixed-size slots, mirrored in memory. A report overwrites one slot in
// place (16 bytes) and waits for the fsync that carries it, a burst of reports sharing one; nothing ever rewrites
// the file, so a full file costs a report what an empty one does, and the file never grows past its layout.
//
// Layout, little-endian:
// - a 16-byte header: "NFVITAL1", the samples kept per metric (u32), the number of metrics (u32);
// - then up to MAX_ROUTES blocks, in the order routes were first reported: a 256-byte header holding the route
//   (UTF-8, NUL-padded; all NUL for a free block), then a slot per metric and sample: the value (f64), the time in
//   whole seconds (u32; 0 for an empty slot) and the report id's hash (u32).
// A slot that does not read as a plausible sample (a torn write, a hand edit) is read as empty; a file whose header
// is not this layout is moved aside, never overwritten.
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rename, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Log } from '../log';
import { isPlausible, type MetricName } from '#shared/vitals';

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'FID'] as const satisfies readonly MetricName[];
/** Routes kept at most (reports are filed only under the site's pages, about 60 today); past it the stalest goes. */
export const MAX_ROUTES = 128;
const MAGIC = 'NFVITAL1';
const HEADER = 16;
const ROUTE_BYTES = 256;
const SLOT = 16;
/** A legacy vitals.json larger than this is moved aside unread: reading it would stall the start. */
const MAX_LEGACY_BYTES = 32 * 1024 * 1024;
/** Slot writes held for a retry after a failed write (a full disk), at most. */
const MAX_PENDING = 10_000;

export interface RouteBlock {
  index: number;
  route: string;
  /** Per slot (metric x samples): time in whole seconds (0: empty), value, report id hash. */
  times: Uint32Array;
  values: Float64Array;
  ids: Uint32Array;
  /** The newest sample's time, for choosing the stalest route. */
  lastAt: number;
}

interface Write {
  offset: number;
  bytes: Buffer;
}

export class VitalsFile {
  private readonly byRoute = new Map<string, RouteBlock>();
  private readonly byIndex: (RouteBlock | undefined)[] = [];
  private readonly file?: string;
  private handle?: FileHandle;
  private opening?: Promise<void>;
  private pending: Write[] = [];
  private changed = 0;
  private written = 0;
  private flushing?: Promise<void>;

  constructor(
    private readonly disk: { dataDir: string; log: Log } | undefined,
    private readonly samples: number,
    private readonly now: () => number,
  ) {
    if (disk) this.file = path.join(disk.dataDir, 'vitals.bin');
  }

  private get slots() {
    return METRICS.length * this.samples;
  }

  private get blockBytes() {
    return ROUTE_BYTES + this.slots * SLOT;
  }

  /** The largest the file can be. */
  get maxBytes() {
    return HEADER + MAX_ROUTES * this.blockBytes;
  }

  open(): Promise<void> {
    this.opening ??= this.load();
    return this.opening;
  }

  blocks(): Iterable<RouteBlock> {
    return this.byRoute.values();
  }

  /** The route's block, made (or taken over from the stalest route) when it has none. */
  block(route: string): RouteBlock {
    const known = this.byRoute.get(route);
    if (known) return known;
    let index = this.byIndex.findIndex((b) => b === undefined);
    if (index < 0 && this.byIndex.length < MAX_ROUTES) index = this.byIndex.length;
    if (index < 0) {
      const stalest = this.byIndex.reduce((a, b) => (b!.lastAt < a!.lastAt ? b : a))!;
      this.byRoute.delete(stalest.route);
      index = stalest.index;
    }
    const block = this.emptyBlock(index, route);
    // The header, and zeros over the slots a previous route left.
    const bytes = Buffer.alloc(this.blockBytes);
    bytes.write(route, 0, ROUTE_BYTES - 1, 'utf8');
    this.pending.push({ offset: this.offsetOf(index), bytes });
    return block;
  }

  /** Puts a sample in a slot; resolves once it is on disk. */
  write(block: RouteBlock, slot: number, time: number, value: number, id: number): Promise<void> {
    block.times[slot] = time;
    block.values[slot] = value;
    block.ids[slot] = id;
    block.lastAt = Math.max(block.lastAt, time);
    const bytes = Buffer.alloc(SLOT);
    bytes.writeDoubleLE(value, 0);
    bytes.writeUInt32LE(time, 8);
    bytes.writeUInt32LE(id, 12);
    this.pending.push({ offset: this.offsetOf(block.index) + ROUTE_BYTES + slot * SLOT, bytes });
    return this.sync();
  }

  async close(): Promise<void> {
    await this.flushing?.catch(() => undefined);
    await this.handle?.close();
    this.handle = undefined;
  }

  private offsetOf(index: number) {
    return HEADER + index * this.blockBytes;
  }

  private emptyBlock(index: number, route: string): RouteBlock {
    const block: RouteBlock = {
      index,
      route,
      times: new Uint32Array(this.slots),
      values: new Float64Array(this.slots),
      ids: new Uint32Array(this.slots),
      lastAt: 0,
    };
    this.byIndex[index] = block;
    this.byRoute.set(route, block);
    return block;
  }

  /** Resolves once every write queued so far has reached the disk; one write pass and one fsync carry a burst. */
  private async sync(): Promise<void> {
    if (!this.file) {
      this.pending = [];
      return;
    }
    await this.open();
    const mine = ++this.changed;
    while (this.written < mine) {
      this.flushing ??= (async () => {
        const upTo = this.changed;
        const writes = this.pending;
        this.pending = [];
        try {
          for (const w of writes) await this.handle!.write(w.bytes, 0, w.bytes.length, w.offset);
          await this.handle!.datasync();
          this.written = upTo;
        } catch (error) {
          this.pending = [...writes, ...this.pending].slice(-MAX_PENDING);
          this.disk!.log.error({ area: 'vitals', err: error }, 'writing vitals samples failed');
          throw error;
        } finally {
          this.flushing = undefined;
        }
      })();
      await this.flushing;
    }
  }

  private async load() {
    if (!this.file || !this.disk) return;
    await mkdir(this.disk.dataDir, { recursive: true });
    let bytes: Buffer | undefined = existsSync(this.file) ? await readFile(this.file) : undefined;
    if (bytes && !this.readable(bytes)) {
      await this.moveAside(this.file, 'corrupt', 'the vitals file is not in the expected layout');
      bytes = undefined;
    }
    if (bytes) this.parse(bytes);
    this.handle = await open(this.file, bytes ? 'r+' : 'w+', 0o600);
    if (!bytes) {
      const header = Buffer.alloc(HEADER);
      header.write(MAGIC, 0, 'latin1');
      header.writeUInt32LE(this.samples, 8);
      header.writeUInt32LE(METRICS.length, 12);
      await this.handle.write(header, 0, HEADER, 0);
      await this.handle.sync();
    }
    await this.importLegacy();
  }

  private readable(bytes: Buffer) {
    return (
      bytes.length >= HEADER &&
      bytes.length <= this.maxBytes &&
      bytes.toString('latin1', 0, 8) === MAGIC &&
      bytes.readUInt32LE(8) === this.samples &&
      bytes.readUInt32LE(12) === METRICS.length
    );
  }

  private parse(bytes: Buffer) {
    const latest = Math.floor(this.now() / 1000) + 86_400;
    for (let index = 0; this.offsetOf(index) + ROUTE_BYTES <= bytes.length; index++) {
      const at = this.offsetOf(index);
      const header = bytes.subarray(at, at + ROUTE_BYTES);
      const end = header.indexOf(0);
      const route = header.toString('utf8', 0, end < 0 ? ROUTE_BYTES : end);
      if (!route.startsWith('/') || this.byRoute.has(route)) continue;
      const block = this.emptyBlock(index, route);
      for (let slot = 0; slot < this.slots; slot++) {
        const o = at + ROUTE_BYTES + slot * SLOT;
        if (o + SLOT > bytes.length) break;
        const value = bytes.readDoubleLE(o);
        const time = bytes.readUInt32LE(o + 8);
        const metric = METRICS[Math.floor(slot / this.samples)]!;
        if (time === 0 || time > latest || !isPlausible(metric, value)) continue;
        block.times[slot] = time;
        block.values[slot] = value;
        block.ids[slot] = bytes.readUInt32LE(o + 12);
        block.lastAt = Math.max(block.lastAt, time);
      }
    }
  }

  /** The JSON file of earlier versions (DATA_DIR/vitals.json): its samples are read in once, then it is set aside. */
  private async importLegacy() {
    const legacy = path.join(this.disk!.dataDir, 'vitals.json');
    if (!existsSync(legacy)) return;
    if ((await stat(legacy)).size > MAX_LEGACY_BYTES) {
      return this.moveAside(legacy, 'too-large', 'the old vitals.json is too large to read in');
    }
    let routes: Record<string, Record<string, unknown>>;
    try {
      routes = (JSON.parse(await readFile(legacy, 'utf8')) as { routes: typeof routes }).routes;
      if (!routes || typeof routes !== 'object') throw new Error('no routes');
    } catch {
      return this.moveAside(legacy, 'corrupt', 'the old vitals.json could not be read');
    }
    const seconds = (t: unknown) => (typeof t === 'number' && Number.isFinite(t) && t > 0 ? Math.floor(t / 1000) : 0);
    for (const [route, metrics] of Object.entries(routes).slice(0, MAX_ROUTES)) {
      if (!route.startsWith('/') || Buffer.byteLength(route) >= ROUTE_BYTES || !metrics || typeof metrics !== 'object') continue;
      const block = this.block(route);
      METRICS.forEach((name, metric) => {
        const list = Array.isArray(metrics[name]) ? (metrics[name] as unknown[]) : [];
        const kept = list
          .filter((s): s is [number, number] => Array.isArray(s) && seconds(s[0]) > 0 && isPlausible(name, s[1]))
          .slice(-this.samples);
        kept.forEach(([t, v], i) => {
          const slot = metric * this.samples + i;
          block.times[slot] = seconds(t);
          block.values[slot] = v;
          block.lastAt = Math.max(block.lastAt, seconds(t));
        });
      });
      // One write of the whole block (its header and every slot).
      const bytes = this.pending.pop()!.bytes;
      for (let slot = 0; slot < this.slots; slot++) {
        const o = ROUTE_BYTES + slot * SLOT;
        bytes.writeDoubleLE(block.values[slot]!, o);
        bytes.writeUInt32LE(block.times[slot]!, o + 8);
      }
      this.pending.push({ offset: this.offsetOf(block.index), bytes });
    }
    // open() is still running: write the blocks directly, then set the old file aside.
    for (const w of this.pending.splice(0)) await this.handle!.write(w.bytes, 0, w.bytes.length, w.offset);
    await this.handle!.sync();
    await rename(legacy, `${legacy}.imported`);
    this.disk!.log.info({ area: 'vitals', routes: this.byRoute.size }, 'read the old vitals.json into vitals.bin');
  }

  private async moveAside(file: string, why: string, message: string) {
    const aside = `${file}.${why}-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await rename(file, aside);
    this.disk!.log.error({ area: 'vitals', file, movedTo: aside }, `${message}: it was moved aside`);
  }
}
