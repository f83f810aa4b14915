// A calm primary bedroom in morning light: upholstered bed, oak nightstands, sheer curtains.
import { SKIES, sky, treeLine } from '../lib/nature';
import { Room, abstractArt, rug } from '../lib/room';
import { Svg, g, mix, rect } from '../lib/svg';
import type { Scene } from './types';

export const bedroom: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const r = new Room(s, 1000, 540, 0.56);
    const view = g([sky(s, SKIES.golden, 800), treeLine(12, 0, 1920, 720, 180, 300, '#6f8a5a', 1.3), rect(0, 700, 1920, 500, '#87a06a')]);
    const linen = '#efe8dc';
    const head = '#a9b4b0';
    return s.render([
      r.shell({ back: '#e9e1d5', left: '#ded3c3', right: '#e5dccd', floor: '#c7a27a', ceiling: '#f6f1e9' }),
      r.backWindow(0.72, 0.95, 0.1, 0.86, view, 2, '#f1ebe1'),
      // Sheer curtains.
      r.quad(
        [
          [0.69, 0.06, 0],
          [0.735, 0.06, 0],
          [0.735, 0.98, 0],
          [0.69, 0.98, 0],
        ],
        '#fbf7f0',
        { opacity: 0.85 },
      ),
      r.quad(
        [
          [0.935, 0.06, 0],
          [0.975, 0.06, 0],
          [0.975, 0.98, 0],
          [0.935, 0.98, 0],
        ],
        '#fbf7f0',
        { opacity: 0.85 },
      ),
      r.lightPatch(0.55, 0.8, 0.05, 0.55, -0.25, '#fff3d8', 0.35),
      r.frameArt(0.25, 0.55, 0.2, 0.42, abstractArt('#c58c63', '#66806f', '#e6d7bf'), '#b08d57'),
      rug(r, 0.12, 0.7, 0.3, 0.95, '#d8cbb6'),
      r.shadow(0.18, 0.62, 0.05, 0.7, 0.3),
      // Headboard, frame, mattress, duvet, pillows, throw.
      r.box(0.17, 0.63, 0.5, 0.95, 0, 0.04, head, { top: mix(head, '#fff', 0.25) }),
      r.box(0.18, 0.62, 0.82, 0.97, 0.04, 0.62, mix(head, '#000', 0.1)),
      r.box(0.185, 0.615, 0.74, 0.82, 0.04, 0.6, '#ffffff'),
      r.box(0.2, 0.39, 0.68, 0.75, 0.06, 0.14, '#fbf8f2'),
      r.box(0.41, 0.6, 0.68, 0.75, 0.06, 0.14, '#fbf8f2'),
      r.box(0.25, 0.55, 0.7, 0.75, 0.11, 0.16, '#c9b79a'),
      r.box(0.18, 0.62, 0.73, 0.86, 0.26, 0.63, linen, { top: '#f7f2ea' }),
      r.box(0.18, 0.62, 0.725, 0.8, 0.44, 0.56, '#b08d57', { top: '#c9a66b' }),
      // Nightstands with lamps.
      ...[
        [0.07, 0.15],
        [0.65, 0.73],
      ].map(([a, b]) =>
        g([
          r.box(a!, b!, 0.76, 0.98, 0.02, 0.12, '#9a6b44', { top: '#b88a5e' }),
          r.box((a! + b!) / 2 - 0.004, (a! + b!) / 2 + 0.004, 0.6, 0.76, 0.06, 0.065, '#2b2b2b'),
          r.box((a! + b!) / 2 - 0.03, (a! + b!) / 2 + 0.03, 0.53, 0.6, 0.04, 0.09, '#f7e6c4', { top: '#fff3da' }),
        ]),
      ),
      r.plant(0.93, 0.5, 320, 21, '#cbbfae'),
    ]);
  },
};
