// A 3D-tour "dollhouse": an isometric two-storey cut-away in light lines on slate, scan points in brass.
import { Svg, circle, g, line, poly, rect } from '../lib/svg';
import type { Scene } from './types';

type V = [number, number, number];

export const tourWireframe: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const k = 1.12;
    const iso = ([x, y, z]: V): [number, number] => [960 + (x - y) * 0.866 * k, 540 + (x + y) * 0.5 * k - z * k];
    const L = (a: V, b: V, c = '#cfd8e3', w = 2, op = 0.9) => line(...iso(a), ...iso(b), c, w, { opacity: op, 'stroke-linecap': 'round' });
    const face = (pts: V[], fill: string, op: number) => poly(pts.map(iso), fill, { opacity: op });
    const D = 560,
      Wd = 460,
      H = 200;
    const parts: string[] = [];
    // Floor slabs with faint fills.
    for (const z of [0, H]) {
      parts.push(
        face(
          [
            [0, 0, z],
            [D, 0, z],
            [D, Wd, z],
            [0, Wd, z],
          ],
          z ? '#3a4a63' : '#2c3a52',
          0.55,
        ),
      );
      for (let i = 40; i < D; i += 40) parts.push(L([i, 0, z], [i, Wd, z], '#8aa0bd', 1, 0.18));
      for (let j = 40; j < Wd; j += 40) parts.push(L([0, j, z], [D, j, z], '#8aa0bd', 1, 0.18));
    }
    // Back walls (the two far sides) as translucent planes, front sides cut away.
    for (const z of [0, H]) {
      parts.push(
        face(
          [
            [0, 0, z],
            [D, 0, z],
            [D, 0, z + H],
            [0, 0, z + H],
          ],
          '#6f86a8',
          0.16,
        ),
      );
      parts.push(
        face(
          [
            [0, 0, z],
            [0, Wd, z],
            [0, Wd, z + H],
            [0, 0, z + H],
          ],
          '#8da2c2',
          0.12,
        ),
      );
    }
    // Outline edges.
    const edges: Array<[V, V]> = [
      [
        [0, 0, 0],
        [0, 0, 2 * H],
      ],
      [
        [D, 0, 0],
        [D, 0, 2 * H],
      ],
      [
        [0, Wd, 0],
        [0, Wd, 2 * H],
      ],
      [
        [D, Wd, 0],
        [D, Wd, H * 0.35],
      ],
      [
        [0, 0, 2 * H],
        [D, 0, 2 * H],
      ],
      [
        [0, 0, 2 * H],
        [0, Wd, 2 * H],
      ],
      [
        [0, 0, 0],
        [D, 0, 0],
      ],
      [
        [D, 0, 0],
        [D, Wd, 0],
      ],
      [
        [D, Wd, 0],
        [0, Wd, 0],
      ],
      [
        [0, Wd, 0],
        [0, 0, 0],
      ],
      [
        [0, 0, H],
        [D, 0, H],
      ],
      [
        [D, 0, H],
        [D, Wd, H],
      ],
      [
        [D, Wd, H],
        [0, Wd, H],
      ],
      [
        [0, Wd, H],
        [0, 0, H],
      ],
    ];
    for (const [a, b] of edges) parts.push(L(a, b, '#e8eef5', 2.5));
    // Partitions.
    const walls: Array<[V, V]> = [
      [
        [260, 0, 0],
        [260, 280, 0],
      ],
      [
        [260, 360, 0],
        [260, Wd, 0],
      ],
      [
        [260, 200, H],
        [D, 200, H],
      ],
      [
        [300, 0, H],
        [300, 200, H],
      ],
    ];
    for (const [a, b] of walls) {
      parts.push(face([a, b, [b[0], b[1], b[2] + H * 0.8], [a[0], a[1], a[2] + H * 0.8]], '#9fb5d4', 0.14));
      parts.push(L(a, b, '#e8eef5', 2));
      parts.push(L([a[0], a[1], a[2] + H * 0.8], [b[0], b[1], b[2] + H * 0.8], '#cfd8e3', 1.5, 0.6));
    }
    // Furniture blocks.
    const blk = (x: number, y: number, z: number, w: number, d: number, h: number) => {
      const p: V[] = [
        [x, y, z + h],
        [x + w, y, z + h],
        [x + w, y + d, z + h],
        [x, y + d, z + h],
      ];
      return g([
        face(p, '#c9d6e6', 0.18),
        ...p.map((v, i) => L(v, p[(i + 1) % 4]!, '#dbe4ee', 1.5)),
        ...p.map((v) => L([v[0], v[1], z], v, '#dbe4ee', 1.2, 0.6)),
      ]);
    };
    parts.push(blk(60, 40, 0, 160, 70, 40), blk(80, 180, 0, 110, 70, 20), blk(330, 60, 0, 180, 80, 45), blk(360, 300, 0, 130, 100, 36));
    parts.push(blk(340, 260, H, 150, 170, 30), blk(60, 60, H, 160, 120, 26), blk(320, 40, H, 90, 60, 40));
    // Scan points with pulses.
    const scans: V[] = [
      [140, 330, 0],
      [420, 200, 0],
      [180, 380, H],
      [430, 120, H],
      [150, 250, H],
    ];
    for (const v of scans) {
      const [x, y] = iso(v);
      parts.push(
        g([
          circle(x, y, 34, 'none', { stroke: '#b08d57', 'stroke-width': 2, opacity: 0.35 }),
          circle(x, y, 18, 'none', { stroke: '#d9bb84', 'stroke-width': 2, opacity: 0.7 }),
          circle(x, y, 7, '#e2c48f'),
        ]),
      );
    }
    // Vertex nodes.
    for (const v of [
      [0, 0, 0],
      [D, 0, 0],
      [D, Wd, 0],
      [0, Wd, 0],
      [0, 0, 2 * H],
      [D, 0, 2 * H],
      [0, Wd, 2 * H],
      [0, 0, H],
      [D, 0, H],
      [D, Wd, H],
      [0, Wd, H],
    ] as V[]) {
      const [x, y] = iso(v);
      parts.push(circle(x, y, 5, '#f6f1e8'));
    }
    return s.render([
      rect(
        0,
        0,
        1920,
        1200,
        s.rad(
          [
            [0, '#27344a'],
            [1, '#111826'],
          ],
          0.5,
          0.45,
          0.75,
        ),
      ),
      g(Array.from({ length: 25 }, (_, i) => line(0, i * 50, 1920, i * 50, '#ffffff', 1, { opacity: 0.03 }))),
      g(Array.from({ length: 40 }, (_, i) => line(i * 50, 0, i * 50, 1200, '#ffffff', 1, { opacity: 0.03 }))),
      circle(
        960,
        760,
        520,
        s.rad([
          [0, '#b08d57', 0.12],
          [1, '#b08d57', 0],
        ]),
      ),
      ...parts,
    ]);
  },
};
