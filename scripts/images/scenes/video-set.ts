// On set: a cinema camera and a softbox framing a finished living room.
import { cameraRig, softbox } from '../lib/gear';
import { SKIES, sky, treeLine } from '../lib/nature';
import { Room, rug, sofa, table } from '../lib/room';
import { Svg, g, rect } from '../lib/svg';
import type { Scene } from './types';

export const videoSet: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const r = new Room(s, 860, 500, 0.5);
    const view = g([sky(s, SKIES.golden, 700), treeLine(3, 0, 1920, 640, 150, 260, '#60784f', 1.3), rect(0, 620, 1920, 500, '#7f9462')]);
    return s.render([
      r.shell({ back: '#e6ddcf', left: '#d9cebd', right: '#dfd4c3', floor: '#9c7654', ceiling: '#f2ede4' }),
      r.backWindow(0.1, 0.9, 0.1, 0.9, view, 4, '#1f2937'),
      r.lightPatch(0.2, 0.8, 0.05, 0.5, 0.1, '#ffe9c4', 0.3),
      rug(r, 0.2, 0.8, 0.3, 0.8, '#d9ccb6'),
      sofa(r, 0.25, 0.75, 0.22, 0.2, '#b89a78'),
      table(r, 0.38, 0.62, 0.86, 0.5, 0.66, '#3b3027', '#1f2937'),
      r.plant(0.12, 0.4, 360, 4, '#e3dacb'),
      // Crew gear in the foreground, a touch darker for depth.
      softbox(s, 260, 520, 1.25, 1180, 0),
      cameraRig(s, 1500, 760, 1.5, '#15181f', 1220),
      rect(
        0,
        0,
        1920,
        1200,
        s.rad(
          [
            [0.5, '#0b0f16', 0],
            [1, '#0b0f16', 0.45],
          ],
          0.5,
          0.45,
          0.8,
        ),
      ),
    ]);
  },
};
