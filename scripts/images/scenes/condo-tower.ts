// Looking up at a new glass condo tower with curved balconies against a clear evening sky.
import { SKIES, cloudBands, glowSpot, sky } from '../lib/nature';
import { Svg, g, mix, path, poly } from '../lib/svg';
import type { Scene } from './types';

export const condoTower: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    // Tower faces converge upward (three-point perspective from street level).
    const L = (t: number) => 620 + (820 - 620) * t; // left edge x at height fraction t
    const C = (t: number) => 1130 + (1070 - 1130) * t; // corner
    const R = (t: number) => 1560 + (1280 - 1560) * t; // right edge
    const Y = (t: number) => 1200 - t * 1120;
    const floors: string[] = [];
    for (let i = 0; i < 34; i++) {
      const t0 = i / 34;
      const t1 = (i + 0.22) / 34;
      // Balcony slabs: white bands, bulging on the sunlit face.
      floors.push(
        poly(
          [
            [L(t0) - 12, Y(t0)],
            [C(t0), Y(t0) + 10],
            [C(t1), Y(t1) + 10],
            [L(t1) - 12, Y(t1)],
          ],
          '#f4f1ec',
        ),
      );
      floors.push(
        poly(
          [
            [C(t0), Y(t0) + 10],
            [R(t0) + 8, Y(t0)],
            [R(t1) + 8, Y(t1)],
            [C(t1), Y(t1) + 10],
          ],
          '#cfd3d8',
        ),
      );
      // Glass railings.
      const t2 = (i + 0.55) / 34;
      floors.push(
        poly(
          [
            [L(t1) - 12, Y(t1)],
            [C(t1), Y(t1) + 10],
            [C(t2), Y(t2) + 10],
            [L(t2) - 12, Y(t2)],
          ],
          '#bcd6e8',
          { opacity: 0.35 },
        ),
      );
    }
    const faceL = poly(
      [
        [L(0), Y(0)],
        [C(0), Y(0) + 10],
        [C(1), Y(1) + 10],
        [L(1), Y(1)],
      ],
      s.lin(
        [
          [0, '#8fb1cf'],
          [0.5, '#5d7fa3'],
          [1, '#f0c69a'],
        ],
        0,
        1,
        0,
        0,
      ),
    );
    const faceR = poly(
      [
        [C(0), Y(0) + 10],
        [R(0), Y(0)],
        [R(1), Y(1)],
        [C(1), Y(1) + 10],
      ],
      s.lin(
        [
          [0, '#2c3e57'],
          [1, '#4a5f7d'],
        ],
        0,
        1,
        0,
        0,
      ),
    );
    const mullions: string[] = [];
    for (let i = 1; i < 10; i++) {
      const f = i / 10;
      mullions.push(
        path(`M${L(0) + (C(0) - L(0)) * f},${Y(0)} L${L(1) + (C(1) - L(1)) * f},${Y(1)}`, 'none', {
          stroke: '#ffffff',
          'stroke-width': 1.5,
          opacity: 0.18,
        }),
      );
    }
    return s.render([
      sky(s, SKIES.golden, 1200),
      glowSpot(s, 300, 900, 700, '#ffd9a8', 0.7),
      cloudBands(s, 14, 9, 100, 700, '#ffffff', 0.45),
      // Neighbouring towers at the frame edges for context.
      poly(
        [
          [0, 1200],
          [0, 140],
          [300, 260],
          [380, 1200],
        ],
        mix('#2c3e57', '#000', 0.2),
      ),
      poly(
        [
          [1720, 1200],
          [1800, 0],
          [1920, 0],
          [1920, 1200],
        ],
        '#243247',
      ),
      faceL,
      faceR,
      ...mullions,
      g(floors),
      poly(
        [
          [L(1) - 20, Y(1)],
          [C(1), Y(1) + 12],
          [R(1) + 10, Y(1)],
          [C(1), Y(1) - 20],
        ],
        '#1f2937',
      ),
    ]);
  },
};
