// Virtual staging mid-edit: the right half furnished, the left half still empty with brass
// placement outlines and selection handles where the next pieces will go.
import { Room, abstractArt, rug, sofa, table } from '../lib/room';
import { Svg, circle, g, rect, line } from '../lib/svg';
import type { Scene } from './types';

export const virtualStaging: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const r = new Room(s, 960, 540, 0.56);
    const ghost = { fill: 'none', stroke: '#b08d57', 'stroke-width': 3, 'stroke-dasharray': '14 10' };
    const outline = (X0: number, X1: number, Y0: number, Y1: number, Z0: number, Z1: number) =>
      g([
        r.quad(
          [
            [X0, Y1, Z0],
            [X1, Y1, Z0],
            [X1, Y1, Z1],
            [X0, Y1, Z1],
          ],
          'none',
          ghost,
        ),
        r.quad(
          [
            [X0, Y0, Z1],
            [X1, Y0, Z1],
            [X1, Y1, Z1],
            [X0, Y1, Z1],
          ],
          '#b08d57',
          { ...ghost, fill: '#b08d57', 'fill-opacity': 0.08 },
        ),
        r.quad(
          [
            [X0, Y0, Z0],
            [X1, Y0, Z0],
            [X1, Y0, Z1],
            [X0, Y0, Z1],
          ],
          'none',
          ghost,
        ),
      ]);
    const [hx0, hy0] = r.p(0.06, 0.62, 0.55);
    const [hx1, hy1] = r.p(0.3, 1, 0.55);
    const handles = [
      [hx0, hy0],
      [hx1, hy0],
      [hx0, hy1],
      [hx1, hy1],
    ].map(([x, y]) => rect(x! - 9, y! - 9, 18, 18, '#fff', { stroke: '#b08d57', 'stroke-width': 3 }));
    const [dx, dy0] = r.p(0.5, 0, 1);
    return s.render([
      r.shell({ back: '#ece6dc', left: '#e2d9cc', right: '#e6dece', floor: '#c4a07a', ceiling: '#f7f3ec' }),
      r.lightPatch(0.05, 0.4, 0.05, 0.6, 0.1, '#fff6e0', 0.25),
      // Staged half.
      rug(r, 0.52, 0.95, 0.3, 0.85, '#e3d9c8', '#cbbba3'),
      sofa(r, 0.55, 0.95, 0.12, 0.2, '#7d8b86'),
      table(r, 0.62, 0.84, 0.86, 0.5, 0.66, '#2f3540', '#1f2937'),
      r.frameArt(0.64, 0.86, 0.24, 0.42, abstractArt('#c98f5a', '#56706b', '#eadfcc'), '#1f2937'),
      r.plant(0.97, 0.4, 340, 7, '#d8cfc2'),
      // Empty half: outlines for an armchair and a console.
      outline(0.06, 0.3, 0.62, 1, 0.35, 0.55),
      outline(0.08, 0.4, 0.72, 1, 0.0, 0.08),
      ...handles,
      // The split line and its handle.
      line(dx, 0, dx, 1200, '#ffffff', 4, { opacity: 0.9 }),
      circle(dx, 640, 34, '#1f2937'),
      circle(dx, 640, 34, 'none', { stroke: '#b08d57', 'stroke-width': 4 }),
      rect(dx - 14, 636, 28, 8, '#b08d57', { rx: 4 }),
      rect(dx - 4, dy0, 8, 0, '#fff'),
    ]);
  },
};
