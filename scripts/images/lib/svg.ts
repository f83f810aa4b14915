// Tiny SVG string toolkit shared by every scene. Scenes must be pure and deterministic:
// the build hashes their output, so any randomness goes through the seeded rng below.

export type Attrs = Record<string, string | number | undefined | null>;
export type Stop = [offset: number, color: string, opacity?: number];

const fmt = (v: string | number): string => (typeof v === 'number' ? String(Math.round(v * 100) / 100) : v);

export function attrs(a: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(a)) if (v !== undefined && v !== null) out += ` ${k}="${fmt(v)}"`;
  return out;
}

export const el = (tag: string, a: Attrs = {}, children?: string): string =>
  children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;

export const g = (children: string | string[], a: Attrs = {}): string => el('g', a, Array.isArray(children) ? children.join('') : children);
export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}): string =>
  el('rect', { x, y, width: w, height: h, fill, ...a });
export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}): string => el('circle', { cx, cy, r, fill, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a });
export const path = (d: string, fill: string, a: Attrs = {}): string => el('path', { d, fill, ...a });
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, w = 1, a: Attrs = {}): string =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': w, ...a });
export const poly = (pts: Array<[number, number]>, fill: string, a: Attrs = {}): string =>
  el('polygon', { points: pts.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' '), fill, ...a });
export const polyline = (pts: Array<[number, number]>, stroke: string, w = 1, a: Attrs = {}): string =>
  el('polyline', {
    points: pts.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(' '),
    fill: 'none',
    stroke,
    'stroke-width': w,
    ...a,
  });
export const text = (x: number, y: number, s: string, a: Attrs = {}): string => el('text', { x, y, ...a }, esc(s));
export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Collects <defs> for one document and hands out unique ids. */
export class Svg {
  private defs: string[] = [];
  private n = 0;
  constructor(
    public readonly w: number,
    public readonly h: number,
  ) {}

  id(prefix = 'd'): string {
    return `${prefix}${++this.n}`;
  }
  def(s: string): void {
    this.defs.push(s);
  }
  private stops(stops: Stop[]): string {
    return stops
      .map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op === undefined ? undefined : op }))
      .join('');
  }
  /** Linear gradient in bounding-box units (default: top to bottom). */
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id('l');
    this.def(el('linearGradient', { id, x1, y1, x2, y2 }, this.stops(stops)));
    return `url(#${id})`;
  }
  /** Linear gradient in user space, for fills that must line up across shapes. */
  linU(stops: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id('l');
    this.def(el('linearGradient', { id, x1, y1, x2, y2, gradientUnits: 'userSpaceOnUse' }, this.stops(stops)));
    return `url(#${id})`;
  }
  rad(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx?: number, fy?: number): string {
    const id = this.id('r');
    this.def(el('radialGradient', { id, cx, cy, r, fx, fy }, this.stops(stops)));
    return `url(#${id})`;
  }
  radU(stops: Stop[], cx: number, cy: number, r: number): string {
    const id = this.id('r');
    this.def(el('radialGradient', { id, cx, cy, r, gradientUnits: 'userSpaceOnUse' }, this.stops(stops)));
    return `url(#${id})`;
  }
  /** Gaussian blur filter; returns the url() for a filter attribute. */
  blur(sd: number): string {
    const id = this.id('f');
    this.def(el('filter', { id, x: '-50%', y: '-50%', width: '200%', height: '200%' }, el('feGaussianBlur', { stdDeviation: sd })));
    return `url(#${id})`;
  }
  /** Saturation/brightness shift, used for "before" edits and hazy distance. */
  tone(saturate: number, brightness = 1, contrast = 1): string {
    const id = this.id('f');
    const b = brightness;
    const o = (1 - contrast) / 2;
    this.def(
      el(
        'filter',
        { id, 'color-interpolation-filters': 'sRGB' },
        el('feColorMatrix', { type: 'saturate', values: saturate }) +
          el(
            'feComponentTransfer',
            {},
            ['R', 'G', 'B'].map((c) => el(`feFunc${c}`, { type: 'linear', slope: b * contrast, intercept: o })).join(''),
          ),
      ),
    );
    return `url(#${id})`;
  }
  /** Fine film grain; low opacity so it survives AVIF without bloating files. */
  grain(opacity = 0.06, seed = 3): string {
    const id = this.id('f');
    this.def(
      el(
        'filter',
        { id, x: 0, y: 0, width: '100%', height: '100%' },
        el('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.9, numOctaves: 1, seed, result: 'n' }) +
          el('feColorMatrix', { type: 'matrix', values: `0 0 0 0 0.5 0 0 0 0 0.5 0 0 0 0 0.5 0 0 0 ${opacity * 2} 0` }),
      ),
    );
    return rect(0, 0, this.w, this.h, '#000', { filter: `url(#${id})`, style: 'mix-blend-mode:overlay' });
  }
  clip(content: string): string {
    const id = this.id('c');
    this.def(el('clipPath', { id }, content));
    return `url(#${id})`;
  }
  mask(content: string): string {
    const id = this.id('m');
    this.def(el('mask', { id, maskUnits: 'userSpaceOnUse', x: 0, y: 0, width: this.w, height: this.h }, content));
    return `url(#${id})`;
  }
  render(body: string | string[], viewBox?: [number, number, number, number], size?: [number, number]): string {
    const [w, h] = size ?? [this.w, this.h];
    const vb = viewBox ?? [0, 0, this.w, this.h];
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${vb.join(' ')}">` +
      `<defs>${this.defs.join('')}</defs>` +
      (Array.isArray(body) ? body.join('') : body) +
      '</svg>\n'
    );
  }
}

/** mulberry32: small, fast, deterministic. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const range = (r: () => number, lo: number, hi: number): number => lo + (hi - lo) * r();
export const pick = <T>(r: () => number, arr: readonly T[]): T => arr[Math.floor(r() * arr.length)]!;

function hex(c: string): [number, number, number] {
  let h = c.replace('#', '');
  if (h.length === 3) h = h.replace(/./g, (ch) => ch + ch);
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}
const toHex = (rgb: number[]): string =>
  '#' +
  rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
/** Mix two #rrggbb colours; t=0 gives a, t=1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hex(a);
  const y = hex(b);
  return toHex(x.map((v, i) => v + (y[i]! - v) * t));
}

/** Smooth closed-bottom ridge path through points, filled down to `bottom`. */
export function smoothPath(pts: Array<[number, number]>, bottom: number): string {
  if (pts.length < 2) return '';
  let d = `M${fmt(pts[0]![0])},${fmt(bottom)} L${fmt(pts[0]![0])},${fmt(pts[0]![1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1]!;
    const [x1, y1] = pts[i]!;
    const mx = (x0 + x1) / 2;
    d += ` C${fmt(mx)},${fmt(y0)} ${fmt(mx)},${fmt(y1)} ${fmt(x1)},${fmt(y1)}`;
  }
  d += ` L${fmt(pts[pts.length - 1]![0])},${fmt(bottom)} Z`;
  return d;
}
