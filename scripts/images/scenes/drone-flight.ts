// A drone holding position above a lakeside neighbourhood at golden hour.
import { drone } from '../lib/gear';
import { modernHouse } from '../lib/house';
import { SKIES, cloudBands, glowSpot, ridge, sky, treeLine, water } from '../lib/nature';
import { Svg } from '../lib/svg';
import type { Scene } from './types';

export const droneFlight: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    return s.render([
      sky(s, SKIES.golden, 1000),
      glowSpot(s, 1500, 820, 700, '#ffd9a0', 0.85),
      cloudBands(s, 30, 12, 100, 650, '#ffffff', 0.4),
      ridge(2, 1920, 800, 30, '#8c93a8', 1200),
      water(s, 840, 80, '#c9b7a6', '#9aa4b5', 3),
      ridge(4, 1920, 900, 20, '#5c6f55', 1200),
      treeLine(5, -40, 1960, 930, 90, 160, '#44593f', 1.4, ['round', 'pine'], '#94a36c'),
      modernHouse(s, { x: 660, base: 1060, scale: 0.6, lit: 0.6, sky: '#b5a89b', wall: '#efe9df' }),
      ridge(6, 1920, 1060, 8, '#5b7445', 1200),
      treeLine(9, -60, 560, 1200, 220, 380, '#2f4433', 1.1, ['round', 'pine'], '#6d8458'),
      treeLine(10, 1380, 1980, 1200, 220, 380, '#2f4433', 1.1, ['round', 'pine'], '#6d8458'),
      drone(s, 860, 400, 1.5, -4),
    ]);
  },
};
