// Summer backyard: the rear of a modern house, a turquoise pool, loungers and a cedar fence.
import { glazing, slats, volume } from '../lib/house';
import { SKIES, cumulus, sky, tree } from '../lib/nature';
import { Svg, ellipse, g, mix, path, poly, rect, rng, range } from '../lib/svg';
import type { Scene } from './types';

export const backyardPool: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const deck = 720;
    const r = rng(4);
    const ripples: string[] = [];
    for (let i = 0; i < 60; i++) {
      const y = range(r, 880, 1110);
      ripples.push(ellipse(range(r, 380, 1560), y, range(r, 30, 90), 4, '#ffffff', { opacity: range(r, 0.15, 0.4) }));
    }
    const lounger = (x: number) =>
      g([
        poly(
          [
            [x, 850],
            [x + 200, 850],
            [x + 210, 860],
            [x - 10, 860],
          ],
          '#f4efe6',
        ),
        poly(
          [
            [x - 10, 860],
            [x + 40, 780],
            [x + 60, 790],
            [x + 20, 860],
          ],
          '#efe8dc',
        ),
        rect(x, 860, 6, 20, '#2b2b2b'),
        rect(x + 190, 860, 6, 20, '#2b2b2b'),
      ]);
    return s.render([
      sky(s, SKIES.day, deck),
      cumulus(s, 2, 400, 200, 1.2),
      cumulus(s, 3, 1500, 150, 0.9),
      // Cedar fence and trees behind.
      tree('round', 120, 640, 520, '#4d6b3c', 8, '#93ad63'),
      tree('round', 1820, 640, 560, '#4d6b3c', 9, '#93ad63'),
      slats(s, 0, 520, 1920, 200, '#a9764f', 22),
      // House rear facade.
      volume(
        s,
        360,
        260,
        1200,
        460,
        s.lin([
          [0, '#f2ede4'],
          [1, '#d9d1c4'],
        ]),
        '#1f2937',
        20,
      ),
      glazing(s, 420, 460, 700, 260, { lit: 0.15, sky: '#a8c6e0', mullions: 5 }),
      glazing(s, 420, 300, 420, 120, { lit: 0.1, sky: '#a8c6e0', mullions: 3 }),
      slats(s, 1180, 300, 320, 420, '#9a6b44', 10),
      rect(360, 700, 1200, 24, '#000', { opacity: 0.15 }),
      // Stone deck and the pool.
      rect(
        0,
        deck,
        1920,
        480,
        s.linU(
          [
            [0, '#e2dacb'],
            [1, '#cfc4b1'],
          ],
          0,
          deck,
          0,
          1200,
        ),
      ),
      path('M360,880 L1580,880 L1700,1130 L240,1130 Z', '#ece5d8'),
      path(
        'M380,888 L1562,888 L1676,1118 L264,1118 Z',
        s.linU(
          [
            [0, '#5fc3cf'],
            [1, '#1e8aa6'],
          ],
          0,
          888,
          0,
          1118,
        ),
      ),
      path('M380,888 L1562,888 L1570,905 L372,905 Z', '#000', { opacity: 0.12 }),
      ...ripples,
      lounger(520),
      lounger(800),
      // Umbrella.
      rect(1340, 640, 8, 240, '#3b3b3b'),
      path('M1180,660 Q1344,560 1508,660 Z', mix('#b08d57', '#ffffff', 0.35)),
      ellipse(1344, 870, 150, 18, '#000', { opacity: 0.12 }),
    ]);
  },
};
