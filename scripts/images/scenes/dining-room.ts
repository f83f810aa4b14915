// Dining room at golden hour: walnut table, cane chairs, a linear brass chandelier.
import { SKIES, sky, treeLine } from '../lib/nature';
import { Room, abstractArt, rug, table } from '../lib/room';
import { Svg, g, line, mix, rect } from '../lib/svg';
import type { Scene } from './types';

export const diningRoom: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const r = new Room(s, 960, 520, 0.55);
    const view = g([sky(s, SKIES.golden, 800), treeLine(17, 0, 1920, 700, 160, 300, '#6b7f52', 1.3), rect(0, 690, 1920, 500, '#8a9a64')]);
    const chair = (x: number, z: number, back: boolean) =>
      g([
        r.box(x - 0.035, x + 0.035, 0.78, 0.8, z - 0.05, z + 0.05, '#c9a77c', { top: '#dcc09a' }),
        ...[-0.03, 0.027].map((dx) => r.box(x + dx, x + dx + 0.006, 0.8, 1, z + 0.04, z + 0.046, '#3a2c22')),
        back ? r.box(x - 0.035, x + 0.035, 0.6, 0.78, z - 0.05, z - 0.04, '#c9a77c') : '',
      ]);
    const [cx0, cy] = r.p(0.34, 0.3, 0.5);
    const [cx1] = r.p(0.66, 0.3, 0.5);
    const [, top] = r.p(0.5, 0, 0.5);
    return s.render([
      r.shell({ back: '#e8dfd1', left: '#ddd1bf', right: '#e2d8c8', floor: '#a77f58', ceiling: '#f4efe7' }),
      r.backWindow(0.06, 0.3, 0.12, 0.92, view, 2, '#2a2f38'),
      r.backWindow(0.7, 0.94, 0.12, 0.92, view, 2, '#2a2f38'),
      r.frameArt(0.38, 0.62, 0.2, 0.46, abstractArt('#b96d4a', '#3d4f5e', '#eadcc4'), '#1f2937'),
      r.lightPatch(0.1, 0.3, 0.05, 0.5, 0.2, '#ffe9c2', 0.35),
      r.lightPatch(0.7, 0.9, 0.05, 0.5, -0.2, '#ffe9c2', 0.35),
      rug(r, 0.16, 0.84, 0.28, 0.9, '#cdb99b', '#b08d57'),
      ...[0.3, 0.43, 0.57, 0.7].map((x) => chair(x, 0.36, true)),
      table(r, 0.22, 0.78, 0.76, 0.38, 0.66, '#5e4230', '#2e2119', 0.025),
      ...[0.36, 0.5, 0.64].map((x) => r.box(x - 0.01, x + 0.01, 0.7, 0.735, 0.5, 0.52, '#efe9df')),
      ...[0.3, 0.43, 0.57, 0.7].map((x) => chair(x, 0.78, false)),
      // Linear chandelier.
      line(cx0 + 40, top, cx0 + 40, cy, '#2b2b2b', 1.5),
      line(cx1 - 40, top, cx1 - 40, cy, '#2b2b2b', 1.5),
      rect(cx0, cy - 8, cx1 - cx0, 16, '#b08d57', { rx: 8 }),
      rect(
        cx0 - 20,
        cy + 8,
        cx1 - cx0 + 40,
        60,
        s.lin([
          [0, '#ffe6b0', 0.55],
          [1, '#ffe6b0', 0],
        ]),
        { filter: s.blur(10) },
      ),
      rect(cx0 + 10, cy + 6, cx1 - cx0 - 20, 5, mix('#fff3d4', '#b08d57', 0.2)),
      r.plant(0.93, 0.4, 360, 44, '#b7a58c'),
    ]);
  },
};
