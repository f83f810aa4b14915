// npm run bench:linear: the CPU time of the server's work on hostile input, against the bound it should keep. Each
// function that runs a regular expression over request input is fed long adversarial strings (repeated fragments of
// the very patterns it looks for, at the longest length the server lets through); the upload markup scan reads 50 MB
// files that repeat what it looks for; and a misspelt page path goes through the whole app to its 301. A quadratic
// pattern over these inputs costs tens of milliseconds to seconds, where a linear one costs well under one.
// Prints the worst call of each (process CPU time, best of three tries of one input, so a scheduling hiccup is not
// counted) and its bound; exits 1 when any is over. Timings, so not part of npm test (docs/security.md).
import fc from 'fast-check';
import request from 'supertest';
import { canonicalPath, MAX_PATH_LENGTH, normalisePath, routePolicy } from '#shared/route-policy';
import { parseMatterportId, parseYouTubeId } from '#shared/embeds';
import { absoluteUrl } from '#shared/paths';
import { findEmbeddedMarkup, uploadNameProblem } from '#server/storage/upload-checks';
import { newItem } from '#server/api/portfolio-schema';
import { xmlEscape } from '#server/seo/public-urls';
import { loadConfig } from '#server/env';
import { createApp } from '#server/app';
import { pathSpelling } from '#test/path-spellings';
import { quietLog, testConfig } from '#test/test-app';

const fragments = ['/', '//', '\\', '%', '%2', '%2F', '.', 'a.', '<iframe ', '<iframe src=', ' src=', '"', "'", '<svg'];
fragments.push('<!doctype ', ' ', '&amp;', 'http://', '?m=', 'youtu.be/', '/embed/', '/models/', 'x');

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

/** CPU milliseconds of one call, best of three. */
function cpuMs(run: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const started = process.cpuUsage();
    try {
      run();
    } catch {
      // A refusal (a thrown config error) is an answer too; only the time counts here.
    }
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1000);
  }
  return best;
}

const rows: { what: string; worst: number; bound: number; of: string }[] = [];
const record = (what: string, bound: number, costs: [number, string][]) => {
  const [worst, of] = costs.reduce((a, b) => (b[0] > a[0] ? b : a));
  rows.push({ what, worst, bound, of: of.slice(0, 40) });
};

const functions: [string, number, (input: string) => unknown][] = [
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
for (const [name, max, run] of functions) {
  const inputs = fc.sample(adversarial(max), { numRuns: 60, seed: 1 });
  record(
    `${name} (${max} chars)`,
    5,
    inputs.map((input) => [cpuMs(() => run(input)), input]),
  );
}

// The paths of the longest allowed length that would make a careless normaliser quadratic: all three passes.
const paths = [
  `/a${'/'.repeat(MAX_PATH_LENGTH - 4)}b/`,
  `/${'\\/'.repeat(MAX_PATH_LENGTH / 2 - 1)}`,
  `/${'%2'.repeat(MAX_PATH_LENGTH / 3)}`,
  `/${'.'.repeat(MAX_PATH_LENGTH - 2)}x`,
  `/${'a.'.repeat(MAX_PATH_LENGTH / 2 - 1)}`,
  `/api/${'/'.repeat(MAX_PATH_LENGTH - 10)}x`,
];
record(
  'normalise + classify + canonical path',
  1,
  paths.map((p) => [cpuMs(() => (normalisePath(p), routePolicy('GET', p), canonicalPath(p))), p]),
);

// The upload scan over 50 MB of each kind, each repeating one thing it looks for.
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
const scans: [number, string][] = [];
for (const [kind, start] of Object.entries(starts) as [keyof typeof starts, Buffer][]) {
  for (const unit of ['<svg', '<', '<!doctype', ' ', '<iframe', '<?', 'a', '\xff\xda']) {
    const bytes = Buffer.concat([start, Buffer.from(unit.repeat(Math.ceil(50_000_000 / unit.length)), 'latin1')]);
    scans.push([cpuMs(() => findEmbeddedMarkup(bytes, kind)), `${kind} ${JSON.stringify(unit)}`]);
  }
}
record('upload markup scan (50 MB)', 400, scans);

// A misspelt page through the whole app (supertest's client work included): a cheap 301, never a render.
const quiet = quietLog();
const handle = await createApp(testConfig({}, { mode: 'production', dev: false }), { log: quiet.log });
/** CPU milliseconds this process spends on one GET through the app, supertest's client side included. */
async function requestCpuMs(target: string): Promise<number> {
  const before = process.cpuUsage();
  await request(handle.app).get(target);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}
const redirects: [number, string][] = [];
for (const page of ['/', '/services/photography', '/faq', '/portfolio/website-design', '/service-areas/richmond-hill']) {
  await request(handle.app).get(page);
  for (const variant of fc.sample(pathSpelling(page), { numRuns: 25, seed: 1 })) {
    if (variant === page) continue;
    redirects.push([await requestCpuMs(variant), variant]);
  }
}
redirects.sort((a, b) => a[0] - b[0]);
const overlong: [number, string][] = [];
for (const path of [`/a${'/'.repeat(15_500)}b/`, `/${'x'.repeat(MAX_PATH_LENGTH + 1)}`, `/api/${'/'.repeat(5_000)}vitals`]) {
  overlong.push([await requestCpuMs(path), path]);
}
record('an overlong path to its 414', 20, overlong);
rows.push({ what: 'a misspelt page to its 301 (median)', worst: redirects[redirects.length >> 1]![0], bound: 5, of: '' });

const over = rows.filter((r) => r.worst >= r.bound);
console.log(`CPU ms per call on hostile input (${process.platform}, ${process.arch}, Node ${process.version})`);
for (const r of rows) {
  console.log(
    `${r.worst >= r.bound ? 'OVER' : 'ok  '}  ${r.what.padEnd(40)} ${r.worst.toFixed(2).padStart(8)} ms  (bound ${r.bound} ms)  ${r.of}`,
  );
}
await handle.close();
process.exit(over.length ? 1 : 0);
