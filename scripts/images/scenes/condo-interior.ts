// A bright corner condo living room: floor-to-ceiling glass onto the towers, oak floor, linen sofa.
import { skyline } from '../lib/city';
import { SKIES, sky } from '../lib/nature';
import { Room, rug, sofa, table } from '../lib/room';
import { Svg, g, rect } from '../lib/svg';
import type { Scene } from './types';

export const condoInterior: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const r = new Room(s, 900, 560, 0.58);
    const view = g([
      sky(s, SKIES.day, 900),
      skyline(s, { base: 800, scale: 0.75, tint: '#7a8ba6', light: '#f4e6cf', needleX: 1180, seed: 9, haze: '#b3c1d3' }),
      rect(0, 740, 1920, 400, '#8aa3b8'),
    ]);
    return s.render([
      r.shell({ back: '#f1ebe1', left: '#e9e1d4', right: '#e4dbcc', floor: '#c9a47a', ceiling: '#f7f3ec' }),
      r.backWindow(0.04, 0.96, 0.06, 1, view, 4),
      r.lightPatch(0.1, 0.7, 0.05, 0.6, 0.15, '#fff7e3', 0.3),
      rug(r, 0.18, 0.82, 0.3, 0.85, '#e7dfd2', '#cdbfa9'),
      sofa(r, 0.22, 0.78, 0.22, 0.2, '#cfc3b0'),
      table(r, 0.36, 0.64, 0.86, 0.5, 0.68, '#8c6a4a', '#3b2d22', 0.02),
      r.box(0.4, 0.47, 0.83, 0.84, 0.55, 0.6, '#b08d57'),
      r.plant(0.1, 0.45, 380, 3, '#e8e0d4'),
      r.plant(0.88, 0.3, 300, 8, '#30343b'),
      r.pendant(0.5, 0.6, 0.3, 0.02, '#1f2937'),
      r.box(0.84, 0.845, 0.42, 1, 0.62, 0.625, '#2b2b2b'),
      r.pendant(0.842, 0.62, 0.44, 0.028, '#b08d57'),
    ]);
  },
};
