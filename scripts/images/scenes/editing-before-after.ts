// Before/after editing split: the same estate, flat and overcast on the left, corrected and
// sky-replaced on the right, with the comparison slider's handle on the divider.
import { Svg, circle, el, g, line, path, rect } from '../lib/svg';
import { luxuryEstate } from './luxury-estate';
import type { Scene } from './types';

export const editingBeforeAfter: Scene = {
  width: 1920,
  height: 1200,
  render() {
    const s = new Svg(1920, 1200);
    // Namespace the estate's ids so they cannot collide with this document's own defs.
    const inner = luxuryEstate
      .render()
      .replace(/^<svg[^>]*>/, '')
      .replace(/<\/svg>\s*$/, '')
      .replace(/id="([a-z]\d+)"/g, 'id="e-$1"')
      .replace(/url\(#([a-z]\d+)\)/g, 'url(#e-$1)');
    s.def(el('g', { id: 'estate' }, inner));
    const split = 900;
    const left = s.clip(rect(0, 0, split, 1200, '#000'));
    const right = s.clip(rect(split, 0, 1920 - split, 1200, '#000'));
    const dull = s.tone(0.25, 0.88, 0.78);
    const vivid = s.tone(1.3, 1.04, 1.08);
    return s.render([
      g([el('use', { href: '#estate', filter: dull }), rect(0, 0, 1920, 1200, '#9aa0a6', { opacity: 0.22 })], { 'clip-path': left }),
      g([el('use', { href: '#estate', filter: vivid })], { 'clip-path': right }),
      line(split, 0, split, 1200, '#ffffff', 5),
      circle(split, 600, 46, '#ffffff'),
      circle(split, 600, 46, 'none', { stroke: '#b08d57', 'stroke-width': 4 }),
      path(`M${split - 12},586 l-14,14 l14,14 M${split + 12},586 l14,14 l-14,14`, 'none', {
        stroke: '#1f2937',
        'stroke-width': 4,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
    ]);
  },
};
