// The founder as a warm, backlit silhouette raising a camera; soft window bokeh behind him.
import { Svg, circle, ellipse, g, path, rect, rng, range } from '../lib/svg';
import type { Scene } from './types';

export const founderPortrait: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    const r = rng(5);
    const bokeh: string[] = [];
    for (let i = 0; i < 38; i++) {
      const rr = range(r, 18, 70);
      bokeh.push(circle(range(r, 0, 1920), range(r, 100, 900), rr, i % 3 ? '#ffcf8a' : '#ffe6bd', { opacity: range(r, 0.12, 0.4) }));
    }
    // Three-quarter profile facing left, camera raised to the eye; the body turns toward us.
    const figure = [
      // Shoulders and chest.
      path('M520,1200 C540,1010 640,930 800,905 L1100,900 C1260,920 1380,1000 1420,1200 Z', 'X'),
      // Neck.
      path('M930,920 L950,790 L1060,790 L1080,920 Z', 'X'),
      // Head, with a short crop of hair at the back.
      ellipse(1000, 660, 125, 150, 'X'),
      path('M905,560 Q930,470 1030,480 Q1135,495 1128,610 Q1110,560 1040,548 Q960,540 905,560 Z', 'X'),
      ellipse(1120, 680, 18, 34, 'X'),
      // Camera body in front of the face, lens toward the light, hood.
      path('M790,590 L950,590 Q968,590 968,608 L968,738 Q968,756 950,756 L790,756 Q772,756 772,738 L772,608 Q772,590 790,590 Z', 'X'),
      path('M820,560 L900,560 L910,590 L810,590 Z', 'X'),
      path('M640,620 L772,620 L772,730 L640,730 Z', 'X'),
      path('M585,604 L640,620 L640,730 L585,746 Z', 'X'),
      // Left hand cradling the lens, right hand on the grip; forearms down to the body.
      path('M640,735 Q650,700 700,712 L740,740 Q760,790 740,840 L700,1000 L600,1010 Q610,880 640,735 Z', 'X'),
      path('M940,700 Q990,690 1010,740 L1160,930 L1050,980 L930,790 Z', 'X'),
    ];
    const fig = (fill: string, extra: Record<string, string | number> = {}) =>
      g(
        figure.map((p) => p.replace(/fill="[^"]*"/, `fill="${fill}"`)),
        extra,
      );
    return s.render([
      rect(
        0,
        0,
        1920,
        1200,
        s.lin(
          [
            [0, '#3a2f3b'],
            [0.55, '#c27a4e'],
            [1, '#f3c58a'],
          ],
          0,
          0,
          1,
          0.3,
        ),
      ),
      // Window frame behind.
      rect(1280, 0, 20, 1200, '#2b2228', { opacity: 0.5 }),
      rect(0, 380, 1920, 16, '#2b2228', { opacity: 0.35 }),
      g(bokeh, { filter: s.blur(6) }),
      circle(
        1240,
        520,
        600,
        s.rad([
          [0, '#fff0cf', 0.85],
          [0.4, '#ffcf8a', 0.35],
          [1, '#ffcf8a', 0],
        ]),
      ),
      // Rim light: the figure in brass, nudged toward the light, then the slate figure on top.
      fig('#ffd9a0', { transform: 'translate(10 -6)', filter: s.blur(4) }),
      fig('#f2b46b', { transform: 'translate(5 -3)' }),
      fig('#1c222d'),
      // Brass lens ring catching the light.
      rect(690, 616, 12, 118, '#b08d57', { rx: 4 }),
      ellipse(590, 675, 8, 64, '#2b3442'),
      rect(
        0,
        0,
        1920,
        1200,
        s.rad(
          [
            [0.55, '#120d12', 0],
            [1, '#120d12', 0.45],
          ],
          0.55,
          0.5,
          0.8,
        ),
      ),
    ]);
  },
};
