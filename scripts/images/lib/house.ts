// Building blocks for houses: glowing glazing, clad volumes, and a parametric modern house.
import { P } from './nature';
import { type Svg, circle, ellipse, g, line, mix, poly, rect, rng, range } from './svg';

export interface WindowOpts {
  lit?: number; // 0 (dark glass reflecting sky) .. 1 (warm, lived-in glow)
  mullions?: number; // vertical divisions
  transom?: boolean;
  frame?: string;
  sky?: string; // colour the dark glass reflects
  interior?: boolean; // hint of a lamp and furniture inside
  seed?: number;
}

/** A glazed opening: warm interior gradient, frame, mullions, a halo on the facade. */
export function glazing(s: Svg, x: number, y: number, w: number, h: number, o: WindowOpts = {}): string {
  const lit = o.lit ?? 1;
  const frame = o.frame ?? '#1a1f27';
  const sky = o.sky ?? '#3a4766';
  const dark = mix(sky, '#0d1119', 0.45);
  const warmTop = mix(dark, '#ffdca0', lit);
  const warmMid = mix(dark, '#f9bd6e', lit);
  const warmBot = mix(mix(dark, '#000', 0.3), '#c9743a', lit);
  const parts: string[] = [];
  if (lit > 0.3)
    parts.push(
      rect(x - w * 0.08, y - h * 0.08, w * 1.16, h * 1.16, '#ffc777', {
        opacity: 0.18 * lit,
        filter: s.blur(Math.max(w, h) * 0.06),
        rx: 8,
      }),
    );
  parts.push(
    rect(
      x,
      y,
      w,
      h,
      s.lin([
        [0, warmTop],
        [0.55, warmMid],
        [1, warmBot],
      ]),
    ),
  );
  if (o.interior && lit > 0.3) {
    const r = rng(o.seed ?? 1);
    // A pendant, a lamp pool and a sofa back give the glow a reason to exist.
    const px = x + w * range(r, 0.25, 0.75);
    parts.push(line(px, y, px, y + h * 0.28, '#3a2a1c', 1.5));
    parts.push(circle(px, y + h * 0.3, Math.min(w, h) * 0.035, '#fff4d6'));
    parts.push(
      circle(
        px,
        y + h * 0.3,
        Math.min(w, h) * 0.16,
        s.rad([
          [0, '#fff2cc', 0.8],
          [1, '#fff2cc', 0],
        ]),
      ),
    );
    parts.push(
      rect(x + w * range(r, 0.05, 0.3), y + h * 0.7, w * range(r, 0.35, 0.55), h * 0.3, '#6b4630', { opacity: 0.55 * lit, rx: 4 }),
    );
  }
  // Diagonal sky reflection keeps glass reading as glass.
  parts.push(
    poly(
      [
        [x, y],
        [x + w * 0.35, y],
        [x, y + h * 0.55],
      ],
      '#ffffff',
      { opacity: 0.06 + (1 - lit) * 0.08 },
    ),
  );
  const m = o.mullions ?? Math.max(1, Math.round(w / h / 0.5));
  const fw = Math.max(2, Math.min(w, h) * 0.025);
  for (let i = 1; i < m; i++) parts.push(rect(x + (w * i) / m - fw / 2, y, fw, h, frame));
  if (o.transom) parts.push(rect(x, y + h * 0.22, w, fw, frame));
  parts.push(rect(x, y, w, h, 'none', { stroke: frame, 'stroke-width': fw * 1.6 }));
  return g(parts);
}

/** Vertical cedar slats, for warm cladding bands. */
export function slats(s: Svg, x: number, y: number, w: number, h: number, base: string = P.wood, step = 9): string {
  const parts = [
    rect(
      x,
      y,
      w,
      h,
      s.lin([
        [0, mix(base, '#000', 0.05)],
        [1, mix(base, '#000', 0.35)],
      ]),
    ),
  ];
  for (let sx = x + step / 2; sx < x + w; sx += step) parts.push(rect(sx, y, 1.6, h, mix(base, '#000', 0.45), { opacity: 0.45 }));
  return g(parts);
}

/** A flat-roofed volume with fascia and a soft shadow under the overhang. */
export function volume(s: Svg, x: number, y: number, w: number, h: number, fill: string, fascia = '#171b22', overhang = 14): string {
  return g([
    rect(x, y, w, h, fill),
    rect(
      x,
      y,
      w,
      h * 0.35,
      s.lin([
        [0, '#000', 0.28],
        [1, '#000', 0],
      ]),
    ),
    rect(x - overhang, y - 16, w + overhang * 2, 18, fascia),
  ]);
}

export interface HouseOpts {
  x: number; // left edge
  base: number; // ground line
  scale?: number;
  lit?: number;
  sky?: string;
  wall?: string; // stucco colour of the upper box
  seed?: number;
}

/**
 * The studio's signature modern two-storey: a dark stone ground floor with full-height glazing,
 * a white cantilevered upper box with a ribbon window, and a cedar-clad stair tower.
 * Native size is about 1000 x 520 at scale 1.
 */
export function modernHouse(s: Svg, o: HouseOpts): string {
  const k = o.scale ?? 1;
  const lit = o.lit ?? 1;
  const sky = o.sky ?? '#3a4766';
  const wall = o.wall ?? '#e9e3d8';
  const X = (v: number) => o.x + v * k;
  const Y = (v: number) => o.base - v * k;
  const win = (x: number, y: number, w: number, h: number, extra: Partial<WindowOpts> = {}) =>
    glazing(s, X(x), Y(y + h), w * k, h * k, { lit, sky, interior: true, seed: (o.seed ?? 1) + x, ...extra });
  const parts: string[] = [];
  // Ground floor: stone plinth with deep glazing.
  parts.push(
    volume(
      s,
      X(40),
      Y(230),
      700 * k,
      230 * k,
      s.lin([
        [0, '#4a4d52'],
        [1, '#2c2f35'],
      ]),
      '#14171c',
      10 * k,
    ),
  );
  parts.push(win(80, 0, 300, 200, { mullions: 4 }));
  parts.push(win(420, 0, 160, 200, { mullions: 2 }));
  // Entry door in cedar.
  parts.push(slats(s, X(610), Y(210), 100 * k, 210 * k, P.woodLight, 8 * k));
  parts.push(rect(X(640), Y(200), 40 * k, 200 * k, mix(P.wood, '#000', 0.45)));
  parts.push(rect(X(672), Y(110), 4 * k, 30 * k, P.brassLight));
  // Stair tower, cedar.
  parts.push(slats(s, X(730), Y(470), 150 * k, 470 * k, P.wood, 9 * k));
  parts.push(win(770, 290, 70, 150, { mullions: 1 }));
  parts.push(rect(X(720), Y(486), 170 * k, 18 * k, '#14171c'));
  // Upper cantilevered box.
  parts.push(
    volume(
      s,
      X(-20),
      Y(470),
      750 * k,
      240 * k,
      s.lin([
        [0, wall],
        [1, mix(wall, '#7a6f66', 0.35)],
      ]),
      '#14171c',
      16 * k,
    ),
  );
  parts.push(win(40, 280, 520, 130, { mullions: 5 }));
  parts.push(win(600, 280, 90, 130, { mullions: 1 }));
  // Shadow where the box overhangs the plinth.
  parts.push(rect(X(-20), Y(232), 780 * k, 14 * k, '#000', { opacity: 0.35, filter: s.blur(6 * k) }));
  // Soffit downlights wash the stone.
  if (lit > 0.2) {
    for (const lx of [60, 400, 600, 700]) {
      parts.push(
        ellipse(
          X(lx),
          Y(170),
          22 * k,
          70 * k,
          s.rad(
            [
              [0, '#ffd9a0', 0.55 * lit],
              [1, '#ffd9a0', 0],
            ],
            0.5,
            0.1,
            0.9,
          ),
        ),
      );
      parts.push(circle(X(lx), Y(229), 3 * k, '#fff3d8'));
    }
  }
  return g(parts);
}

/** A simple gabled family house (for streets and twilight scenes). Native ~ 420 x 380. */
export function gableHouse(
  s: Svg,
  x: number,
  base: number,
  k: number,
  wall: string,
  roof: string,
  lit: number,
  seed: number,
  sky = '#3a4766',
): string {
  const r = rng(seed);
  const w = 420 * k;
  const h = 210 * k;
  const rh = range(r, 140, 180) * k;
  const parts: string[] = [
    rect(
      x,
      base - h,
      w,
      h,
      s.lin([
        [0, mix(wall, '#000', 0.08)],
        [1, mix(wall, '#000', 0.3)],
      ]),
    ),
    poly(
      [
        [x - 18 * k, base - h],
        [x + w / 2, base - h - rh],
        [x + w + 18 * k, base - h],
      ],
      roof,
    ),
    poly(
      [
        [x + w / 2, base - h - rh],
        [x + w + 18 * k, base - h],
        [x + w / 2 + 30 * k, base - h],
      ],
      '#000',
      { opacity: 0.18 },
    ),
    rect(x, base - h, w, 14 * k, '#000', { opacity: 0.2 }),
  ];
  parts.push(glazing(s, x + 40 * k, base - 150 * k, 110 * k, 110 * k, { lit, sky, mullions: 2, transom: true, interior: true, seed }));
  parts.push(glazing(s, x + 270 * k, base - 150 * k, 110 * k, 110 * k, { lit: lit * 0.7, sky, mullions: 2, transom: true }));
  parts.push(glazing(s, x + w / 2 - 35 * k, base - h - rh * 0.55, 70 * k, 70 * k, { lit: lit * 0.85, sky, mullions: 2 }));
  parts.push(rect(x + 175 * k, base - 150 * k, 70 * k, 150 * k, mix(P.wood, '#000', 0.4)));
  parts.push(circle(x + 232 * k, base - 75 * k, 3 * k, P.brassLight));
  if (lit > 0.3)
    parts.push(
      circle(
        x + 210 * k,
        base - 165 * k,
        30 * k,
        s.rad([
          [0, '#ffe1a6', 0.8],
          [1, '#ffe1a6', 0],
        ]),
      ),
    );
  return g(parts);
}
