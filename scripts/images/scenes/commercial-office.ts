// A boutique office building at blue hour: lit floors, glass lobby, plaza trees.
import { SKIES, glowSpot, sky, stars, tree } from '../lib/nature';
import { Svg, g, mix, rect, rng, range } from '../lib/svg';
import type { Scene } from './types';

export const commercialOffice: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const r = rng(12);
    const base = 1000;
    const x0 = 460;
    const w = 1000;
    const floors: string[] = [];
    for (let f = 0; f < 8; f++) {
      const y = base - 180 - f * 95;
      floors.push(rect(x0, y - 10, w, 12, '#d8d3ca'));
      for (let b = 0; b < 10; b++) {
        const lit = r() < 0.7;
        floors.push(
          rect(
            x0 + 10 + b * 98,
            y - 83,
            88,
            73,
            lit
              ? s.lin([
                  [0, '#fff1d0'],
                  [1, '#f1bd73'],
                ])
              : '#2b3a55',
            { opacity: lit ? range(r, 0.75, 1) : 1 },
          ),
        );
        if (lit && r() < 0.5) floors.push(rect(x0 + 20 + b * 98, y - 30, 60, 20, '#3a3530', { opacity: 0.5 }));
      }
    }
    return s.render([
      sky(s, SKIES.blue, base),
      stars(3, 60, 1920, 300),
      // Neighbouring dark towers.
      rect(60, 300, 300, 700, '#1c2538'),
      rect(1560, 200, 320, 800, '#1a2233'),
      ...Array.from({ length: 40 }, (_, i) =>
        rect(80 + (i % 8) * 34, 340 + Math.floor(i / 8) * 120, 18, 8, '#ffd89a', { opacity: (i * 7) % 3 ? 0.15 : 0.7 }),
      ),
      glowSpot(s, 960, 700, 700, '#ffcc8a', 0.25),
      rect(x0 - 20, base - 960, w + 40, 40, '#e6e0d6'),
      rect(x0, base - 920, w, 920, '#1f2a3f'),
      ...floors,
      // Double-height glass lobby.
      rect(
        x0,
        base - 170,
        w,
        170,
        s.lin([
          [0, '#ffe6b6'],
          [1, '#e8a45c'],
        ]),
      ),
      ...Array.from({ length: 11 }, (_, i) => rect(x0 + i * 100 - 3, base - 170, 6, 170, '#1f2937')),
      rect(x0 - 30, base - 190, w + 60, 22, '#1f2937'),
      rect(x0 + w / 2 - 120, base - 60, 240, 4, '#b08d57'),
      // Plaza.
      rect(
        0,
        base,
        1920,
        200,
        s.linU(
          [
            [0, '#3a3e46'],
            [1, '#1d2027'],
          ],
          0,
          base,
          0,
          1200,
        ),
      ),
      rect(
        x0,
        base,
        w,
        200,
        s.linU(
          [
            [0, '#f1c27f', 0.35],
            [1, '#f1c27f', 0],
          ],
          0,
          base,
          0,
          1200,
        ),
      ),
      ...[300, 1640].map((x, i) => tree('round', x, base + 40, 420, '#1b2a24', 70 + i, '#314a3c')),
      g([rect(720, base + 70, 480, 50, mix('#1f2937', '#000', 0.2), { rx: 6 })]),
    ]);
  },
};
