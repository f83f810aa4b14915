// A laptop on a walnut desk showing a single-property website: hero photo, nav, gallery cards.
import { modernHouse } from '../lib/house';
import { SKIES, glowSpot, sky, treeLine } from '../lib/nature';
import { Svg, circle, ellipse, g, path, rect } from '../lib/svg';
import type { Scene } from './types';

export const websiteLaptop: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const sx = 520,
      sy = 250,
      sw = 880,
      sh = 550;
    const heroH = 300;
    const heroClip = s.clip(rect(sx, sy + 44, sw, heroH, '#000'));
    const hero = g(
      [
        sky(s, SKIES.dusk, sy + 44 + heroH),
        glowSpot(s, sx + sw * 0.75, sy + 300, 300, '#ffd29a', 0.7),
        treeLine(5, sx - 20, sx + sw + 20, sy + 300, 60, 110, '#2c2f42', 1.3),
        modernHouse(s, { x: sx + 250, base: sy + 310, scale: 0.4, lit: 1, sky: '#5a4a6e' }),
        rect(sx, sy + 300, sw, 60, '#1b2030'),
      ],
      { 'clip-path': heroClip },
    );
    const card = (x: number, c1: string, c2: string) =>
      g([
        rect(
          x,
          sy + 376,
          190,
          110,
          s.lin([
            [0, c1],
            [1, c2],
          ]),
          { rx: 8 },
        ),
        rect(x, sy + 496, 150, 9, '#cfc6b8', { rx: 4 }),
        rect(x, sy + 514, 100, 9, '#e1dacf', { rx: 4 }),
      ]);
    return s.render([
      rect(
        0,
        0,
        1920,
        1200,
        s.lin([
          [0, '#efe8dc'],
          [1, '#e2d8c8'],
        ]),
      ),
      glowSpot(s, 300, 200, 900, '#fff7e6', 0.7),
      // Desk.
      rect(
        0,
        900,
        1920,
        300,
        s.linU(
          [
            [0, '#7a5438'],
            [1, '#4f3424'],
          ],
          0,
          900,
          0,
          1200,
        ),
      ),
      rect(0, 900, 1920, 6, '#9a6d4a'),
      // Laptop lid and screen.
      rect(sx - 30, sy - 30, sw + 60, sh + 70, '#2a2e35', { rx: 22 }),
      rect(sx, sy, sw, sh, '#f6f1e8'),
      rect(sx, sy, sw, 44, '#f6f1e8'),
      rect(sx + 24, sy + 15, 110, 14, '#1f2937', { rx: 3 }),
      ...[0, 1, 2, 3].map((i) => rect(sx + 520 + i * 72, sy + 18, 52, 8, '#9aa1ab', { rx: 4 })),
      rect(sx + sw - 110, sy + 10, 90, 24, '#b08d57', { rx: 12 }),
      hero,
      rect(
        sx,
        sy + 44,
        sw,
        heroH,
        s.lin([
          [0.4, '#0b1018', 0],
          [1, '#0b1018', 0.6],
        ]),
      ),
      rect(sx + 40, sy + 250, 300, 18, '#ffffff', { rx: 4 }),
      rect(sx + 40, sy + 280, 200, 10, '#e8dcc8', { rx: 4 }),
      card(sx + 40, '#a9c8e3', '#f1e6d2'),
      card(sx + 250, '#c9a47a', '#efe9df'),
      card(sx + 460, '#8aa3b8', '#dfe6e4'),
      card(sx + 670, '#3b3c68', '#e0896a'),
      circle(sx + sw / 2, sy - 14, 4, '#111'),
      // Base.
      path(
        `M${sx - 140},${sy + sh + 40} L${sx + sw + 140},${sy + sh + 40} L${sx + sw + 110},${sy + sh + 78} L${sx - 110},${sy + sh + 78} Z`,
        '#b9bdc4',
      ),
      rect(sx - 140, sy + sh + 36, sw + 280, 10, '#d6d9de', { rx: 4 }),
      rect(sx + sw / 2 - 90, sy + sh + 38, 180, 8, '#a3a7ae', { rx: 4 }),
      ellipse(sx + sw / 2, sy + sh + 86, sw * 0.62, 14, '#000', { opacity: 0.25, filter: s.blur(8) }),
      // Coffee and a plant.
      ellipse(1620, 1010, 90, 16, '#000', { opacity: 0.2, filter: s.blur(6) }),
      path('M1560,900 L1680,900 L1668,1000 Q1620,1012 1572,1000 Z', '#f4efe7'),
      ellipse(1620, 900, 60, 12, '#5a3a26'),
      path('M1680,920 q40 0 36 34 q-4 26 -40 26', 'none', { stroke: '#f4efe7', 'stroke-width': 10 }),
      ellipse(280, 1000, 110, 18, '#000', { opacity: 0.2, filter: s.blur(6) }),
      path('M200,860 L360,860 L340,1000 L220,1000 Z', '#2f3540'),
      ...Array.from({ length: 9 }, (_, i) =>
        path(
          `M280,860 Q${200 + i * 22},${700 - (i % 3) * 40} ${190 + i * 24},${640 - (i % 4) * 30} Q${250 + i * 8},${760} 280,860 Z`,
          i % 2 ? '#4f7a4a' : '#6b9a5a',
        ),
      ),
    ]);
  },
};
