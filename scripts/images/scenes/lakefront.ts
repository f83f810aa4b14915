// A cedar cottage on a northern lake at sunset: granite shore, pines, dock and mirror-calm water.
import { glazing, slats } from '../lib/house';
import { SKIES, cloudBands, glowSpot, reflection, ridge, sky, tree, treeLine, water } from '../lib/nature';
import { Svg, g, path, poly, rect } from '../lib/svg';
import type { Scene } from './types';

export const lakefront: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const shore = 760;
    const cottage = g([
      slats(s, 980, 560, 460, 200, '#8a5a3a', 10),
      poly(
        [
          [950, 565],
          [1210, 400],
          [1470, 565],
        ],
        '#22262c',
      ),
      glazing(s, 1020, 600, 380, 150, { lit: 0.9, sky: '#7a5d78', mullions: 5, interior: true, seed: 3 }),
      glazing(s, 1160, 470, 100, 80, { lit: 0.9, sky: '#7a5d78', mullions: 2 }),
      rect(940, 750, 560, 18, '#5a3f2c'),
    ]);
    const land = g([
      ridge(5, 1920, 620, 30, '#4c3f63', 1200, 220),
      ridge(6, 1920, 690, 24, '#2f3550', 1200, 200),
      treeLine(7, -40, 820, 735, 140, 260, '#1d2a2c', 1.4, ['pine']),
      treeLine(8, 1540, 1960, 735, 160, 300, '#1d2a2c', 1.4, ['pine']),
      path(`M0,${shore} L0,720 Q300,700 700,735 Q900,745 940,768 L1520,770 Q1700,740 1920,730 L1920,${shore} Z`, '#2a2a33'),
      cottage,
      tree('pine', 880, 770, 430, '#182224', 1, '#2d3b3a'),
      tree('pine', 1560, 770, 500, '#182224', 2, '#2d3b3a'),
      // Granite shelf and the dock.
      path(`M620,${shore + 4} Q820,738 1060,${shore} L1060,${shore + 10} L620,${shore + 10} Z`, '#6a6170'),
      rect(1080, shore - 4, 420, 14, '#6b4a33'),
      rect(1080, shore + 10, 420, 4, '#3b2a1f'),
      ...[1100, 1200, 1300, 1400, 1490].map((x) => rect(x, shore + 10, 8, 26, '#3b2a1f')),
    ]);
    return s.render([
      sky(s, SKIES.dusk, shore),
      glowSpot(s, 520, 690, 620, '#ffcf8f', 0.9),
      cloudBands(s, 11, 16, 120, 600, '#ffb999', 0.3),
      land,
      water(s, shore, 1200 - shore, '#6e5878', '#1f2638', 21, '#ffe0b0'),
      reflection(s, g([sky(s, SKIES.dusk, shore), glowSpot(s, 520, 690, 620, '#ffcf8f', 0.9), land]), shore, 440, 0.7, 3),
      // Canoe silhouette for scale.
      path('M300,1010 Q420,1030 560,1010 Q430,1040 300,1010 Z', '#14161d'),
    ]);
  },
};
