// Blue-hour exterior of a gabled modern farmhouse: the twilight shot agents order most.
import { gableHouse, glazing } from '../lib/house';
import { SKIES, glowSpot, lawn, ridge, sky, stars, tree, treeLine, vignette } from '../lib/nature';
import { Svg, circle, g, path, rect } from '../lib/svg';
import type { Scene } from './types';

export const twilightExterior: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const base = 900;
    const sk = '#3e5683';
    return s.render([
      sky(s, SKIES.blue, 900),
      stars(17, 90, 1920, 420),
      glowSpot(s, 300, 860, 700, '#e6a27e', 0.45),
      ridge(3, 1920, 800, 22, '#2b3a5c', 1200),
      treeLine(6, -40, 1960, 850, 150, 260, '#1c2640', 1.2, ['pine', 'round', 'pine']),
      lawn(s, 860, 340, '#121a1a', '#24302f'),
      // Detached garage with a lit glass door, then the house.
      g([
        rect(1240, 700, 360, 200, '#e4e0d8'),
        path('M1226,700 L1420,590 L1614,700 Z', '#20242b'),
        glazing(s, 1280, 740, 280, 160, { lit: 0.8, sky: sk, mullions: 4, transom: true }),
      ]),
      gableHouse(s, 420, base, 1.9, '#ece7df', '#1f242c', 1, 12, sk),
      // Driveway and walkway in soft light.
      path('M1280,900 L1560,900 L1800,1200 L1180,1200 Z', '#3a3f45'),
      path('M800,900 L880,900 L940,1200 L700,1200 Z', '#4a4d50'),
      ...[760, 1000, 1230, 1640].map((x) => g([glowSpot(s, x, 930, 90, '#ffd08a', 0.7), circle(x, 930, 4, '#fff3d6')])),
      tree('round', 240, 910, 480, '#18221f', 2, '#2c3a38'),
      tree('pine', 1780, 915, 520, '#121a1a', 9, '#223030'),
      vignette(s, 0.45),
    ]);
  },
};
