// A higher drone pass over a grid neighbourhood: streets, roofs, a park and a ravine edge.
import { canopy, hipRoof, road } from '../lib/aerial';
import { Svg, g, path, rect, rng, range, pick } from '../lib/svg';
import type { Scene } from './types';

export const aerialNeighbourhood: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const r = rng(99);
    const roofs = ['#6d6f75', '#8a5a48', '#5a5f66', '#9b7b5c', '#4b5058', '#a06a52', '#7b7f86'];
    const blocks: string[] = [];
    const trees: string[] = [];
    const cols = [0, 470, 940, 1410];
    const rows = [0, 420, 840];
    for (const bx of cols) {
      for (const by of rows) {
        if (bx === 940 && by === 420) {
          // Park with paths and a pond.
          blocks.push(rect(bx + 40, by + 40, 390, 340, '#7ea256'));
          blocks.push(
            path(`M${bx + 40},${by + 200} Q${bx + 230},${by + 90} ${bx + 430},${by + 260}`, 'none', {
              stroke: '#e3dac8',
              'stroke-width': 10,
            }),
          );
          blocks.push(path(`M${bx + 120},${by + 300} q60 -60 140 -20 q40 40 -30 70 q-90 20 -110 -50 z`, '#4da3b5'));
          for (let i = 0; i < 9; i++)
            trees.push(canopy(bx + range(r, 60, 410), by + range(r, 60, 360), range(r, 30, 48), '#3f6234', i + 200));
          continue;
        }
        blocks.push(rect(bx + 40, by + 40, 390, 340, '#789a4e'));
        for (let i = 0; i < 4; i++) {
          for (const side of [0, 1]) {
            const x = bx + 52 + i * 96;
            const y = side ? by + 230 : by + 60;
            blocks.push(hipRoof(x, y + range(r, 0, 20), range(r, 66, 80), range(r, 78, 96), pick(r, roofs)));
            if (r() < 0.6)
              trees.push(
                canopy(
                  x + range(r, 10, 70),
                  side ? by + 360 : by + 50,
                  range(r, 20, 34),
                  pick(r, ['#3f6234', '#4c7040', '#5a7a3a', '#8a7a3a']),
                  Math.floor(r() * 1e5),
                ),
              );
          }
        }
      }
    }
    return s.render([
      rect(0, 0, 1920, 1200, '#d8d2c7'),
      ...cols.map((x) => road(x - 10, 0, 50, 1200, true)),
      ...rows.map((y) => road(0, y - 10, 1920, 50)),
      road(1870, 0, 50, 1200, true),
      ...blocks,
      ...trees,
      // Ravine edge cutting the corner.
      path('M1920,700 Q1700,900 1780,1200 L1920,1200 Z', '#3a5a30'),
      g(Array.from({ length: 10 }, (_, i) => canopy(1800 + (i % 3) * 40, 760 + i * 46, 42, '#355a2e', 400 + i))),
    ]);
  },
};
