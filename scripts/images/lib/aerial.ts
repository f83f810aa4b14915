// Top-down pieces for drone views: hip roofs, canopies with cast shadows, lawns, roads.
import { type Svg, circle, g, mix, poly, rect, rng, range } from './svg';

/** Hip roof seen from above, lit from the upper left. */
export function hipRoof(x: number, y: number, w: number, h: number, c: string): string {
  const i = Math.min(w, h) / 2;
  const horiz = w >= h;
  const a: [number, number] = horiz ? [x + i, y + h / 2] : [x + w / 2, y + i];
  const b: [number, number] = horiz ? [x + w - i, y + h / 2] : [x + w / 2, y + h - i];
  return g([
    rect(x + 14, y + 18, w, h, '#000', { opacity: 0.25 }),
    poly([[x, y], [x + w, y], b, a], mix(c, '#fff', 0.18)),
    poly([[x + w, y], [x + w, y + h], b], mix(c, '#000', 0.12)),
    poly([[x, y + h], [x + w, y + h], b, a], mix(c, '#000', 0.28)),
    poly([[x, y], [x, y + h], a], mix(c, '#fff', 0.05)),
  ]);
}

export function flatRoof(s: Svg, x: number, y: number, w: number, h: number, c: string): string {
  return g([
    rect(x + 16, y + 20, w, h, '#000', { opacity: 0.25 }),
    rect(x, y, w, h, c),
    rect(
      x + 8,
      y + 8,
      w - 16,
      h - 16,
      s.lin(
        [
          [0, mix(c, '#fff', 0.1)],
          [1, mix(c, '#000', 0.1)],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  ]);
}

/** A tree canopy from above with its shadow thrown down-right. */
export function canopy(x: number, y: number, r: number, c: string, seed: number): string {
  const rr = rng(seed);
  const blobs: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * Math.PI * 2;
    blobs.push(circle(x + Math.cos(a) * r * 0.45, y + Math.sin(a) * r * 0.45, r * range(rr, 0.5, 0.65), c));
  }
  return g([
    circle(x + r * 0.35, y + r * 0.45, r * 1.05, '#000', { opacity: 0.28 }),
    ...blobs,
    circle(x, y, r * 0.7, c),
    circle(x - r * 0.25, y - r * 0.25, r * 0.45, mix(c, '#fff', 0.2), { opacity: 0.6 }),
  ]);
}

export function mowedLawn(s: Svg, x: number, y: number, w: number, h: number, c: string, stripe = 60): string {
  const parts = [rect(x, y, w, h, c)];
  for (let sx = x; sx < x + w; sx += stripe * 2) parts.push(rect(sx, y, stripe, h, '#ffffff', { opacity: 0.05 }));
  return g(parts);
}

export function road(x: number, y: number, w: number, h: number, vertical = false): string {
  const parts = [rect(x, y, w, h, '#5a5d62')];
  if (vertical) for (let yy = y + 20; yy < y + h; yy += 80) parts.push(rect(x + w / 2 - 3, yy, 6, 40, '#e8d9a8'));
  else for (let xx = x + 20; xx < x + w; xx += 80) parts.push(rect(xx, y + h / 2 - 3, 40, 6, '#e8d9a8'));
  return g(parts);
}
