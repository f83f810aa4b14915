// A leafy street in early autumn: sidewalk in perspective, houses set back, maples turning.
import { gableHouse } from '../lib/house';
import { SKIES, cloudBands, sky, tree } from '../lib/nature';
import { Svg, g, path, poly, rect } from '../lib/svg';
import type { Scene } from './types';

export const neighbourhoodStreet: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const hz = 640;
    const vx = 1150;
    const leaves = ['#c8762f', '#d99a3c', '#a9492f', '#7d8a3e', '#e0b04a'];
    const houses = [
      gableHouse(s, -80, 760, 1.1, '#e8e1d5', '#3a3f47', 0.3, 1, '#9fb6cf'),
      gableHouse(s, 430, 700, 0.75, '#c9b79a', '#4b3f3a', 0.3, 2, '#9fb6cf'),
      gableHouse(s, 790, 668, 0.5, '#dfe3e3', '#2f3a44', 0.3, 3, '#9fb6cf'),
      gableHouse(s, 1400, 690, 0.62, '#b7c0b5', '#3a3f47', 0.3, 4, '#9fb6cf'),
      gableHouse(s, 1640, 740, 0.95, '#e9dcc6', '#41363a', 0.3, 5, '#9fb6cf'),
    ];
    const trees: string[] = [];
    const side = [
      [60, 1120, 900],
      [560, 860, 560],
      [860, 760, 380],
      [1010, 710, 260],
      [1280, 710, 260],
      [1420, 760, 380],
      [1640, 860, 560],
      [1880, 1120, 900],
    ] as const;
    side.forEach(([x, b, h], i) => trees.push(tree('round', x, b, h, leaves[i % leaves.length]!, 50 + i, '#f0c46a', '#4a3628')));
    return s.render([
      sky(s, SKIES.day, hz + 40),
      cloudBands(s, 22, 10, 80, 380, '#ffffff', 0.5),
      rect(0, hz, 1920, 1200 - hz, '#8aa05c'),
      ...houses,
      // Road, curbs and sidewalks converging on the vanishing point.
      poly(
        [
          [vx - 30, hz + 20],
          [vx + 30, hz + 20],
          [1920, 1200],
          [360, 1200],
        ],
        '#4b4e53',
      ),
      poly(
        [
          [vx - 36, hz + 20],
          [vx - 30, hz + 20],
          [360, 1200],
          [300, 1200],
        ],
        '#d9d4cb',
      ),
      poly(
        [
          [vx + 30, hz + 20],
          [vx + 36, hz + 20],
          [1920, 1140],
          [1920, 1200],
        ],
        '#d9d4cb',
      ),
      poly(
        [
          [vx - 52, hz + 20],
          [vx - 40, hz + 20],
          [150, 1200],
          [0, 1200],
          [0, 1180],
        ],
        '#cfc9be',
      ),
      ...[0, 1, 2, 3, 4, 5].map((i) => {
        const t0 = Math.pow(i / 6, 1.8);
        const t1 = t0 + 0.02 + i * 0.012;
        const y0 = hz + 20 + (1200 - hz - 20) * t0;
        const y1 = hz + 20 + (1200 - hz - 20) * t1;
        const x = (t: number) => vx + (1140 - vx) * t;
        return poly(
          [
            [x(t0) - 2 - 10 * t0, y0],
            [x(t0) + 2 + 10 * t0, y0],
            [x(t1) + 2 + 10 * t1, y1],
            [x(t1) - 2 - 10 * t1, y1],
          ],
          '#e8d9a8',
        );
      }),
      ...trees,
      // Fallen leaves along the curb.
      g(
        Array.from({ length: 40 }, (_, i) =>
          rect(320 + i * 9 + (i % 3) * 30, 1120 + ((i * 37) % 70), 10, 5, leaves[i % 5]!, { rx: 2, opacity: 0.8 }),
        ),
      ),
      path('M0,1200 L0,1000 Q120,1030 180,1200 Z', '#5b7a3a'),
    ]);
  },
};
