// Tiny SVG string toolkit for the brand files (favicon, app icons, social card, client wordmarks).

export type Attrs = Record<string, string | number | undefined | null>;

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
export const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
