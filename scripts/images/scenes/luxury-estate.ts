// A symmetrical stone estate in late golden light, long lawn and clipped hedges.
import { glazing } from '../lib/house';
import { SKIES, cloudBands, glowSpot, lawn, sky, tree, treeLine, vignette } from '../lib/nature';
import { Svg, g, mix, path, poly, rect } from '../lib/svg';
import type { Scene } from './types';

export const luxuryEstate: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const base = 820;
    const stone = '#d9cdb8';
    const roof = '#39414d';
    const win = (x: number, y: number, w: number, h: number) =>
      glazing(s, x, y, w, h, { lit: 0.75, sky: '#9aa3b8', mullions: 2, transom: true, frame: '#f4efe6' });
    const wing = (x: number) =>
      g([
        rect(
          x,
          base - 260,
          380,
          260,
          s.lin([
            [0, stone],
            [1, mix(stone, '#000', 0.18)],
          ]),
        ),
        poly(
          [
            [x - 14, base - 260],
            [x + 40, base - 350],
            [x + 340, base - 350],
            [x + 394, base - 260],
          ],
          roof,
        ),
        win(x + 50, base - 220, 80, 150),
        win(x + 250, base - 220, 80, 150),
        rect(x + 160, base - 230, 60, 40, mix(stone, '#000', 0.1)),
      ]);
    const body = g([
      wing(330),
      wing(1210),
      rect(
        680,
        base - 380,
        560,
        380,
        s.lin([
          [0, stone],
          [1, mix(stone, '#000', 0.2)],
        ]),
      ),
      poly(
        [
          [660, base - 380],
          [740, base - 520],
          [1180, base - 520],
          [1260, base - 380],
        ],
        roof,
      ),
      poly(
        [
          [960, base - 620],
          [880, base - 480],
          [1040, base - 480],
        ],
        roof,
      ),
      glazing(s, 930, base - 560, 60, 60, { lit: 0.9, mullions: 2, frame: '#f4efe6' }),
      ...[720, 840, 1020, 1140].map((x) => win(x, base - 340, 70, 120)),
      ...[720, 1140].map((x) => win(x, base - 190, 70, 150)),
      // Portico with columns around the front door.
      rect(860, base - 240, 200, 20, '#efe7da'),
      ...[870, 920, 980, 1030].map((x) => rect(x, base - 220, 20, 220, '#f1eadf')),
      glazing(s, 925, base - 200, 70, 200, { lit: 1, mullions: 2, frame: '#2a2520' }),
    ]);
    const hedges = [380, 560, 1300, 1480].map((x) =>
      g([rect(x, base + 10, 120, 40, '#3d5a3c', { rx: 20 }), rect(x, base + 10, 120, 14, '#5d7c4f', { rx: 10 })]),
    );
    return s.render([
      sky(s, SKIES.golden, base),
      glowSpot(s, 1600, 560, 700, '#ffe0b0', 0.8),
      cloudBands(s, 8, 10, 120, 480, '#ffffff', 0.35),
      treeLine(12, -40, 1960, base + 4, 200, 360, '#5b6f52', 1.3, ['round', 'poplar', 'round'], '#a3ad7a'),
      body,
      lawn(s, base, 1200 - base, '#4f7a3e', '#7d9d55'),
      // Mowing stripes.
      ...Array.from({ length: 9 }, (_, i) =>
        path(
          `M${960 + (i - 4) * 60},${base} L${960 + (i - 4) * 260 - 60},1200 L${960 + (i - 4) * 260 + 60},1200 L${960 + (i - 4) * 60 + 14},${base} Z`,
          '#ffffff',
          { opacity: i % 2 ? 0.05 : 0 },
        ),
      ),
      path(`M930,${base} L990,${base} L1120,1200 L800,1200 Z`, '#cdbfa8'),
      ...hedges,
      tree('round', 140, base + 40, 560, '#3c5a3b', 3, '#8a9c62'),
      tree('round', 1800, base + 40, 520, '#3c5a3b', 4, '#8a9c62'),
      vignette(s, 0.25),
    ]);
  },
};
