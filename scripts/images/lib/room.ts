// One-point-perspective rooms. World coordinates: X 0..1 across the room, Y 0..1 from ceiling to
// floor, Z 0 (back wall) .. 1 (picture plane). Furniture is built from shaded boxes.
import { type Svg, circle, ellipse, g, line, mix, path, poly, rect, rng, range } from './svg';

type Pt = [number, number];

export class Room {
  readonly W: number;
  readonly H: number;
  constructor(
    public readonly s: Svg,
    public readonly vx: number,
    public readonly vy: number,
    public readonly f = 0.55,
  ) {
    this.W = s.w;
    this.H = s.h;
  }
  p(X: number, Y: number, Z: number): Pt {
    const zd = 1 / this.f + (1 - 1 / this.f) * Z;
    const k = 1 / zd;
    return [this.vx + (X * this.W - this.vx) * k, this.vy + (Y * this.H - this.vy) * k];
  }
  quad(a: [number, number, number][], fill: string, extra: Record<string, string | number> = {}): string {
    return poly(
      a.map(([x, y, z]) => this.p(x, y, z)),
      fill,
      extra,
    );
  }
  /** Walls, floor and ceiling with soft falloff toward the corners. */
  shell(o: { back: string; left: string; right: string; floor: string; ceiling: string }): string {
    const s = this.s;
    const [x0, y0] = this.p(0, 0, 0);
    const [x1, y1] = this.p(1, 1, 0);
    return g([
      rect(0, 0, this.W, this.H, o.back),
      poly(
        [
          [0, 0],
          [x0, y0],
          [x0, y1],
          [0, this.H],
        ],
        s.lin(
          [
            [0, mix(o.left, '#000', 0.04)],
            [1, o.left],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
      poly(
        [
          [this.W, 0],
          [x1, y0],
          [x1, y1],
          [this.W, this.H],
        ],
        s.lin(
          [
            [0, o.right],
            [1, mix(o.right, '#000', 0.06)],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
      poly(
        [
          [0, this.H],
          [x0, y1],
          [x1, y1],
          [this.W, this.H],
        ],
        s.lin([
          [0, mix(o.floor, '#000', 0.1)],
          [1, o.floor],
        ]),
      ),
      poly(
        [
          [0, 0],
          [x0, y0],
          [x1, y0],
          [this.W, 0],
        ],
        s.lin([
          [0, o.ceiling],
          [1, mix(o.ceiling, '#000', 0.05)],
        ]),
      ),
      rect(x0, y0, x1 - x0, y1 - y0, o.back),
      rect(
        x0,
        y0,
        x1 - x0,
        y1 - y0,
        s.lin([
          [0, '#000', 0.05],
          [0.6, '#000', 0],
          [1, '#000', 0.08],
        ]),
      ),
      // Crisp skirting shadow line keeps the floor from floating.
      line(x0, y1, x1, y1, '#000', 2, { opacity: 0.12 }),
    ]);
  }
  /** A box with visible top, side and front faces, lit from the left. */
  box(
    X0: number,
    X1: number,
    Y0: number,
    Y1: number,
    Z0: number,
    Z1: number,
    c: string,
    o: { top?: string; side?: string; rx?: number } = {},
  ): string {
    const out: string[] = [];
    const top = o.top ?? mix(c, '#ffffff', 0.18);
    const side = o.side ?? mix(c, '#000000', 0.18);
    const eyeY = this.vy / this.H;
    const eyeX = this.vx / this.W;
    if (Y0 > eyeY)
      out.push(
        this.quad(
          [
            [X0, Y0, Z0],
            [X1, Y0, Z0],
            [X1, Y0, Z1],
            [X0, Y0, Z1],
          ],
          top,
        ),
      );
    if (Y1 < eyeY)
      out.push(
        this.quad(
          [
            [X0, Y1, Z0],
            [X1, Y1, Z0],
            [X1, Y1, Z1],
            [X0, Y1, Z1],
          ],
          mix(c, '#000', 0.3),
        ),
      );
    if (X0 > eyeX)
      out.push(
        this.quad(
          [
            [X0, Y0, Z0],
            [X0, Y0, Z1],
            [X0, Y1, Z1],
            [X0, Y1, Z0],
          ],
          side,
        ),
      );
    if (X1 < eyeX)
      out.push(
        this.quad(
          [
            [X1, Y0, Z0],
            [X1, Y0, Z1],
            [X1, Y1, Z1],
            [X1, Y1, Z0],
          ],
          mix(c, '#000', 0.08),
        ),
      );
    out.push(
      this.quad(
        [
          [X0, Y0, Z1],
          [X1, Y0, Z1],
          [X1, Y1, Z1],
          [X0, Y1, Z1],
        ],
        c,
      ),
    );
    return g(out);
  }
  /** Soft contact shadow on the floor under a footprint. */
  shadow(X0: number, X1: number, Z0: number, Z1: number, opacity = 0.22): string {
    const [a, b] = this.p(X0 - 0.01, 1, Z1 + 0.01);
    const [c, d] = this.p(X1 + 0.01, 1, Z0 - 0.01);
    return ellipse((a + c) / 2, (b + d) / 2, Math.abs(c - a) / 2 + 10, Math.abs(b - d) / 2 + 8, '#1a140e', {
      opacity,
      filter: this.s.blur(10),
    });
  }
  /** Floor-to-ceiling glazing on the back wall, showing `view` through it. */
  backWindow(X0: number, X1: number, Y0: number, Y1: number, view: string, mullions = 3, frame = '#2a2f38'): string {
    const [x0, y0] = this.p(X0, Y0, 0);
    const [x1, y1] = this.p(X1, Y1, 0);
    const clip = this.s.clip(rect(x0, y0, x1 - x0, y1 - y0, '#000'));
    const parts = [g(view, { 'clip-path': clip })];
    for (let i = 1; i < mullions; i++) parts.push(rect(x0 + ((x1 - x0) * i) / mullions - 3, y0, 6, y1 - y0, frame));
    parts.push(rect(x0, y0, x1 - x0, y1 - y0, 'none', { stroke: frame, 'stroke-width': 8 }));
    return g(parts);
  }
  /** Sunlight through a window lands on the floor as a skewed bright patch. */
  lightPatch(X0: number, X1: number, Z0: number, Z1: number, skew: number, color = '#fff4dc', opacity = 0.35): string {
    const a = this.p(X0, 1, Z0);
    const b = this.p(X1, 1, Z0);
    const c = this.p(X1 + skew, 1, Z1);
    const d = this.p(X0 + skew, 1, Z1);
    return poly([a, b, c, d], color, { opacity, filter: this.s.blur(6) });
  }
  frameArt(X0: number, X1: number, Y0: number, Y1: number, art: string, frame = '#2b2b2b'): string {
    const [x0, y0] = this.p(X0, Y0, 0);
    const [x1, y1] = this.p(X1, Y1, 0);
    const w = x1 - x0;
    const h = y1 - y0;
    return g([
      rect(x0 + 6, y0 + 8, w, h, '#000', { opacity: 0.15, filter: this.s.blur(5) }),
      rect(x0, y0, w, h, frame),
      rect(x0 + w * 0.06, y0 + h * 0.06, w * 0.88, h * 0.88, '#f3ede2'),
      g(art, { transform: `translate(${x0 + w * 0.12} ${y0 + h * 0.12}) scale(${(w * 0.76) / 100} ${(h * 0.76) / 100})` }),
    ]);
  }
  pendant(X: number, Z: number, drop: number, r: number, color: string, lit = true): string {
    const [tx, ty] = this.p(X, 0, Z);
    const [bx, by] = this.p(X, drop, Z);
    const k = (by - ty) / drop / this.H;
    const rr = r * this.H * k * 3;
    return g([
      lit
        ? circle(
            bx,
            by + rr * 0.6,
            rr * 4,
            this.s.rad([
              [0, '#ffe8b8', 0.45],
              [1, '#ffe8b8', 0],
            ]),
          )
        : '',
      line(tx, ty, bx, by, '#222', 1.5),
      path(`M${bx - rr},${by + rr * 0.7} Q${bx},${by - rr * 0.9} ${bx + rr},${by + rr * 0.7} Z`, color),
      lit ? ellipse(bx, by + rr * 0.7, rr * 0.8, rr * 0.18, '#fff3d4') : '',
    ]);
  }
  plant(X: number, Z: number, h: number, seed: number, pot = '#d8cfc2'): string {
    const r = rng(seed);
    const [px, py] = this.p(X, 1, Z);
    const k = this.scaleAt(Z);
    const pw = 70 * k;
    const ph = 80 * k;
    const leaves: string[] = [];
    for (let i = 0; i < 14; i++) {
      const a = range(r, -2.6, -0.5);
      const len = range(r, 0.5, 1) * h * k;
      const ex = px + Math.cos(a) * len * 0.7;
      const ey = py - ph + Math.sin(a) * len;
      const col = mix('#3f6b45', '#6f9a5a', r());
      leaves.push(
        path(
          `M${px},${py - ph} Q${(px + ex) / 2 + range(r, -30, 30) * k},${ey + 20 * k} ${ex},${ey} Q${(px + ex) / 2},${(py - ph + ey) / 2 + 25 * k} ${px},${py - ph} Z`,
          col,
        ),
      );
    }
    return g([
      ellipse(px, py, pw * 0.8, 12 * k, '#000', { opacity: 0.18, filter: this.s.blur(6) }),
      ...leaves,
      path(
        `M${px - pw / 2},${py - ph} L${px + pw / 2},${py - ph} L${px + pw * 0.38},${py} L${px - pw * 0.38},${py} Z`,
        this.s.lin(
          [
            [0, pot],
            [1, mix(pot, '#000', 0.25)],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    ]);
  }
  scaleAt(Z: number): number {
    return 1 / (1 / this.f + (1 - 1 / this.f) * Z);
  }
}

/** A sofa facing the viewer, its back against Z0. */
export function sofa(r: Room, X0: number, X1: number, Z0: number, depth: number, c: string): string {
  const Z1 = Z0 + depth;
  const seatY = 0.78;
  const arm = (X1 - X0) * 0.07;
  const cushions = 3;
  const cw = (X1 - X0 - arm * 2) / cushions;
  const parts = [
    r.shadow(X0, X1, Z0, Z1),
    r.box(X0, X1, 0.68, 0.94, Z0, Z0 + depth * 0.3, mix(c, '#000', 0.08)),
    r.box(X0, X1, seatY + 0.04, 0.97, Z0, Z1, mix(c, '#000', 0.12)),
  ];
  for (let i = 0; i < cushions; i++) {
    const a = X0 + arm + cw * i + 0.003;
    parts.push(r.box(a, a + cw - 0.006, seatY, seatY + 0.05, Z0 + depth * 0.28, Z1 - 0.005, c, { top: mix(c, '#fff', 0.22) }));
  }
  parts.push(r.box(X0, X0 + arm, 0.74, 0.97, Z0, Z1, mix(c, '#000', 0.05)));
  parts.push(r.box(X1 - arm, X1, 0.74, 0.97, Z0, Z1, mix(c, '#000', 0.05)));
  return g(parts);
}

export function table(
  r: Room,
  X0: number,
  X1: number,
  Y: number,
  Z0: number,
  Z1: number,
  top: string,
  legs: string,
  thick = 0.018,
): string {
  const lw = 0.008;
  const inset = 0.02;
  return g([
    r.shadow(X0, X1, Z0, Z1, 0.16),
    r.box(X0 + inset, X0 + inset + lw, Y, 1, Z0 + 0.02, Z0 + 0.02 + lw * 1.5, legs),
    r.box(X1 - inset - lw, X1 - inset, Y, 1, Z0 + 0.02, Z0 + 0.02 + lw * 1.5, legs),
    r.box(X0, X1, Y - thick, Y, Z0, Z1, top),
    r.box(X0 + inset, X0 + inset + lw, Y, 1, Z1 - 0.03, Z1 - 0.03 + lw * 1.5, legs),
    r.box(X1 - inset - lw, X1 - inset, Y, 1, Z1 - 0.03, Z1 - 0.03 + lw * 1.5, legs),
  ]);
}

export function rug(r: Room, X0: number, X1: number, Z0: number, Z1: number, c: string, border?: string): string {
  const out = [
    r.quad(
      [
        [X0, 1, Z0],
        [X1, 1, Z0],
        [X1, 1, Z1],
        [X0, 1, Z1],
      ],
      c,
    ),
  ];
  if (border) {
    const i = 0.02;
    out.push(
      r.quad(
        [
          [X0 + i, 1, Z0 + i],
          [X1 - i, 1, Z0 + i],
          [X1 - i, 1, Z1 - i],
          [X0 + i, 1, Z1 - i],
        ],
        'none',
        { stroke: border, 'stroke-width': 3 },
      ),
    );
  }
  return g(out);
}

/** Abstract art for frames: a sun over two hills, drawn in a 100 x 100 box. */
export function abstractArt(a = '#c98f5a', b = '#3f5a6b', c = '#d9c3a0'): string {
  return g([
    rect(0, 0, 100, 100, c),
    circle(66, 38, 16, a),
    path('M0,72 Q30,48 60,70 T100,64 V100 H0 Z', b),
    path('M0,84 Q40,70 100,86 V100 H0 Z', mix(b, '#000', 0.3)),
  ]);
}
