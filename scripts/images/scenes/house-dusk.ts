// The hero: a modern two-storey at dusk behind a reflecting pool. The wide variant is a tighter
// 16:9 crop of the very same drawing, so both heroes always match.
import { SKIES, cloudBands, glowSpot, reflection, ridge, sky, tree, treeLine, vignette, water } from '../lib/nature';
import { modernHouse } from '../lib/house';
import { Svg, circle, g, rect } from '../lib/svg';
import type { Scene } from './types';

export function draw(): { s: Svg; body: string[] } {
  const s = new Svg(1920, 1200);
  const base = 905;
  const house = modernHouse(s, { x: 440, base, scale: 1.12, lit: 1, sky: '#5a4a6e', seed: 11 });
  const flank = [
    tree('round', 300, base + 6, 360, '#1f2a2b', 4, '#3a4a45'),
    tree('pine', 190, base + 10, 430, '#1a2426', 5, '#34423f'),
    tree('round', 1620, base + 6, 330, '#1f2a2b', 6, '#4a4a48'),
    tree('poplar', 1760, base + 8, 420, '#1a2426', 7, '#3e4644'),
  ];
  const midground = g([
    ridge(21, 1920, 790, 26, '#4b3f5e', 1200),
    treeLine(22, -40, 1960, 835, 110, 190, '#2c2f42', 1.2),
    rect(
      0,
      860,
      1920,
      340,
      s.linU(
        [
          [0, '#2a3332'],
          [1, '#141b1c'],
        ],
        0,
        860,
        0,
        1200,
      ),
    ),
  ]);
  const scene = g([midground, house, ...flank]);
  const body = [
    sky(s, SKIES.dusk, 900),
    glowSpot(s, 1480, 800, 520, '#ffd29a', 0.75),
    cloudBands(s, 3, 14, 120, 620, '#f1b48f', 0.28),
    cloudBands(s, 9, 8, 60, 300, '#8a7aa8', 0.25),
    scene,
    // Reflecting pool along the front of the house.
    water(s, 930, 150, '#2d3148', '#1b2030', 14, '#ffd7a8'),
    reflection(s, g([sky(s, SKIES.dusk, 900), scene]), 930, 150, 0.7, 2),
    rect(0, 926, 1920, 6, '#8d8478'),
    rect(
      0,
      1080,
      1920,
      120,
      s.linU(
        [
          [0, '#1d2322'],
          [1, '#0f1414'],
        ],
        0,
        1080,
        0,
        1200,
      ),
    ),
    rect(0, 1080, 1920, 5, '#6f675e'),
    // Path lights along the pool edge.
    ...[230, 560, 890, 1220, 1550, 1800].map((x) => g([glowSpot(s, x, 1088, 60, '#ffcf8a', 0.6), circle(x, 1088, 3, '#fff3d6')])),
    vignette(s, 0.4),
  ];
  return { s, body };
}

export const houseDusk: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const { s, body } = draw();
    return s.render(body);
  },
};

export const houseDuskWide: Scene = {
  width: 1600,
  height: 900,
  render() {
    const { s, body } = draw();
    return s.render(body, [130, 235, 1600, 900], [1600, 900]);
  },
};
