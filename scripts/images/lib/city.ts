// Towers and a Toronto-style skyline: a slim needle tower with a pod, surrounded by glass towers.
import { type Svg, g, mix, path, poly, rect, rng, range } from './svg';

export interface SkylineOpts {
  base: number; // waterline
  scale?: number;
  night?: boolean;
  tint: string; // tower body colour
  light: string; // sunlit face or window colour
  seed?: number;
  needleX: number;
  haze?: string;
}

/** A needle tower: tapered shaft, the main pod with its observation ring, a sky pod and antenna. */
export function needleTower(s: Svg, x: number, base: number, h: number, body: string, lit: string, night: boolean): string {
  const w = h * 0.055;
  const podY = base - h * 0.62;
  const parts: string[] = [
    // Three-legged base reads as a tapering shaft from afar.
    poly(
      [
        [x - w, base],
        [x - w * 0.28, podY],
        [x + w * 0.28, podY],
        [x + w, base],
      ],
      body,
    ),
    poly(
      [
        [x, base],
        [x - w * 0.12, podY],
        [x + w * 0.28, podY],
        [x + w, base],
      ],
      mix(body, lit, 0.25),
    ),
    // Main pod.
    path(
      `M${x - w * 1.3},${podY + h * 0.012} Q${x},${podY + h * 0.05} ${x + w * 1.3},${podY + h * 0.012} L${x + w * 1.05},${podY - h * 0.03} L${x - w * 1.05},${podY - h * 0.03} Z`,
      body,
    ),
    rect(x - w * 1.18, podY - h * 0.045, w * 2.36, h * 0.02, mix(body, lit, 0.4), { rx: h * 0.008 }),
    rect(x - w * 0.95, podY - h * 0.06, w * 1.9, h * 0.018, body, { rx: h * 0.006 }),
    // Upper shaft, sky pod, antenna.
    poly(
      [
        [x - w * 0.26, podY - h * 0.06],
        [x - w * 0.16, base - h * 0.86],
        [x + w * 0.16, base - h * 0.86],
        [x + w * 0.26, podY - h * 0.06],
      ],
      body,
    ),
    rect(x - w * 0.34, base - h * 0.875, w * 0.68, h * 0.022, mix(body, lit, 0.3), { rx: 2 }),
    poly(
      [
        [x - w * 0.1, base - h * 0.875],
        [x - w * 0.03, base - h],
        [x + w * 0.03, base - h],
        [x + w * 0.1, base - h * 0.875],
      ],
      body,
    ),
  ];
  if (night) {
    parts.push(rect(x - w * 1.1, podY - h * 0.04, w * 2.2, h * 0.007, '#ffd59a', { opacity: 0.9 }));
    parts.push(
      poly(
        [
          [x - w, base],
          [x - w * 0.28, podY],
          [x + w * 0.28, podY],
          [x + w, base],
        ],
        s.lin([
          [0, '#8f6bff', 0.55],
          [0.6, '#d05a9a', 0.35],
          [1, '#ff9a5a', 0.15],
        ]),
      ),
    );
    parts.push(rect(x - w * 0.6, podY - h * 0.08, w * 1.2, h * 0.1, '#b4a0ff', { opacity: 0.35, filter: s.blur(w * 0.8) }));
    parts.push(rect(x - w * 0.3, base - h * 0.87, w * 0.6, h * 0.006, '#ffe3b0'));
    parts.push(rect(x - 2, base - h - 4, 4, 4, '#ff5a4a'));
  }
  return g(parts);
}

/** A glass tower with a lit face, optional stepped crown, and window rows. */
export function tower(
  s: Svg,
  x: number,
  base: number,
  w: number,
  h: number,
  body: string,
  face: string,
  night: boolean,
  seed: number,
): string {
  const r = rng(seed);
  const parts: string[] = [];
  const shade = w * range(r, 0.25, 0.45);
  parts.push(
    rect(
      x,
      base - h,
      w,
      h,
      s.lin([
        [0, mix(body, face, 0.5)],
        [1, body],
      ]),
    ),
  );
  parts.push(rect(x + w - shade, base - h, shade, h, mix(body, '#000', 0.25), { opacity: 0.6 }));
  const crown = r();
  if (crown > 0.6) parts.push(rect(x + w * 0.2, base - h - h * 0.04, w * 0.6, h * 0.04, body));
  else if (crown > 0.35)
    parts.push(
      poly(
        [
          [x, base - h],
          [x + w / 2, base - h - w * 0.35],
          [x + w, base - h],
        ],
        body,
      ),
    );
  const rows = Math.floor(h / 9);
  const cols = Math.max(2, Math.floor(w / 9));
  if (night) {
    for (let i = 1; i < rows; i++) {
      for (let j = 0; j < cols; j++) {
        if (r() < 0.42) {
          parts.push(
            rect(x + (j + 0.2) * (w / cols), base - h + i * 9, (w / cols) * 0.6, 4, r() < 0.8 ? '#ffd89a' : '#cfe3ff', {
              opacity: range(r, 0.45, 0.95),
            }),
          );
        }
      }
    }
  } else {
    for (let i = 1; i < rows; i += 2) parts.push(rect(x, base - h + i * 9, w, 1.5, '#ffffff', { opacity: 0.08 }));
    parts.push(
      poly(
        [
          [x, base - h],
          [x + w * 0.5, base - h],
          [x, base - h * 0.4],
        ],
        '#ffffff',
        { opacity: 0.07 },
      ),
    );
  }
  return g(parts);
}

/** The full waterfront skyline, back row hazy, front row crisp, needle in the middle distance. */
export function skyline(s: Svg, o: SkylineOpts): string {
  const r = rng(o.seed ?? 5);
  const k = o.scale ?? 1;
  const night = !!o.night;
  const back: string[] = [];
  const front: string[] = [];
  const haze = o.haze ?? mix(o.tint, '#9aa6bb', 0.45);
  for (let x = -40; x < s.w + 40;) {
    const w = range(r, 50, 110) * k;
    const h = range(r, 120, 330) * k * (1 - (Math.abs(x - o.needleX) / s.w) * 0.6);
    back.push(tower(s, x, o.base - 18 * k, w, h, haze, mix(haze, o.light, 0.25), night, Math.floor(r() * 1e6)));
    x += w * range(r, 0.7, 1.05);
  }
  for (let x = -60; x < s.w + 60;) {
    const w = range(r, 55, 130) * k;
    const near = Math.abs(x + w / 2 - o.needleX);
    if (near < 110 * k) {
      x += 130 * k;
      continue;
    }
    const core = near < 700 * k;
    const h = (core ? range(r, 220, 560) : range(r, 80, 300)) * k * Math.max(0.35, 1 - near / (s.w * 1.2));
    // A few gold- and dark-glass towers give the financial core its character.
    const pickTint = r();
    const tint = pickTint < 0.15 ? mix(o.tint, '#b08d57', night ? 0.15 : 0.55) : pickTint < 0.35 ? mix(o.tint, '#000', 0.35) : o.tint;
    front.push(tower(s, x, o.base, w, h, tint, o.light, night, Math.floor(r() * 1e6)));
    x += w * range(r, 0.85, 1.25);
  }
  const needle = needleTower(s, o.needleX, o.base - 6 * k, 780 * k, mix(o.tint, haze, 0.2), o.light, night);
  return g([g(back), needle, g(front), rect(0, o.base - 14 * k, s.w, 14 * k, mix(o.tint, '#000', 0.2))]);
}
