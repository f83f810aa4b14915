// Branded crew apparel: a slate softshell on a wooden hanger with a brass "NF" chest mark.
import { monogram } from '../lib/monogram';
import { glowSpot } from '../lib/nature';
import { Svg, g, line, path, rect } from '../lib/svg';
import type { Scene } from './types';

export const brandJacket: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const cx = 960;
    const body = `M${cx - 60},250 L${cx - 230},300 Q${cx - 300},330 ${cx - 320},420 L${cx - 420},860 Q${cx - 430},900 ${cx - 390},910 L${cx - 330},925 Q${cx - 300},930 ${cx - 295},895 L${cx - 250},600 L${cx - 245},1010 Q${cx},1040 ${cx + 245},1010 L${cx + 250},600 L${cx + 295},895 Q${cx + 300},930 ${cx + 330},925 L${cx + 390},910 Q${cx + 430},900 ${cx + 420},860 L${cx + 320},420 Q${cx + 300},330 ${cx + 230},300 L${cx + 60},250 Z`;
    const fabric = s.lin(
      [
        [0, '#2e3a4b'],
        [0.5, '#1f2937'],
        [1, '#161e2a'],
      ],
      0,
      0,
      1,
      1,
    );
    return s.render([
      rect(
        0,
        0,
        1920,
        1200,
        s.lin([
          [0, '#eee6d9'],
          [1, '#ddd2c0'],
        ]),
      ),
      glowSpot(s, 700, 300, 900, '#fff8ea', 0.8),
      // Rail and hanger.
      rect(
        0,
        150,
        1920,
        22,
        s.lin([
          [0, '#a77b52'],
          [1, '#6f4d32'],
        ]),
      ),
      path(`M${cx},172 q0 30 -18 40 q-14 10 -10 26`, 'none', { stroke: '#9a9ea5', 'stroke-width': 7, 'stroke-linecap': 'round' }),
      path(`M${cx - 250},298 Q${cx},230 ${cx + 250},298 L${cx + 250},312 Q${cx},248 ${cx - 250},312 Z`, '#b88a5e'),
      // Soft shadow on the wall.
      path(body, '#000', { opacity: 0.22, filter: s.blur(22), transform: 'translate(30 40)' }),
      path(body, fabric),
      // Seams, zipper, pockets, cuffs, hem, collar.
      path(`M${cx - 250},600 Q${cx - 255},420 ${cx - 230},300`, 'none', { stroke: '#0f1620', 'stroke-width': 3, opacity: 0.6 }),
      path(`M${cx + 250},600 Q${cx + 255},420 ${cx + 230},300`, 'none', { stroke: '#0f1620', 'stroke-width': 3, opacity: 0.6 }),
      line(cx, 262, cx, 1030, '#0d131b', 10),
      line(cx, 262, cx, 1030, '#b08d57', 2, { 'stroke-dasharray': '4 4' }),
      rect(cx - 9, 420, 18, 36, '#b08d57', { rx: 4 }),
      path(`M${cx - 200},800 L${cx - 90},760`, 'none', { stroke: '#0d131b', 'stroke-width': 6, 'stroke-linecap': 'round' }),
      path(`M${cx + 200},800 L${cx + 90},760`, 'none', { stroke: '#0d131b', 'stroke-width': 6, 'stroke-linecap': 'round' }),
      rect(cx - 246, 960, 492, 60, '#141b26', { rx: 10 }),
      ...[-1, 1].map((d) => path(`M${cx + d * 420},858 L${cx + d * 330},880 L${cx + d * 322},928 L${cx + d * 392},912 Z`, '#141b26')),
      path(
        `M${cx - 60},250 Q${cx - 110},330 ${cx - 70},380 L${cx},300 L${cx + 70},380 Q${cx + 110},330 ${cx + 60},250 Q${cx},232 ${cx - 60},250 Z`,
        '#263244',
      ),
      path(`M${cx - 60},250 Q${cx},270 ${cx + 60},250`, 'none', { stroke: '#0f1620', 'stroke-width': 4 }),
      // Chest mark, embroidered in brass.
      g(monogram('#c9a66b'), { transform: `translate(${cx + 90} 430) scale(1.7)` }),
      rect(cx + 100, 524, 90, 3, '#c9a66b', { opacity: 0.8 }),
      // Sheen.
      path(`M${cx - 200},330 Q${cx - 120},600 ${cx - 180},1000`, 'none', {
        stroke: '#ffffff',
        'stroke-width': 40,
        opacity: 0.04,
        filter: s.blur(12),
      }),
    ]);
  },
};
