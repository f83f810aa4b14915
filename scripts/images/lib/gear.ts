// Production gear: a cinema camera on a tripod, a softbox, a quadcopter drone.
import { type Svg, circle, ellipse, g, line, mix, path, rect } from './svg';

/** Camera seen from the side, lens pointing left; (x, y) is the tripod head. */
export function cameraRig(s: Svg, x: number, y: number, k: number, body = '#1b1f27', floor?: number): string {
  const parts: string[] = [];
  if (floor !== undefined) {
    for (const dx of [-190, 10, 170])
      parts.push(line(x, y + 30 * k, x + dx * k, floor, mix(body, '#555', 0.2), 9 * k, { 'stroke-linecap': 'round' }));
    parts.push(rect(x - 10 * k, y + 10 * k, 20 * k, (floor - y) * 0.45, body));
  }
  parts.push(rect(x - 50 * k, y, 100 * k, 24 * k, mix(body, '#333', 0.3), { rx: 6 * k }));
  parts.push(rect(x - 90 * k, y - 120 * k, 200 * k, 120 * k, body, { rx: 14 * k }));
  parts.push(rect(x - 80 * k, y - 110 * k, 90 * k, 8 * k, '#ffffff', { opacity: 0.08, rx: 4 * k }));
  // Lens barrel with a brass focus ring, and a matte box.
  parts.push(rect(x - 200 * k, y - 100 * k, 115 * k, 80 * k, mix(body, '#000', 0.2), { rx: 10 * k }));
  parts.push(rect(x - 160 * k, y - 104 * k, 24 * k, 88 * k, '#b08d57', { rx: 4 * k }));
  parts.push(
    path(
      `M${x - 200 * k},${y - 100 * k} L${x - 250 * k},${y - 128 * k} L${x - 250 * k},${y + 8 * k} L${x - 200 * k},${y - 20 * k} Z`,
      mix(body, '#000', 0.1),
    ),
  );
  // Top handle and monitor.
  parts.push(rect(x - 60 * k, y - 150 * k, 120 * k, 14 * k, body, { rx: 7 * k }));
  parts.push(rect(x - 50 * k, y - 150 * k, 12 * k, 34 * k, body));
  parts.push(rect(x + 40 * k, y - 150 * k, 12 * k, 34 * k, body));
  parts.push(rect(x + 70 * k, y - 210 * k, 120 * k, 80 * k, body, { rx: 8 * k }));
  parts.push(
    rect(
      x + 78 * k,
      y - 202 * k,
      104 * k,
      64 * k,
      s.lin([
        [0, '#f1c58d'],
        [1, '#6b4d6e'],
      ]),
    ),
  );
  parts.push(circle(x + 90 * k, y - 60 * k, 7 * k, '#e0483e'));
  return g(parts);
}

/** A softbox on a stand; the face glows. */
export function softbox(s: Svg, x: number, y: number, k: number, floor: number, angle = 0): string {
  return g([
    line(x, y, x, floor, '#1c1f25', 7 * k),
    ...[-70, 70].map((dx) => line(x, floor - 60 * k, x + dx * k, floor, '#1c1f25', 6 * k)),
    g(
      [
        path(`M${-40 * k},${-30 * k} L${-140 * k},${-130 * k} L${-140 * k},${130 * k} L${-40 * k},${30 * k} Z`, '#23272f'),
        rect(-150 * k, -135 * k, 20 * k, 270 * k, '#fffaf0'),
        rect(
          -300 * k,
          -200 * k,
          200 * k,
          400 * k,
          s.rad([
            [0, '#fff5de', 0.5],
            [1, '#fff5de', 0],
          ]),
        ),
      ],
      { transform: `translate(${x} ${y}) rotate(${angle})` },
    ),
  ]);
}

/** Top view of a quadcopter, used flying over scenes. */
export function drone(s: Svg, x: number, y: number, k: number, tilt = 0, color = '#1f2937'): string {
  const arm = 120 * k;
  const parts: string[] = [];
  for (const [dx, dy] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ] as const) {
    parts.push(line(0, 0, dx * arm, dy * arm * 0.45, color, 10 * k, { 'stroke-linecap': 'round' }));
    parts.push(ellipse(dx * arm, dy * arm * 0.45 - 8 * k, 70 * k, 10 * k, '#dfe4ea', { opacity: 0.35 }));
    parts.push(rect(dx * arm - 8 * k, dy * arm * 0.45 - 14 * k, 16 * k, 18 * k, color, { rx: 4 * k }));
    parts.push(line(dx * arm, dy * arm * 0.45 + 4 * k, dx * arm, dy * arm * 0.45 + 40 * k, mix(color, '#555', 0.3), 4 * k));
  }
  parts.push(rect(-55 * k, -32 * k, 110 * k, 56 * k, color, { rx: 20 * k }));
  parts.push(rect(-45 * k, -30 * k, 60 * k, 8 * k, '#ffffff', { opacity: 0.12, rx: 4 * k }));
  parts.push(rect(-20 * k, 22 * k, 40 * k, 24 * k, mix(color, '#000', 0.3), { rx: 6 * k }));
  parts.push(circle(0, 38 * k, 12 * k, '#0d1016'));
  parts.push(circle(-3 * k, 35 * k, 4 * k, '#6d8fb8'));
  parts.push(circle(48 * k, 0, 4 * k, '#3ddc84'));
  parts.push(circle(-48 * k, 0, 4 * k, '#ff5a4a'));
  return g(parts, { transform: `translate(${x} ${y}) rotate(${tilt})` });
}
