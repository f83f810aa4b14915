// npm run images:usage [-- BASE_URL]: which built-in images each public page shows, read from a running server
// (default http://127.0.0.1:3000). Prints the distinct images by kind (render, photo, brand) and every image
// shown on more than two pages: the figures the imagery work is measured by. DETAILS=1 lists the pages of each
// image shown on more than two, and the images shown on one page only (where a slot can move).
import { listMasters } from '#server/images/masters';

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const kindOf = new Map<string, string>(listMasters(process.cwd()).map((s) => [s.name, s.kind]));

const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
const pagesOf = new Map<string, string[]>();
for (const page of pages) {
  // the page's body only: the head's social-card image is not something a visitor sees on the page
  const html = (await (await fetch(base + page)).text()).split('</head>')[1] ?? '';
  const names = new Set([...html.matchAll(/\/img\/([a-z0-9-]+)\.[0-9a-f]{8}\./g)].map((m) => m[1]!));
  for (const name of names) pagesOf.set(name, [...(pagesOf.get(name) ?? []), page]);
}

const byKind = new Map<string, number>();
for (const name of pagesOf.keys()) byKind.set(kindOf.get(name) ?? 'brand', (byKind.get(kindOf.get(name) ?? 'brand') ?? 0) + 1);
console.log(`${pages.length} pages, ${pagesOf.size} distinct images: ${[...byKind].map(([k, n]) => `${n} ${k}`).join(', ')}`);
const counts = [...pagesOf.values()].map((on) => on.length);
// the ceiling every-page.test.ts holds, and how many showings past two pages are left to replace
console.log(
  `most pages for one image: ${Math.max(...counts)}; showings beyond two pages: ${counts.reduce((sum, n) => sum + Math.max(0, n - 2), 0)}`,
);
console.log('\non more than two pages:');
for (const [name, on] of [...pagesOf].sort((a, b) => b[1].length - a[1].length)) {
  if (on.length <= 2) continue;
  console.log(`${String(on.length).padStart(3)}  ${name.padEnd(34)} ${kindOf.get(name) ?? 'brand'}`);
  // DETAILS=1 lists the pages, to see which slot repeats an image.
  if (process.env.DETAILS) console.log(`       ${on.join(' ')}`);
}
// DETAILS=1 also lists the images on one page only: each can take one more slot from an image on too many.
if (process.env.DETAILS) {
  console.log('\non one page (room for one more):');
  for (const [name, on] of [...pagesOf].sort((a, b) => a[0].localeCompare(b[0])))
    if (on.length === 1) console.log(`       ${name.padEnd(34)} ${on[0]}`);
}
