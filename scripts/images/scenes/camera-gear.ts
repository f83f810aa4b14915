// Flat lay of the kit: full-frame body, a wide and a tele lens, a folded drone, cards and batteries.
import { Svg, circle, g, line, rect } from '../lib/svg';
import type { Scene } from './types';

export const cameraGear: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const sh = (el: string, dx = 18, dy = 24) => g([g(el, { transform: `translate(${dx} ${dy})`, opacity: 0.35, filter: s.blur(14) }), el]);
    const lens = (x: number, y: number, r: number, ring = '#b08d57') =>
      sh(
        g([
          circle(x, y, r, '#1a1d23'),
          circle(x, y, r * 0.86, '#23272f'),
          circle(x, y, r * 0.8, 'none', { stroke: ring, 'stroke-width': r * 0.05 }),
          circle(
            x,
            y,
            r * 0.62,
            s.rad(
              [
                [0, '#4c6c9a'],
                [0.5, '#1a2438'],
                [1, '#0b0e14'],
              ],
              0.4,
              0.4,
              0.7,
            ),
          ),
          circle(x - r * 0.2, y - r * 0.22, r * 0.16, '#ffffff', { opacity: 0.35 }),
          circle(x + r * 0.18, y + r * 0.1, r * 0.06, '#c3a5ff', { opacity: 0.4 }),
        ]),
      );
    const body = sh(
      g([
        rect(520, 330, 560, 330, '#1c1f25', { rx: 48 }),
        rect(520, 330, 150, 330, '#15171c', { rx: 48 }),
        rect(880, 300, 140, 60, '#23272f', { rx: 16 }),
        circle(960, 300, 26, '#2c3038'),
        circle(960, 300, 14, '#b08d57'),
        rect(720, 300, 100, 40, '#2a2e36', { rx: 10 }),
        ...Array.from({ length: 9 }, (_, i) => line(540, 380 + i * 30, 650, 380 + i * 30, '#0c0e12', 3)),
      ]),
    );
    const drone = sh(
      g([
        rect(1220, 650, 220, 380, '#2a2e35', { rx: 60 }),
        ...[
          [1190, 690],
          [1450, 690],
          [1190, 990],
          [1450, 990],
        ].map(([x, y]) => g([rect(x! - 20, y! - 70, 40, 140, '#23272f', { rx: 18 }), circle(x!, y! - 60, 16, '#3a3f48')])),
        rect(1290, 980, 80, 60, '#15171c', { rx: 14 }),
        circle(1330, 1010, 16, '#0b0e14'),
      ]),
    );
    const card = (x: number, y: number, c: string) =>
      sh(g([rect(x, y, 90, 120, c, { rx: 8 }), rect(x + 10, y + 10, 70, 30, '#f6f1e8', { rx: 3 })]), 8, 10);
    return s.render([
      rect(
        0,
        0,
        1920,
        1200,
        s.lin(
          [
            [0, '#3a4454'],
            [1, '#252d3a'],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
      // Linen cloth under the kit.
      g(rect(340, 180, 1300, 860, '#e9e1d3', { rx: 6, transform: 'rotate(-4 990 610)' })),
      body,
      lens(800, 495, 150),
      lens(380, 860, 120, '#d9bb84'),
      lens(1640, 330, 170),
      drone,
      card(720, 820, '#b08d57'),
      card(840, 840, '#1f2937'),
      sh(rect(980, 800, 160, 90, '#30353e', { rx: 14 })),
      sh(rect(1560, 760, 70, 260, '#1c1f25', { rx: 30 })),
      sh(
        g([
          rect(160, 120, 260, 340, '#f6f1e8', { rx: 4 }),
          ...Array.from({ length: 7 }, (_, i) => rect(190, 170 + i * 38, i % 3 ? 180 : 120, 6, '#cdc3b3', { rx: 3 })),
        ]),
      ),
    ]);
  },
};
