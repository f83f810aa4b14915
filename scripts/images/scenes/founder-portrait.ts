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
    // Head, shoulders and arms raising a camera to the eye, facing left.
    const figure = [
      path('M560,1200 C580,980 700,900 860,880 L1060,880 C1220,900 1320,980 1360,1200 Z', 'X'),
      path('M880,900 L900,760 L1010,760 L1030,900 Z', 'X'),
      ellipse(960, 640, 130, 160, 'X'),
      path('M830,560 Q860,430 980,440 Q1100,450 1100,580 Q1060,500 960,505 Q880,505 830,560 Z', 'X'),
      // Forearms to the camera.
      path('M700,1040 C680,900 700,800 770,740 L830,780 C790,850 790,930 800,1040 Z', 'X'),
      path('M1230,1040 C1230,940 1120,840 1000,800 L980,860 C1060,890 1120,960 1130,1060 Z', 'X'),
      // Camera held at the eye, lens toward the viewer's left.
      path('M700,640 L880,640 Q900,640 900,660 L900,780 Q900,800 880,800 L700,800 Q680,800 680,780 L680,660 Q680,640 700,640 Z', 'X'),
      path('M590,670 L700,670 L700,780 L590,780 Q570,780 570,760 L570,690 Q570,670 590,670 Z', 'X'),
      path('M740,610 L820,610 L830,640 L730,640 Z', 'X'),
    ];
    const fig = (fill: string, extra: Record<string, string | number> = {}) =>
      g(figure.map((p) => p.replace(/fill="[^"]*"/, `fill="${fill}"`)), extra);
    return s.render([
      rect(0, 0, 1920, 1200, s.lin([[0, '#3a2f3b'], [0.55, '#c27a4e'], [1, '#f3c58a']], 0, 0, 1, 0.3)),
      // Window frame behind.
      rect(1280, 0, 20, 1200, '#2b2228', { opacity: 0.5 }),
      rect(0, 380, 1920, 16, '#2b2228', { opacity: 0.35 }),
      g(bokeh, { filter: s.blur(6) }),
      circle(1240, 520, 600, s.rad([[0, '#fff0cf', 0.85], [0.4, '#ffcf8a', 0.35], [1, '#ffcf8a', 0]])),
      // Rim light: the figure in brass, nudged toward the light, then the slate figure on top.
      fig('#ffd9a0', { transform: 'translate(10 -6)', filter: s.blur(4) }),
      fig('#f2b46b', { transform: 'translate(5 -3)' }),
      fig('#1c222d'),
      // Brass lens ring catching the light.
      rect(600, 668, 12, 114, '#b08d57', { rx: 4 }),
      rect(0, 0, 1920, 1200, s.rad([[0.55, '#120d12', 0], [1, '#120d12', 0.45]], 0.55, 0.5, 0.8)),
    ]);
  },
};
