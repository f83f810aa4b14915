// Toronto from the lake: needle tower among glass towers, golden hour and night versions.
import { skyline } from '../lib/city';
import { SKIES, cloudBands, glowSpot, reflection, sky, stars, vignette, water } from '../lib/nature';
import { Svg, g, path, rect } from '../lib/svg';
import type { Scene } from './types';

function draw(night: boolean): string {
  const s = new Svg(1920, 1200);
  const base = 870;
  const city = skyline(s, {
    base,
    scale: 1.1,
    night,
    tint: night ? '#141a2c' : '#34405a',
    light: night ? '#ffd89a' : '#f3c996',
    needleX: 840,
    seed: night ? 41 : 41,
    haze: night ? '#232b47' : '#8a8fa8',
  });
  const skyStops = night ? SKIES.night : SKIES.golden;
  const body = [
    sky(s, skyStops, base),
    night ? stars(8, 220, 1920, 600) : glowSpot(s, 1460, 700, 620, '#ffdca8', 0.85),
    night ? glowSpot(s, 960, 840, 900, '#6a4f8a', 0.35) : cloudBands(s, 5, 12, 140, 560, '#fff1df', 0.4),
    city,
    water(s, base, 1200 - base, night ? '#17203a' : '#6d7fa0', night ? '#0a0f1d' : '#33445f', 12, night ? '#ffd7a0' : '#ffffff'),
    reflection(s, g([sky(s, skyStops, base), city]), base, 330, night ? 0.5 : 0.4, 3),
    // A low breakwater with a walking path anchors the foreground.
    path('M0,1110 Q480,1086 960,1098 T1920,1090 V1200 H0 Z', night ? '#0b0f1a' : '#27303e'),
    rect(0, 1108, 1920, 4, night ? '#2a2f3d' : '#9b8e7d', { opacity: 0.7 }),
    vignette(s, night ? 0.5 : 0.3),
  ];
  return s.render(body);
}

export const torontoSkyline: Scene = { width: 1920, height: 1200, render: () => draw(false) };
export const torontoSkylineNight: Scene = { width: 1920, height: 1200, render: () => draw(true) };
