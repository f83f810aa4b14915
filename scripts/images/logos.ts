// Twenty fictional Toronto brokerages for the client strip. Single colour (slate) so CSS can tint
// them with opacity. Marks are simple geometric shapes; none imitates a real company's mark.
import { circle, el, esc, g, line, path, poly, polyline, rect } from './lib/svg';
import { outlinedText, textWidth } from './lib/outline-text';

const INK = '#1f2937';

export interface LogoDef {
  file: string;
  name: string;
  mark: string; // drawn in a 44 x 44 box at (6, 8)
  font: 'serif' | 'sans';
  line1: string;
  line2?: string;
  caps?: boolean;
}

const s = { fill: 'none', stroke: INK, 'stroke-width': 2.4, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' } as const;

export const logos: LogoDef[] = [
  {
    file: 'harbourline-realty',
    name: 'Harbourline Realty',
    font: 'serif',
    line1: 'Harbourline',
    line2: 'REALTY',
    mark: g([
      circle(28, 30, 19, 'none', s),
      path('M13 31 q5 -5 10 0 t10 0 t10 0', 'none', s),
      path('M15 38 q4.5 -4 9 0 t9 0 t9 0', 'none', s),
    ]),
  },
  {
    file: 'bayview-crest-properties',
    name: 'Bayview Crest Properties',
    font: 'serif',
    line1: 'Bayview Crest',
    line2: 'PROPERTIES',
    mark: g([path('M12 13 h32 v14 c0 10 -8 16 -16 19 c-8 -3 -16 -9 -16 -19 z', 'none', s), path('M19 30 l9 -9 l9 9', 'none', s)]),
  },
  {
    file: 'kingsway-estates',
    name: 'Kingsway Estates',
    font: 'serif',
    line1: 'KINGSWAY',
    line2: 'ESTATES',
    caps: true,
    mark: g([
      poly(
        [
          [10, 42],
          [12, 18],
          [21, 28],
          [28, 14],
          [35, 28],
          [44, 18],
          [46, 42],
        ],
        INK,
      ),
      rect(10, 44, 36, 3, INK),
    ]),
  },
  {
    file: 'don-valley-homes',
    name: 'Don Valley Homes',
    font: 'sans',
    line1: 'Don Valley',
    line2: 'HOMES',
    mark: g([
      polyline(
        [
          [8, 16],
          [28, 42],
          [48, 16],
        ],
        INK,
        3.4,
        { 'stroke-linejoin': 'round' },
      ),
      path('M18 33 q10 6 20 0', 'none', s),
    ]),
  },
  {
    file: 'annex-and-oak',
    name: 'Annex & Oak',
    font: 'serif',
    line1: 'Annex & Oak',
    mark: g([path('M18 28 h20 v4 q0 13 -10 18 q-10 -5 -10 -18 z', INK), path('M12 28 q16 -18 32 0 z', INK), rect(27, 8, 2.6, 7, INK)]),
  },
  {
    file: 'lakeshore-collective',
    name: 'Lakeshore Collective',
    font: 'sans',
    line1: 'LAKESHORE',
    line2: 'COLLECTIVE',
    caps: true,
    mark: g([path('M12 30 a16 16 0 0 1 32 0 z', INK), line(8, 36, 48, 36, INK, 2.4), line(14, 42, 42, 42, INK, 2.4)]),
  },
  {
    file: 'cabbagetown-realty-group',
    name: 'Cabbagetown Realty Group',
    font: 'serif',
    line1: 'Cabbagetown',
    line2: 'REALTY GROUP',
    mark: g([
      path('M10 46 V24 L28 10 L46 24 V46 Z', 'none', s),
      rect(24, 32, 8, 14, INK),
      rect(15, 28, 6, 6, INK),
      rect(35, 28, 6, 6, INK),
    ]),
  },
  {
    file: 'high-park-partners',
    name: 'High Park Partners',
    font: 'sans',
    line1: 'High Park',
    line2: 'PARTNERS',
    mark: g([circle(28, 30, 20, 'none', s), circle(28, 25, 10, INK), rect(26.6, 30, 2.8, 13, INK)]),
  },
  {
    file: 'liberty-village-living',
    name: 'Liberty Village Living',
    font: 'sans',
    line1: 'LIBERTY VILLAGE',
    line2: 'LIVING',
    caps: true,
    mark: g(
      [0, 1, 2].flatMap((r) =>
        [0, 1, 2].map((c) => rect(10 + c * 13 + (r % 2) * 4, 12 + r * 12, 10, 9, INK, { opacity: (r + c) % 2 ? 0.55 : 1 })),
      ),
    ),
  },
  {
    file: 'rosedale-residential',
    name: 'Rosedale Residential',
    font: 'serif',
    line1: 'Rosedale',
    line2: 'RESIDENTIAL',
    mark: g([circle(28, 30, 6, INK), circle(28, 30, 12, 'none', s), path('M28 10 a20 20 0 1 1 -19 14', 'none', s)]),
  },
  {
    file: 'junction-house-realty',
    name: 'Junction House Realty',
    font: 'sans',
    line1: 'Junction House',
    line2: 'REALTY',
    mark: g([rect(9, 11, 38, 38, 'none', s), line(9, 30, 47, 30, INK, 2.4), line(28, 11, 28, 49, INK, 2.4), circle(28, 30, 5, INK)]),
  },
  {
    file: 'beaches-and-boardwalk',
    name: 'Beaches & Boardwalk',
    font: 'serif',
    line1: 'Beaches & Boardwalk',
    mark: g([circle(28, 20, 8, INK), ...[0, 1, 2, 3, 4].map((i) => rect(8 + i * 8.4, 34, 6, 12, INK))]),
  },
  {
    file: 'yorkville-private-office',
    name: 'Yorkville Private Office',
    font: 'serif',
    line1: 'YORKVILLE',
    line2: 'PRIVATE OFFICE',
    caps: true,
    mark: g([
      poly(
        [
          [28, 8],
          [48, 30],
          [28, 52],
          [8, 30],
        ],
        'none',
        s,
      ),
      poly(
        [
          [28, 18],
          [38, 30],
          [28, 42],
          [18, 30],
        ],
        INK,
      ),
    ]),
  },
  {
    file: 'distillery-row-realty',
    name: 'Distillery Row Realty',
    font: 'serif',
    line1: 'Distillery Row',
    mark: g([path('M10 24 H46 V46 H10 Z M15 30 v8 h5 v-8 z M25 30 v8 h5 v-8 z', INK, { 'fill-rule': 'evenodd' }), rect(34, 8, 7, 17, INK)]),
  },
  {
    file: 'humber-bay-homes',
    name: 'Humber Bay Homes',
    font: 'sans',
    line1: 'Humber Bay',
    line2: 'HOMES',
    mark: g([
      path('M6 40 Q28 6 50 40', 'none', s),
      line(6, 40, 50, 40, INK, 2.4),
      ...[16, 22, 28, 34, 40].map((x) => line(x, 40, x, 40 - (1 - Math.pow((x - 28) / 22, 2)) * 17, INK, 1.6)),
    ]),
  },
  {
    file: 'forest-hill-estates',
    name: 'Forest Hill Estates',
    font: 'serif',
    line1: 'Forest Hill',
    line2: 'ESTATES',
    mark: g([
      poly(
        [
          [8, 46],
          [20, 14],
          [32, 46],
        ],
        INK,
      ),
      poly(
        [
          [24, 46],
          [36, 20],
          [48, 46],
        ],
        INK,
        { opacity: 0.6 },
      ),
    ]),
  },
  {
    file: 'queen-west-realty',
    name: 'Queen West Realty',
    font: 'sans',
    line1: 'QUEEN WEST',
    line2: 'REALTY',
    caps: true,
    mark: g([
      circle(28, 30, 20, 'none', s),
      poly(
        [
          [14, 30],
          [30, 18],
          [30, 26],
          [42, 26],
          [42, 34],
          [30, 34],
          [30, 42],
        ],
        INK,
      ),
    ]),
  },
  {
    file: 'leslieville-home-co',
    name: 'Leslieville Home Co.',
    font: 'serif',
    line1: 'Leslieville',
    line2: 'HOME CO.',
    mark: g([
      circle(18, 30, 10, 'none', { ...s, 'stroke-width': 4 }),
      path('M28 30 H48 M42 30 v7 M36 30 v5', 'none', { ...s, 'stroke-width': 4 }),
    ]),
  },
  {
    file: 'midtown-keystone',
    name: 'Midtown Keystone',
    font: 'sans',
    line1: 'Midtown',
    line2: 'KEYSTONE',
    mark: g([path('M12 12 H44 L38 48 H18 Z M22 20 L25 40 H31 L34 20 Z', INK, { 'fill-rule': 'evenodd' })]),
  },
  {
    file: 'northshore-compass-realty',
    name: 'Northshore Compass Realty',
    font: 'sans',
    line1: 'Northshore',
    line2: 'COMPASS REALTY',
    mark: g([
      poly(
        [
          [28, 6],
          [32, 26],
          [28, 30],
          [24, 26],
        ],
        INK,
      ),
      poly(
        [
          [28, 54],
          [24, 34],
          [28, 30],
          [32, 34],
        ],
        INK,
        { opacity: 0.45 },
      ),
      poly(
        [
          [4, 30],
          [24, 26],
          [28, 30],
          [24, 34],
        ],
        INK,
        { opacity: 0.45 },
      ),
      poly(
        [
          [52, 30],
          [32, 34],
          [28, 30],
          [32, 26],
        ],
        INK,
        { opacity: 0.45 },
      ),
    ]),
  },
];

/**
 * The wordmark right of the mark: the name in the site's own typefaces, outlined (an <img> cannot use web fonts),
 * as large as the 136 units beside the mark allow, on two lines when one would make it small; the descriptor
 * (REALTY, ESTATES…) in small capitals underneath.
 */
export function logoSvg(l: LogoDef): string {
  const face = l.font === 'serif' ? 'display' : 'sans-bold';
  const spacing = l.caps ? 1.4 : 0;
  const room = 132;
  const fit = (line: string, max: number) => Math.min(max, (max * room) / textWidth(face, line, max, spacing));
  const words = l.line1.split(' ');
  // A long name reads better on two lines than squeezed onto one (when there is room: no descriptor below it).
  const twoLines = !l.line2 && words.length > 1 && fit(l.line1, 21) < 15;
  const half = Math.ceil(words.length / 2);
  const lines = twoLines ? [words.slice(0, half).join(' '), words.slice(half).join(' ')] : [l.line1];
  const size = Math.min(...lines.map((line) => fit(line, lines.length > 1 ? 17 : 21)));
  const descriptor = 10;
  const gap = l.line2 ? size * 0.3 + 3 : 0;
  // From the top of the first line's capitals to the last baseline, centred on the mark.
  const block = size * 0.75 + (lines.length - 1) * size * 1.1 + (l.line2 ? gap + descriptor * 0.72 : 0);
  let baseline = 30 - block / 2 + size * 0.75;
  const round = (n: number) => Number(n.toFixed(2));
  const parts = lines.map((line, n) => outlinedText(face, line, 60, round(baseline + n * size * 1.1), round(size), INK, spacing));
  baseline += (lines.length - 1) * size * 1.1;
  if (l.line2) parts.push(outlinedText('sans', l.line2, 60, round(baseline + gap + descriptor * 0.72), descriptor, INK, 1.6));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60" width="200" height="60" role="img" aria-label="${esc(l.name)}">` +
    el('title', {}, esc(l.name)) +
    l.mark +
    parts.join('') +
    '</svg>\n'
  );
}
