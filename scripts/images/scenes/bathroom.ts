// Spa bathroom: freestanding tub under a window, floating oak vanity, round brass mirror.
import { SKIES, sky, treeLine } from '../lib/nature';
import { Room } from '../lib/room';
import { Svg, circle, ellipse, g, mix, path, rect } from '../lib/svg';
import type { Scene } from './types';

export const bathroom: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const r = new Room(s, 900, 560, 0.57);
    const view = g([sky(s, SKIES.day, 700), treeLine(31, 0, 1920, 760, 300, 480, '#5e7a55', 1.5)]);
    const tiles: string[] = [];
    for (let i = 1; i < 12; i++)
      tiles.push(
        r.quad(
          [
            [0, i / 12, 0],
            [1, i / 12, 0],
            [1, i / 12 + 0.002, 0],
            [0, i / 12 + 0.002, 0],
          ],
          '#cfc8bd',
        ),
      );
    for (let i = 1; i < 16; i++)
      tiles.push(
        r.quad(
          [
            [i / 16, 0, 0],
            [i / 16 + 0.0015, 0, 0],
            [i / 16 + 0.0015, 1, 0],
            [i / 16, 1, 0],
          ],
          '#cfc8bd',
        ),
      );
    const [mx, my] = r.p(0.27, 0.33, 0);
    const mr = r.p(0.37, 0.33, 0)[0] - mx;
    const [tx, ty] = r.p(0.7, 0.86, 0.3);
    const tw = r.p(0.92, 0.86, 0.3)[0] - tx;
    return s.render([
      r.shell({ back: '#ebe5db', left: '#e0d7ca', right: '#ddd3c5', floor: '#d2cabd', ceiling: '#f6f2eb' }),
      ...tiles,
      r.backWindow(0.6, 0.95, 0.1, 0.55, view, 2, '#f0ebe3'),
      r.lightPatch(0.55, 0.95, 0.05, 0.5, -0.1, '#fff8e6', 0.3),
      // Round mirror with brass rim.
      circle(mx + 10, my + 14, mr, '#000', { opacity: 0.12, filter: s.blur(8) }),
      circle(mx, my, mr, '#b08d57'),
      circle(
        mx,
        my,
        mr * 0.93,
        s.lin(
          [
            [0, '#dfe7ea'],
            [1, '#b9c6cc'],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
      path(`M${mx - mr * 0.6},${my - mr * 0.2} L${mx - mr * 0.1},${my - mr * 0.7}`, 'none', {
        stroke: '#fff',
        'stroke-width': 6,
        opacity: 0.5,
      }),
      // Floating oak vanity with stone top and vessel basin.
      r.shadow(0.12, 0.52, 0.05, 0.2, 0.12),
      r.box(0.14, 0.5, 0.6, 0.76, 0, 0.14, '#a87b52', { top: '#c6996c' }),
      r.box(0.13, 0.51, 0.585, 0.605, 0, 0.15, '#efebe5', { top: '#faf8f4' }),
      ellipse(...r.p(0.32, 0.57, 0.08), 80, 22, '#ffffff'),
      rect(r.p(0.32, 0.5, 0.02)[0] - 4, r.p(0.32, 0.5, 0.02)[1], 8, 60, '#b08d57'),
      // Freestanding tub.
      ellipse(tx + tw / 2, ty + 20, tw * 0.55, 36, '#000', { opacity: 0.18, filter: s.blur(12) }),
      path(
        `M${tx},${ty - 150} L${tx + tw},${ty - 150} Q${tx + tw - 20},${ty + 10} ${tx + tw / 2},${ty + 14} Q${tx + 20},${ty + 10} ${tx},${ty - 150} Z`,
        s.lin(
          [
            [0, '#ffffff'],
            [1, '#d9d4cc'],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
      ellipse(tx + tw / 2, ty - 150, tw / 2, 30, '#f4f1ec'),
      ellipse(tx + tw / 2, ty - 146, tw / 2 - 16, 22, mix('#cfe0e6', '#fff', 0.3)),
      rect(tx + tw + 30, ty - 260, 8, 260, '#b08d57'),
      path(`M${tx + tw + 34},${ty - 260} q-40 0 -50 30`, 'none', { stroke: '#b08d57', 'stroke-width': 8 }),
      r.plant(0.06, 0.55, 260, 14, '#f1ece4'),
    ]);
  },
};
