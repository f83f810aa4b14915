// Measured floor plan as clean line art: poché walls, door swings, windows, furniture, dimensions.
import { Svg, circle, g, line, path, poly, rect, text } from '../lib/svg';
import type { Scene } from './types';

const INK = '#1f2937';
const FAINT = '#8b94a3';
const BRASS = '#b08d57';

export const floorPlan: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const W = (x1: number, y1: number, x2: number, y2: number, t = 12) => line(x1, y1, x2, y2, INK, t, { 'stroke-linecap': 'square' });
    const door = (x: number, y: number, r: number, a0: number, a1: number) => {
      const rad = (d: number) => (d * Math.PI) / 180;
      const [ex, ey] = [x + r * Math.cos(rad(a1)), y + r * Math.sin(rad(a1))];
      const [sx, sy] = [x + r * Math.cos(rad(a0)), y + r * Math.sin(rad(a0))];
      return g([
        line(x, y, ex, ey, INK, 3),
        path(`M${sx},${sy} A${r},${r} 0 0 ${a1 > a0 ? 1 : 0} ${ex},${ey}`, 'none', {
          stroke: FAINT,
          'stroke-width': 2,
          'stroke-dasharray': '6 5',
        }),
      ]);
    };
    const win = (x1: number, y1: number, x2: number, y2: number) =>
      g([
        line(x1, y1, x2, y2, '#f6f1e8', 14),
        line(x1, y1, x2, y2, INK, 14, { opacity: 0.0 }),
        ...(x1 === x2
          ? [-5, 5].map((d) => line(x1 + d, y1, x2 + d, y2, INK, 2))
          : [-5, 5].map((d) => line(x1, y1 + d, x2, y2 + d, INK, 2))),
      ]);
    const F = { fill: 'none', stroke: FAINT, 'stroke-width': 2 };
    const label = (x: number, y: number, t: string) =>
      text(x, y, t, {
        'font-family': 'Helvetica, Arial, sans-serif',
        'font-size': 20,
        'letter-spacing': 3,
        fill: FAINT,
        'text-anchor': 'middle',
      });
    const X0 = 300,
      Y0 = 170,
      X1 = 1620,
      Y1 = 1030;
    return s.render([
      rect(0, 0, 1920, 1200, '#f6f1e8'),
      // Faint drafting grid.
      g(Array.from({ length: 48 }, (_, i) => line(i * 40, 0, i * 40, 1200, '#e7dfd1', 1))),
      g(Array.from({ length: 30 }, (_, i) => line(0, i * 40, 1920, i * 40, '#e7dfd1', 1))),
      // Furniture first so walls sit on top.
      g([
        rect(360, 230, 220, 260, '#fff', F),
        rect(370, 240, 90, 50, 'none', F),
        rect(480, 240, 90, 50, 'none', F),
        rect(1380, 230, 200, 240, '#fff', F),
        rect(1390, 240, 80, 48, 'none', F),
        rect(1490, 240, 80, 48, 'none', F),
        rect(360, 820, 340, 110, '#fff', F),
        rect(372, 832, 316, 86, 'none', F),
        rect(420, 640, 220, 120, 'none', F),
        circle(1100, 860, 95, '#fff', F),
        ...[0, 60, 120, 180, 240, 300].map((a) =>
          circle(1100 + 130 * Math.cos((a * Math.PI) / 180), 860 + 130 * Math.sin((a * Math.PI) / 180), 22, 'none', F),
        ),
        rect(860, 590, 440, 60, '#fff', F),
        circle(960, 620, 18, 'none', F),
        circle(1010, 620, 18, 'none', F),
        rect(940, 700, 280, 80, '#fff', F),
        rect(760, 230, 90, 160, '#fff', F),
        path('M870,240 h80 v60 h-80 z', 'none', F),
        rect(1400, 700, 180, 90, '#fff', F),
      ]),
      // Exterior walls with window openings.
      W(X0, Y0, X1, Y0, 18),
      W(X1, Y0, X1, Y1, 18),
      W(X1, Y1, X0, Y1, 18),
      W(X0, Y1, X0, Y0, 18),
      win(380, Y0, 560, Y0),
      win(1400, Y0, 1560, Y0),
      win(380, Y1, 720, Y1),
      win(960, Y1, 1240, Y1),
      win(X0, 640, X0, 780),
      win(X1, 620, X1, 820),
      // Interior partitions with door gaps.
      W(X0, 540, 620, 540),
      W(720, 540, 1000, 540),
      W(700, Y0, 700, 450),
      W(1000, Y0, 1000, 540),
      W(1300, Y0, 1300, 440),
      W(1300, 540, 1300, 560),
      W(1300, 560, X1, 560),
      W(1400, 560, 1400, 560),
      W(700, 420, 1000, 420),
      door(620, 540, 96, 0, -90),
      door(1000, 540, 100, 180, 270),
      door(1300, 440, 96, 90, 180),
      door(700, 450, 80, 90, 0),
      door(880, Y1, 110, 180, 270),
      // Stair.
      g(Array.from({ length: 10 }, (_, i) => line(1040, 200 + i * 30, 1260, 200 + i * 30, FAINT, 2))),
      path('M1150,480 V210 m-12,14 l12,-14 l12,14', 'none', { stroke: INK, 'stroke-width': 2 }),
      label(480, 520, 'BEDROOM'),
      label(1470, 520, 'PRIMARY'),
      label(850, 330, 'BATH'),
      label(560, 990, 'LIVING'),
      label(1100, 990, 'DINING'),
      label(1090, 690, 'KITCHEN'),
      label(850, 500, 'LAUNDRY'),
      // Dimension strings in brass.
      g([
        line(X0, 110, X1, 110, BRASS, 2),
        line(X0, 96, X0, 124, BRASS, 2),
        line(X1, 96, X1, 124, BRASS, 2),
        line(960, 96, 960, 124, BRASS, 2),
      ]),
      g([line(1690, Y0, 1690, Y1, BRASS, 2), line(1676, Y0, 1704, Y0, BRASS, 2), line(1676, Y1, 1704, Y1, BRASS, 2)]),
      text(630, 98, '10.4 m', { 'font-family': 'Helvetica, Arial, sans-serif', 'font-size': 22, fill: BRASS, 'text-anchor': 'middle' }),
      text(1290, 98, '12.1 m', { 'font-family': 'Helvetica, Arial, sans-serif', 'font-size': 22, fill: BRASS, 'text-anchor': 'middle' }),
      // North arrow.
      g([
        circle(1760, 1080, 40, 'none', { stroke: INK, 'stroke-width': 2 }),
        poly(
          [
            [1760, 1046],
            [1774, 1092],
            [1760, 1082],
            [1746, 1092],
          ],
          INK,
        ),
      ]),
    ]);
  },
};
