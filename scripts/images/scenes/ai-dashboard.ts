// An analytics dashboard floating in layers: photo tiles being scored, a price-trend line,
// listing-demand bars and an accuracy gauge. Shapes, not words.
import { Svg, circle, g, path, polyline, rect, rng, range } from '../lib/svg';
import type { Scene } from './types';

export const aiDashboard: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const r = rng(8);
    const panel = (x: number, y: number, w: number, h: number, fill = '#f7f3ec') =>
      g([rect(x + 10, y + 24, w, h, '#000', { opacity: 0.35, rx: 18, filter: s.blur(22) }), rect(x, y, w, h, fill, { rx: 18 })]);
    const bars = (x: number, y: number, w: number, n: number, c = '#d7dce3') =>
      g(Array.from({ length: n }, (_, i) => rect(x, y + i * 22, w * (i ? range(r, 0.4, 0.9) : 1), 10, c, { rx: 5 })));
    const tile = (x: number, y: number, w: number, h: number, sky: [string, string], score: number) =>
      g([
        rect(
          x,
          y,
          w,
          h,
          s.lin([
            [0, sky[0]],
            [1, sky[1]],
          ]),
          { rx: 10 },
        ),
        path(
          `M${x},${y + h * 0.8} L${x + w * 0.25},${y + h * 0.45} L${x + w * 0.5},${y + h * 0.65} L${x + w},${y + h * 0.35} L${x + w},${y + h - 10} Q${x + w},${y + h} ${x + w - 10},${y + h} L${x + 10},${y + h} Q${x},${y + h} ${x},${y + h - 10} Z`,
          '#1f2937',
          { opacity: 0.55 },
        ),
        rect(x + w * 0.35, y + h * 0.5, w * 0.3, h * 0.3, '#f1e6d2'),
        rect(x + w * 0.42, y + h * 0.6, w * 0.08, h * 0.1, '#f4b868'),
        rect(x + 10, y + 10, 54, 22, score > 0.8 ? '#b08d57' : '#1f2937', { rx: 11 }),
        rect(x + 18, y + 18, 38 * score, 6, '#fff', { rx: 3, opacity: 0.9 }),
      ]);
    const pts: Array<[number, number]> = [];
    let v = 0.35;
    for (let i = 0; i <= 24; i++) {
      v = Math.min(0.95, Math.max(0.1, v + range(r, -0.06, 0.1)));
      pts.push([250 + i * 36, 840 - v * 260]);
    }
    const area = `M${pts[0]![0]},880 ` + pts.map(([x, y]) => `L${x},${y}`).join(' ') + ` L${pts[pts.length - 1]![0]},880 Z`;
    const arc = (pct: number, rr: number) => {
      const a = Math.PI * 2 * pct - Math.PI / 2;
      return `M1540,${740 - rr} A${rr},${rr} 0 ${pct > 0.5 ? 1 : 0} 1 ${1540 + rr * Math.cos(a)},${740 + rr * Math.sin(a)}`;
    };
    return s.render([
      rect(
        0,
        0,
        1920,
        1200,
        s.rad(
          [
            [0, '#2a3950'],
            [1, '#0f1520'],
          ],
          0.35,
          0.3,
          0.9,
        ),
      ),
      circle(
        1500,
        250,
        420,
        s.rad([
          [0, '#b08d57', 0.25],
          [1, '#b08d57', 0],
        ]),
      ),
      // Main window.
      panel(180, 140, 1120, 860, '#f6f1e8'),
      rect(180, 140, 1120, 64, '#1f2937', { rx: 18 }),
      rect(180, 180, 1120, 24, '#1f2937'),
      ...[0, 1, 2].map((i) => circle(220 + i * 26, 172, 7, ['#e0645a', '#e5b550', '#6fbf73'][i]!)),
      bars(240, 250, 220, 1, '#1f2937'),
      bars(240, 290, 160, 2),
      tile(240, 360, 240, 170, ['#7fa6cf', '#f1d6a8'], 0.92),
      tile(500, 360, 240, 170, ['#3b3c68', '#e0896a'], 0.88),
      tile(760, 360, 240, 170, ['#a9c8e3', '#f1e6d2'], 0.74),
      tile(1020, 360, 240, 170, ['#5e7fa8', '#efc79a'], 0.9),
      // Trend chart.
      rect(240, 580, 1020, 360, '#ffffff', { rx: 14 }),
      ...[0, 1, 2, 3].map((i) => rect(250, 620 + i * 70, 1000, 1.5, '#e6e0d6')),
      path(
        area,
        s.lin([
          [0, '#b08d57', 0.35],
          [1, '#b08d57', 0],
        ]),
      ),
      polyline(pts, '#b08d57', 5, { 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }),
      circle(...pts[18]!, 10, '#1f2937'),
      circle(...pts[18]!, 5, '#fff'),
      // Floating side cards.
      panel(1360, 200, 400, 330, '#1f2937'),
      bars(1400, 240, 180, 1, '#d9bb84'),
      ...Array.from({ length: 8 }, (_, i) => {
        const h = range(r, 60, 200);
        return rect(1400 + i * 42, 500 - h, 26, h, i === 5 ? '#d9bb84' : '#4b5a70', { rx: 6 });
      }),
      panel(1360, 580, 400, 320, '#f6f1e8'),
      path(arc(0.999, 110), 'none', { stroke: '#e6e0d6', 'stroke-width': 26 }),
      path(arc(0.88, 110), 'none', { stroke: '#b08d57', 'stroke-width': 26, 'stroke-linecap': 'round' }),
      circle(1540, 740, 56, '#1f2937'),
      rect(1516, 734, 48, 12, '#d9bb84', { rx: 6 }),
      bars(1440, 870, 200, 1),
    ]);
  },
};
