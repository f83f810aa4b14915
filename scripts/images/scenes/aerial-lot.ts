// Straight-down drone view of a single lot with its survey line in brass.
import { canopy, flatRoof, hipRoof, mowedLawn, road } from '../lib/aerial';
import { Svg, circle, g, rect } from '../lib/svg';
import type { Scene } from './types';

export const aerialLot: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const lot = { x: 560, y: 120, w: 800, h: 830 };
    const pins = [
      [lot.x, lot.y],
      [lot.x + lot.w, lot.y],
      [lot.x, lot.y + lot.h],
      [lot.x + lot.w, lot.y + lot.h],
    ];
    return s.render([
      rect(0, 0, 1920, 1200, '#6f8f4c'),
      mowedLawn(s, 0, 0, 560, 950, '#678a48', 50),
      mowedLawn(s, 1360, 0, 560, 950, '#6a8c4a', 50),
      mowedLawn(s, lot.x, lot.y, lot.w, lot.h, '#7aa050', 55),
      // Neighbours.
      hipRoof(130, 260, 320, 380, '#6d6f75'),
      rect(240, 640, 120, 310, '#b9b4ab'),
      hipRoof(1480, 220, 330, 400, '#8a5a48'),
      rect(1560, 620, 120, 330, '#b9b4ab'),
      // Back garden: pool with deck, patio.
      rect(700, 150, 420, 230, '#d8cfbf'),
      rect(740, 180, 300, 150, '#3bb0c4'),
      rect(
        740,
        180,
        300,
        150,
        s.lin(
          [
            [0, '#7fd6e2', 0.6],
            [1, '#1f8aa6', 0.2],
          ],
          0,
          0,
          1,
          1,
        ),
      ),
      // The house: modern flat roof with a lighter upper volume and skylights.
      flatRoof(s, 640, 420, 640, 300, '#4b5058'),
      flatRoof(s, 660, 440, 360, 200, '#d9d3c9'),
      ...[720, 820, 920].map((x) => rect(x, 500, 60, 60, '#8fb3c9', { stroke: '#2b2f36', 'stroke-width': 4 })),
      rect(1080, 460, 160, 220, '#2f3a44'),
      ...[0, 1, 2, 3].map((i) => rect(1090 + i * 38, 470, 30, 200, '#3c4a57')),
      // Driveway and walkway to the street.
      rect(1100, 720, 170, 230, '#c9c2b6'),
      rect(880, 720, 60, 230, '#ded6c8'),
      // Trees.
      canopy(600, 180, 90, '#3f6234', 1),
      canopy(1290, 260, 110, '#47693a', 2),
      canopy(620, 860, 80, '#4c7040', 3),
      canopy(460, 120, 120, '#3a5a30', 4),
      canopy(1420, 820, 95, '#3f6234', 5),
      // Sidewalk and street.
      rect(0, 950, 1920, 50, '#d8d2c7'),
      rect(0, 1000, 1920, 14, '#b8b1a5'),
      road(0, 1014, 1920, 186),
      // Survey line.
      rect(lot.x, lot.y, lot.w, lot.h, 'none', { stroke: '#f3d9a4', 'stroke-width': 5, 'stroke-dasharray': '24 14' }),
      ...pins.map(([x, y]) => g([circle(x!, y!, 16, '#b08d57'), circle(x!, y!, 6, '#fff8e8')])),
    ]);
  },
};
