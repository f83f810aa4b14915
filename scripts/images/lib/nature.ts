// Skies, light, land, water and trees: the layers most scenes are built from.
import { type Svg, circle, ellipse, g, mix, path, poly, range, rect, rng, smoothPath, type Stop } from './svg';

export const P = {
  slate950: '#0f1520',
  slate900: '#151c28',
  slate: '#1f2937',
  slate700: '#374151',
  slate500: '#6b7280',
  paper: '#f6f1e8',
  paper2: '#ece4d6',
  linen: '#e3d8c6',
  brass: '#b08d57',
  brassLight: '#d9bb84',
  brassDark: '#7d6136',
  glow: '#ffd79a',
  glowHot: '#ffb15c',
  leaf: '#3f5a43',
  leafDark: '#263a2e',
  leafLight: '#7f9a62',
  wood: '#9a6b44',
  woodLight: '#c39565',
  stone: '#a59d90',
  water: '#2c4a61',
} as const;

export const SKIES = {
  dusk: [
    [0, '#18223a'],
    [0.38, '#3b3c68'],
    [0.62, '#8a5b7b'],
    [0.82, '#e0896a'],
    [1, '#f7c489'],
  ] as Stop[],
  blue: [
    [0, '#0f1a30'],
    [0.45, '#243a63'],
    [0.8, '#4f6a95'],
    [1, '#c88f76'],
  ] as Stop[],
  day: [
    [0, '#6f9fcf'],
    [0.55, '#a9c8e3'],
    [1, '#f1e6d2'],
  ] as Stop[],
  golden: [
    [0, '#5e7fa8'],
    [0.45, '#b9b7c2'],
    [0.75, '#efc79a'],
    [1, '#f6d9a8'],
  ] as Stop[],
  night: [
    [0, '#070b16'],
    [0.5, '#111a33'],
    [0.85, '#2a2f52'],
    [1, '#4a3b5a'],
  ] as Stop[],
};

export function sky(s: Svg, stops: Stop[], h = s.h): string {
  return rect(0, 0, s.w, h, s.linU(stops, 0, 0, 0, h));
}

/** Soft radial light source (sun low on the horizon, a moon, a lamp). */
export function glowSpot(s: Svg, x: number, y: number, r: number, color: string, strength = 0.8): string {
  return circle(
    x,
    y,
    r,
    s.radU(
      [
        [0, color, strength],
        [0.35, color, strength * 0.35],
        [1, color, 0],
      ],
      x,
      y,
      r,
    ),
  );
}

export function stars(seed: number, n: number, w: number, maxY: number): string {
  const r = rng(seed);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const y = Math.pow(r(), 1.6) * maxY;
    out.push(circle(r() * w, y, range(r, 0.6, 1.8), '#fff', { opacity: range(r, 0.25, 0.9) * (1 - y / maxY) }));
  }
  return g(out);
}

/** Long soft cloud bands, blurred so they read as atmosphere rather than cartoon puffs. */
export function cloudBands(s: Svg, seed: number, n: number, y0: number, y1: number, color: string, opacity = 0.35): string {
  const r = rng(seed);
  const f = s.blur(18);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const cx = r() * s.w;
    const cy = range(r, y0, y1);
    const rx = range(r, 160, 420);
    out.push(ellipse(cx, cy, rx, rx * range(r, 0.06, 0.12), color, { opacity: opacity * range(r, 0.5, 1) }));
  }
  return g(out, { filter: f });
}

/** Puffy cumulus for daytime scenes. */
export function cumulus(s: Svg, seed: number, x: number, y: number, scale: number, color = '#ffffff'): string {
  const r = rng(seed);
  const parts: string[] = [];
  for (let i = 0; i < 9; i++) {
    const dx = range(r, -1, 1) * 160 * scale;
    const rr = range(r, 40, 80) * scale * (1 - Math.abs(dx) / (260 * scale));
    parts.push(circle(x + dx, y - rr * 0.4, rr, color));
  }
  parts.push(ellipse(x, y + 6 * scale, 190 * scale, 26 * scale, color));
  const shadow = ellipse(x, y + 12 * scale, 170 * scale, 18 * scale, '#9fb3c8', { opacity: 0.35 });
  return g([shadow, ...parts], { opacity: 0.9, filter: s.blur(3 * scale) });
}

/** Rolling ridge line across the full width. */
export function ridge(seed: number, w: number, y: number, amp: number, fill: string, bottom: number, step = 160): string {
  const r = rng(seed);
  const pts: Array<[number, number]> = [];
  for (let x = -step; x <= w + step; x += step * range(r, 0.6, 1.3)) pts.push([x, y + range(r, -amp, amp)]);
  pts.push([w + step, y]);
  return path(smoothPath(pts, bottom), fill);
}

export type TreeKind = 'round' | 'pine' | 'poplar';

/** A tree with a lit side; `light` is the colour the canopy catches. */
export function tree(
  kind: TreeKind,
  x: number,
  base: number,
  h: number,
  color: string,
  seed: number,
  light?: string,
  trunk = '#3b2e25',
): string {
  const r = rng(seed);
  const hi = light ?? mix(color, '#ffffff', 0.15);
  if (kind === 'pine') {
    const w = h * 0.42;
    const tiers = 5;
    const parts: string[] = [rect(x - h * 0.02, base - h * 0.15, h * 0.04, h * 0.15, trunk)];
    for (let i = 0; i < tiers; i++) {
      const t = i / tiers;
      const ty = base - h * 0.1 - t * h * 0.78;
      const tw = w * (1 - t * 0.75);
      const top = ty - h * 0.32;
      parts.push(
        poly(
          [
            [x - tw / 2, ty],
            [x, top],
            [x + tw / 2, ty],
          ],
          color,
        ),
      );
      parts.push(
        poly(
          [
            [x, top],
            [x + tw / 2, ty],
            [x + tw * 0.1, ty],
          ],
          hi,
          { opacity: 0.5 },
        ),
      );
    }
    return g(parts);
  }
  if (kind === 'poplar') {
    const w = h * 0.22;
    return g([
      rect(x - h * 0.015, base - h * 0.2, h * 0.03, h * 0.2, trunk),
      ellipse(x, base - h * 0.55, w, h * 0.45, color),
      ellipse(x + w * 0.3, base - h * 0.6, w * 0.55, h * 0.36, hi, { opacity: 0.45 }),
    ]);
  }
  const cw = h * 0.38;
  const parts: string[] = [
    path(
      `M${x - h * 0.025},${base} L${x - h * 0.012},${base - h * 0.5} L${x + h * 0.012},${base - h * 0.5} L${x + h * 0.025},${base} Z`,
      trunk,
    ),
  ];
  const blobs: Array<[number, number, number]> = [];
  for (let i = 0; i < 7; i++) {
    const a = (i / 7) * Math.PI * 2 + r();
    blobs.push([x + Math.cos(a) * cw * 0.55, base - h * 0.62 + Math.sin(a) * h * 0.18, cw * range(r, 0.45, 0.6)]);
  }
  blobs.push([x, base - h * 0.66, cw * 0.7]);
  for (const [bx, by, br] of blobs) parts.push(circle(bx, by, br, color));
  for (const [bx, by, br] of blobs.slice(0, 4)) parts.push(circle(bx + br * 0.2, by - br * 0.2, br * 0.75, hi, { opacity: 0.22 }));
  return g(parts);
}

/** A row of trees of mixed kinds along a baseline; colour fades toward `haze` with distance. */
export function treeLine(
  seed: number,
  x0: number,
  x1: number,
  base: number,
  hMin: number,
  hMax: number,
  color: string,
  density = 1,
  kinds: TreeKind[] = ['round', 'pine', 'round', 'poplar'],
  light?: string,
): string {
  const r = rng(seed);
  const out: string[] = [];
  for (let x = x0; x < x1; x += (((hMin + hMax) / 2) * 0.35 * range(r, 0.6, 1.3)) / density) {
    const kind = kinds[Math.floor(r() * kinds.length)]!;
    out.push(tree(kind, x, base + range(r, -4, 6), range(r, hMin, hMax), color, Math.floor(r() * 1e6), light, color));
  }
  return g(out);
}

/** Water surface with horizontal shimmer lines. */
export function water(s: Svg, y: number, h: number, top: string, bottom: string, seed = 7, shimmer = '#ffffff'): string {
  const r = rng(seed);
  const lines: string[] = [];
  for (let i = 0; i < 90; i++) {
    const ly = y + Math.pow(r(), 1.4) * h;
    const lw = range(r, 20, 140) * (0.4 + (ly - y) / h);
    lines.push(rect(r() * s.w, ly, lw, 1.5 + ((ly - y) / h) * 2, shimmer, { opacity: range(r, 0.05, 0.18) }));
  }
  return g([
    rect(
      0,
      y,
      s.w,
      h,
      s.linU(
        [
          [0, top],
          [1, bottom],
        ],
        0,
        y,
        0,
        y + h,
      ),
    ),
    ...lines,
  ]);
}

/** Mirror `content` about the line y=axis, fading with distance, for lake and pool reflections. */
export function reflection(s: Svg, content: string, axis: number, depth: number, opacity = 0.45, blur = 2): string {
  const fade = s.linU(
    [
      [0, '#fff', 1],
      [1, '#fff', 0],
    ],
    0,
    axis,
    0,
    axis + depth,
  );
  const m = s.mask(rect(0, axis, s.w, depth, fade));
  return g(g(content, { transform: `translate(0 ${2 * axis}) scale(1 -1)`, filter: s.blur(blur) }), {
    mask: m,
    opacity,
  });
}

/** Soft vignette to pull the eye to the centre. */
export function vignette(s: Svg, strength = 0.35, color = '#0b1018'): string {
  return rect(
    0,
    0,
    s.w,
    s.h,
    s.rad(
      [
        [0.55, color, 0],
        [1, color, strength],
      ],
      0.5,
      0.5,
      0.75,
    ),
  );
}

export function lawn(s: Svg, y: number, h: number, near: string, far: string): string {
  return rect(
    0,
    y,
    s.w,
    h,
    s.linU(
      [
        [0, far],
        [1, near],
      ],
      0,
      y,
      0,
      y + h,
    ),
  );
}
