// A chef's kitchen: two-tone cabinetry, marble island with brass pendants, garden window.
import { SKIES, sky, treeLine } from '../lib/nature';
import { Room } from '../lib/room';
import { Svg, g, mix, rect } from '../lib/svg';
import type { Scene } from './types';

export const kitchen: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const r = new Room(s, 960, 520, 0.6);
    const slate = '#2d3a48';
    const view = g([sky(s, SKIES.day, 700), treeLine(4, 0, 1920, 640, 200, 320, '#5d7f52', 1.4), rect(0, 600, 1920, 400, '#7c9a63')]);
    const uppers: string[] = [];
    const lowers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const x0 = 0.04 + i * 0.155;
      if (i === 2 || i === 3) continue;
      uppers.push(r.box(x0, x0 + 0.15, 0.12, 0.42, 0, 0.08, '#f2ede4'));
      uppers.push(r.box(x0 + 0.073, x0 + 0.077, 0.36, 0.4, 0.08, 0.085, '#b08d57'));
    }
    for (let i = 0; i < 6; i++) {
      const x0 = 0.04 + i * 0.155;
      lowers.push(r.box(x0, x0 + 0.15, 0.66, 0.97, 0, 0.1, slate));
      lowers.push(r.box(x0 + 0.03, x0 + 0.12, 0.68, 0.685, 0.1, 0.105, '#b08d57'));
    }
    return s.render([
      r.shell({ back: '#efe9df', left: '#e6ddd0', right: '#e2d8c9', floor: '#b99873', ceiling: '#f7f3ec' }),
      r.backWindow(0.35, 0.65, 0.14, 0.56, view, 2, '#1f2937'),
      // Zellige-style backsplash band.
      r.quad(
        [
          [0.04, 0.42, 0],
          [0.96, 0.42, 0],
          [0.96, 0.66, 0],
          [0.04, 0.66, 0],
        ],
        '#dfe6e4',
      ),
      g(
        Array.from({ length: 40 }, (_, i) =>
          r.quad(
            [
              [0.04 + i * 0.023, 0.42, 0],
              [0.041 + i * 0.023, 0.42, 0],
              [0.041 + i * 0.023, 0.66, 0],
              [0.04 + i * 0.023, 0.66, 0],
            ],
            '#c7d0ce',
          ),
        ),
      ),
      r.backWindow(0.35, 0.65, 0.14, 0.56, view, 2, '#1f2937'),
      ...uppers,
      ...lowers,
      r.box(0.03, 0.97, 0.645, 0.665, 0, 0.11, '#f4f1ec', { top: '#fbf9f6' }),
      r.lightPatch(0.3, 0.6, 0.15, 0.5, 0.05, '#fff6df', 0.25),
      // Island: slate base, thick marble top, stools.
      r.shadow(0.22, 0.78, 0.45, 0.68, 0.25),
      r.box(0.24, 0.76, 0.66, 0.98, 0.47, 0.66, slate),
      r.box(0.22, 0.78, 0.63, 0.665, 0.45, 0.68, '#f3f0ea', { top: '#fcfbf8' }),
      ...[0.3, 0.43, 0.57, 0.7].map((x) =>
        g([
          r.box(x - 0.004, x + 0.004, 0.8, 1, 0.72, 0.725, '#1f2937'),
          r.box(x - 0.035, x + 0.035, 0.78, 0.8, 0.7, 0.75, '#9a6b44', { top: '#c39565' }),
        ]),
      ),
      r.box(0.58, 0.66, 0.6, 0.63, 0.55, 0.6, '#ffffff', { top: mix('#b08d57', '#fff', 0.4) }),
      r.plant(0.3, 0.5, 160, 5, '#f2ede4').replace(/<ellipse[^>]*filter[^>]*\/>/, ''),
      ...[0.35, 0.5, 0.65].map((x) => r.pendant(x, 0.56, 0.3, 0.03, '#b08d57')),
    ]);
  },
};
