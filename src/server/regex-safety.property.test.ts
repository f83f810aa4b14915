// Every function that runs a regular expression over request input, fed long adversarial strings: repeated
// fragments of the very patterns it looks for, at the longest length the server lets through. Each call must stay
// linear: the CPU time (process time, not wall clock) per call is bounded. A quadratic pattern over these inputs
// takes tens of milliseconds to seconds.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { canonicalPath, MAX_PATH_LENGTH, normalisePath, routePolicy } from '#shared/route-policy';
import { parseMatterportId, parseYouTubeId } from '#shared/embeds';
import { absoluteUrl } from '#shared/paths';
import { findEmbeddedMarkup, uploadNameProblem } from './storage/upload-checks';
import { newItem } from './api/portfolio-schema';
import { xmlEscape } from './seo/public-urls';
import { loadConfig } from './env';

const fragments = [
  '/',
  '//',
  '\\',
  '%',
  '%2',
  '%2F',
  '.',
  'a.',
  '<iframe ',
  '<iframe src=',
  ' src=',
  '"',
  "'",
  '<svg',
  '<!doctype ',
  ' ',
  '&amp;',
  'http://',
  '?m=',
  'youtu.be/',
  '/embed/',
  '/models/',
  'x',
];

/** A string of up to `max` characters made of a few fragments repeated, the shape that makes backtracking blow up. */
const adversarial = (max: number) =>
  fc
    .tuple(
      fc.array(fc.constantFrom(...fragments), { minLength: 1, maxLength: 3 }),
      fc.constantFrom(...fragments),
      fc.constantFrom('', 'x', '>', '/'),
    )
    .map(([unit, prefix, suffix]) => {
      const body = unit.join('');
      return (prefix + body.repeat(Math.ceil(max / body.length))).slice(0, max - suffix.length) + suffix;
    });

/** CPU milliseconds of one call (best of three, so a scheduling hiccup on a shared machine is not counted). */
function cpuMs(run: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const started = process.cpuUsage();
    run();
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

const cases: [string, number, (input: string) => unknown][] = [
  ['normalisePath', MAX_PATH_LENGTH, normalisePath],
  ['canonicalPath', MAX_PATH_LENGTH, canonicalPath],
  ['routePolicy', MAX_PATH_LENGTH, (p) => routePolicy('POST', p)],
  ['parseYouTubeId', 5000, parseYouTubeId],
  ['parseMatterportId', 5000, parseMatterportId],
  ['the item schema', 5000, (src) => newItem.safeParse({ title: 't', description: 'd', type: 'embed', src, thumbnail: src.slice(0, 300) })],
  ['uploadNameProblem', 255, uploadNameProblem],
  ['xmlEscape', 16_384, xmlEscape],
  ['absoluteUrl', MAX_PATH_LENGTH, (p) => absoluteUrl('https://northframe.example', p)],
  ['PUBLIC_URL parsing', 16_384, (v) => loadConfig({ PUBLIC_URL: `https://${v}` }, {}).publicUrl],
];

describe('regular expressions over request input stay linear', () => {
  it.each(cases)('%s', (_name, max, run) => {
    fc.assert(
      fc.property(adversarial(max), (input) => {
        const ms = cpuMs(() => {
          try {
            run(input);
          } catch {
            // A refusal (a thrown config error) is an answer too; only the time matters here.
          }
        });
        expect(ms, input.slice(0, 40)).toBeLessThan(5);
      }),
      { numRuns: 60 },
    );
  });

  it('scans a 50 MB upload for hidden markup in linear time, whatever it repeats', () => {
    const starts = {
      jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xfe, 0xff, 0xff]),
      png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x7f, 0xff, 0xff, 0xff, 0x74, 0x45, 0x58, 0x74]),
      webp: Buffer.concat([
        Buffer.from('RIFF'),
        Buffer.from([0xff, 0xff, 0xff, 0x7f]),
        Buffer.from('WEBPXMP '),
        Buffer.from([0xff, 0xff, 0xff, 0x7f]),
      ]),
      avif: Buffer.concat([
        Buffer.from([0, 0, 0, 16]),
        Buffer.from('ftypavif'),
        Buffer.alloc(4),
        Buffer.from([0x7f, 0xff, 0xff, 0xff]),
        Buffer.from('meta'),
      ]),
    } as const;
    for (const [kind, start] of Object.entries(starts) as [keyof typeof starts, Buffer][]) {
      for (const unit of ['<svg', '<', '<!doctype', ' ', '<iframe', '<?', 'a', '\xff\xda']) {
        const bytes = Buffer.concat([start, Buffer.from(unit.repeat(Math.ceil(50_000_000 / unit.length)), 'latin1')]);
        expect(
          cpuMs(() => findEmbeddedMarkup(bytes, kind)),
          `${kind} ${unit}`,
        ).toBeLessThan(400);
      }
    }
  });
});
