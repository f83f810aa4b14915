// A row of Toronto bay-and-gable Victorians: red and buff brick, painted trim, porches, maples.
import { glazing } from '../lib/house';
import { SKIES, cloudBands, sky, tree } from '../lib/nature';
import { Svg, g, mix, path, poly, rect } from '../lib/svg';
import type { Scene } from './types';

export const townhouseRow: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const base = 940;
    const bricks = ['#a4523b', '#c9a878', '#8e4433', '#b86a4a', '#cdb58e'];
    const trims = ['#f2ede4', '#2f4a5a', '#f2ede4', '#1f2937', '#5e7a6a'];
    const houses: string[] = [];
    for (let i = 0; i < 5; i++) {
      const x = -60 + i * 410;
      const w = 400;
      const brick = bricks[i]!;
      const trim = trims[i]!;
      const gableTop = base - 760;
      houses.push(
        g([
          rect(
            x,
            base - 620,
            w,
            620,
            s.lin([
              [0, brick],
              [1, mix(brick, '#000', 0.22)],
            ]),
          ),
          poly(
            [
              [x - 10, base - 620],
              [x + w / 2, gableTop],
              [x + w + 10, base - 620],
            ],
            '#3a3d44',
          ),
          poly(
            [
              [x + 60, base - 620],
              [x + w / 2, gableTop + 40],
              [x + w - 60, base - 620],
            ],
            trim,
          ),
          glazing(s, x + w / 2 - 40, base - 660, 80, 70, { lit: 0.25, sky: '#9cb3cf', mullions: 1, frame: trim }),
          // Bay window, two storeys.
          rect(x + 30, base - 560, 200, 460, mix(brick, '#000', 0.08)),
          glazing(s, x + 50, base - 530, 160, 150, { lit: 0.2, sky: '#9cb3cf', mullions: 3, frame: trim }),
          glazing(s, x + 50, base - 300, 160, 170, { lit: 0.35, sky: '#9cb3cf', mullions: 3, transom: true, frame: trim }),
          rect(x + 40, base - 370, 180, 14, trim),
          // Door and porch.
          rect(x + 270, base - 270, 90, 190, trim),
          rect(x + 282, base - 258, 66, 178, mix(trim, '#000', 0.35)),
          glazing(s, x + 282, base - 310, 66, 36, { lit: 0.5, mullions: 1, frame: trim }),
          rect(x + 250, base - 90, 150, 16, '#e8e1d6'),
          rect(x + 250, base - 74, 150, 74, '#bdb3a5'),
          ...[0, 1, 2].map((k) => rect(x + 250, base - 74 + k * 24, 150, 3, '#9d9387')),
          rect(x - 2, base - 620, 4, 620, '#000', { opacity: 0.25 }),
        ]),
      );
    }
    return s.render([
      sky(s, SKIES.day, base),
      cloudBands(s, 4, 10, 60, 300, '#ffffff', 0.5),
      ...houses,
      rect(0, base, 1920, 40, '#cfc7bb'),
      rect(0, base + 40, 1920, 130, '#9a948c'),
      rect(0, base + 40, 1920, 6, '#e2dcd2'),
      rect(0, base + 170, 1920, 90, '#55585d'),
      ...[200, 1000, 1760].map((x, i) => tree('round', x, base + 110, 760, ['#4f6f3c', '#5d7a3e', '#4a6a40'][i]!, 30 + i, '#9bb36a')),
      path(`M0,${base + 110} h1920`, 'none', { stroke: '#7d776f', 'stroke-width': 2 }),
    ]);
  },
};
