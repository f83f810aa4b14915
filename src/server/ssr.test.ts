// SSR over supertest: statuses, head tags, JSON-LD, CSP, HEAD, redirects and caching, against the production build.
import { beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ACCENT_FACE_HREF, STYLE_HREF } from '#app/lib/app-env';
import type { Express } from 'express';
import { wrappedRenderer } from '#test/wrapped-renderer';
import { testApp, TEST_PUBLIC_URL } from '#test/test-app';
import { canonicalHref, hrefs, inlineAccentFace, inlineStylesheet, jsonLd, metaContent, scriptTags, titleOf } from '#test/html';

/** The text of the stylesheet the server writes into a page's head (production), which must be there. */
function inlineStyle(html: string): string {
  const css = inlineStylesheet(html);
  expect(css, 'an inline stylesheet in the head').toBeTruthy();
  return css!;
}

let app: Express;
beforeAll(async () => {
  app = (await testApp()).app;
});

// Every public page is checked in test/site/every-page.test.ts; the admin is the one page it leaves out.
describe('the admin page', () => {
  it('renders 200 with its own title and canonical link', async () => {
    const res = await request(app).get('/admin');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(titleOf(res.text)).toBeTruthy();
    expect(canonicalHref(res.text)).toBe(new URL('/admin', TEST_PUBLIC_URL).toString());
  });

  it("writes the public stylesheet inline and links the admin's superset of it after", async () => {
    const sheets = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
    const home = (await request(app).get('/')).text;
    const admin = (await request(app).get('/admin')).text;
    expect(sheets(home)).toEqual([]);
    expect(sheets(admin)).toEqual([expect.stringMatching(/^\/assets\/admin-.+\.css$/)]);
    const inline = inlineStyle(admin);
    expect(inline).toBe(inlineStyle(home));
    // After the public rules, or they would override the admin's (same specificity, later wins).
    expect(admin.indexOf(`data-href="${STYLE_HREF}"`)).toBeLessThan(admin.indexOf('rel="stylesheet"'));
    // The file the SSR build names is the one the client build wrote (both hash the minified stylesheet).
    const res = await request(app).get(sheets(admin)[0]!);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.text.length).toBeGreaterThan(inline.length);
  });
});

describe('the accent italic', () => {
  it("is written into the head of a page whose hero has an accent, after the stylesheet: the stylesheet's own face with the font inside it", async () => {
    const html = (await request(app).get('/services/photography')).text;
    const face = inlineAccentFace(html);
    expect(face, 'an accent face in the head').toBeTruthy();
    const font = /url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\)/.exec(face!)?.[1];
    const css = inlineStyle(html);
    const file = /url\((\/assets\/fraunces-italic-500-accents-[\w-]+\.woff2)\)/.exec(css)?.[1];
    expect(font && file).toBeTruthy();
    expect(Buffer.from(font!, 'base64').equals(readFileSync(path.join('dist/client', file!)))).toBe(true);
    expect(css).toContain(face!.replace(`data:font/woff2;base64,${font}`, file!));
    expect(html.indexOf(`data-href="${ACCENT_FACE_HREF}"`)).toBeGreaterThan(html.indexOf(`data-href="${STYLE_HREF}"`));
  });

  it('is left out of a page without an accent', async () => {
    const html = (await request(app).get('/faq')).text;
    expect(html).not.toContain('<span class="italic');
    expect(inlineAccentFace(html)).toBeUndefined();
  });
});

describe('the phone hero inside the page', () => {
  const avifSources = (html: string) => [...html.matchAll(/<source media="([^"]+)" type="image\/avif"[^>]*>/g)];
  const phonePreloads = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="image"[^>]*media="([^"]+)"\/>/g)]
      .map((m) => m[1])
      .filter((media) => !/^\((min-width: \d+px|orientation: landscape)\)$/.test(media ?? ''));

  it("writes a light crop into the page for phones up to 460 px at 2x, the file's own bytes, and preloads it for sharper ones", async () => {
    const html = (await request(app).get('/services/photography')).text;
    const [sharp, inline, ...rest] = avifSources(html);
    expect(rest.map((m) => m[1])).toEqual([]);
    expect(inline?.[1]).toBe('(max-width: 460px)');
    const file = / data-inline="(\/img\/leslieville-kitchen-shoot\.\w+\.p828\.avif)"/.exec(inline![0])?.[1];
    expect(file, 'the inline source names the file it carries').toBeTruthy();
    const data = / srcSet="data:image\/avif;base64,([A-Za-z0-9+/=]+) 828w"/.exec(inline![0])?.[1];
    expect(data, 'one inline candidate').toBeTruthy();
    const served = (await request(app).get(file!).expect(200)).body as Buffer;
    expect(Buffer.from(data!, 'base64').equals(served)).toBe(true);
    // Wider or sharper phones come first, with the crop's srcset as a request, and only they preload it.
    expect(sharp?.[1]).toContain('(max-width: 460px) and (min-resolution: 2.01dppx)');
    expect(sharp?.[0]).toMatch(/ srcSet="\/img\/[\w.-]+\.p480\.avif 480w, /);
    expect(phonePreloads(html)).toEqual([sharp?.[1]]);
    // The landscape hero is still a preloaded request, from 541 px wide (see the next test).
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*media="\(min-width: 541px\)"/);
  });

  it("leaves the home page's full-screen hero a request, light as it is: its text is the largest paint", async () => {
    const html = (await request(app).get('/')).text;
    expect(html).not.toContain('data-inline=');
    // It fills the screen: every screen held upright takes its tall crop, a tablet's too.
    expect(phonePreloads(html)).toEqual(['(orientation: portrait)']);
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*imageSizes="100vw" media="\(orientation: landscape\)"/);
  });

  it('keeps a heavier phone crop as a preloaded request for every phone', async () => {
    const html = (await request(app).get('/service-areas/toronto')).text;
    const sources = avifSources(html);
    expect(sources.map((m) => m[1])).toEqual(['(max-width: 540px)']);
    expect(sources[0]![0]).toMatch(/ srcSet="\/img\/[\w.-]+\.p480\.avif 480w, /);
    expect(html).not.toContain('data-inline=');
    expect(phonePreloads(html)).toEqual(['(max-width: 540px)']);
  });

  it("gives a page hero's landscape file to screens from 541 px wide, drawn wider than the screen below the tablet layout", async () => {
    const html = (await request(app).get('/service-areas/toronto')).text;
    const landscape = /<link rel="preload" as="image"[^>]*imageSizes="([^"]+)" media="\(min-width: 541px\)"\/>/.exec(html);
    expect(landscape?.[1]).toBe('(max-width: 767px) 140vw, 100vw');
    expect(html).toMatch(/<source type="image\/avif" srcSet="[^"]+" sizes="\(max-width: 767px\) 140vw, 100vw"\/>/);
  });
});

describe('the document head', () => {
  it('writes the basic, Open Graph, Twitter and geo tags on home', async () => {
    const html = (await request(app).get('/')).text;
    expect(metaContent(html, 'description')!.length).toBeGreaterThan(50);
    expect(metaContent(html, 'keywords')).toMatch(/Toronto/);
    expect(metaContent(html, 'robots')).toBe('index,follow');
    expect(metaContent(html, 'theme-color')).toBe('#1f2937');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:locale')).toBe('en_CA');
    expect(metaContent(html, 'og:site_name')).toBe('Northframe Media');
    expect(metaContent(html, 'og:url')).toBe(`${TEST_PUBLIC_URL}/`);
    expect(metaContent(html, 'og:image')).toBe(`${TEST_PUBLIC_URL}/og-default.jpg`);
    expect(metaContent(html, 'og:image:width')).toBe('1200');
    expect(metaContent(html, 'og:image:height')).toBe('630');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'geo.region')).toBe('CA-ON');
    expect(metaContent(html, 'geo.placename')).toBe('Toronto');
    expect(metaContent(html, 'geo.position')).toMatch(/^43\.\d+;-79\.\d+$/);
  });

  it('puts the head and its JSON-LD before any script', async () => {
    const html = (await request(app).get('/')).text;
    const headEnd = html.indexOf('</head>');
    expect(html.indexOf('application/ld+json')).toBeGreaterThan(0);
    expect(html.indexOf('application/ld+json')).toBeLessThan(headEnd);
    expect(html.indexOf('<script type="module"')).toBeGreaterThan(headEnd);
  });

  it('describes the business and the site search on home', async () => {
    const data = jsonLd((await request(app).get('/')).text);
    const business = data.find((d) => d['@type'] === 'ProfessionalService') as any;
    expect(business.areaServed.geoRadius).toBe(50000);
    expect(business.address.addressLocality).toBe('Toronto');
    const website = data.find((d) => d['@type'] === 'WebSite') as any;
    expect(website.potentialAction.target.urlTemplate).toBe(`${TEST_PUBLIC_URL}/search?q={search_term_string}`);
  });

  it('marks the admin and error pages noindex', async () => {
    expect(metaContent((await request(app).get('/admin')).text, 'robots')).toMatch(/noindex/);
    expect(metaContent((await request(app).get('/no-such-page')).text, 'robots')).toMatch(/noindex/);
  });

  it('has the default social image on disk at 1200x630', async () => {
    const res = await request(app).get('/og-default.jpg');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const sharp = (await import('sharp')).default;
    const meta = await sharp(res.body).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });
});

describe('statuses and error pages', () => {
  it('answers an unknown URL with a designed 404 and ways back', async () => {
    const res = await request(app).get('/definitely/not/here');
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page Not Found');
    const links = hrefs(res.text);
    expect(links).toEqual(expect.arrayContaining(['/', '/services', '/contact']));
  });

  it.each([
    ['/blog/no-such-post', 'Post Not Found'],
    ['/projects/no-such-project', 'Not Found'],
    ['/service-areas/atlantis', 'Not Found'],
    ['/services/plumbing', 'Not Found'],
    ['/portfolio/paintings', 'Not Found'],
  ])('%s is a 404', async (path, text) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(404);
    expect(res.text).toContain(text);
  });

  it('shows the spec text for an unknown blog post', async () => {
    const res = await request(app).get('/blog/no-such-post');
    expect(res.text).toContain('The blog post you&#x27;re looking for doesn&#x27;t exist or has been moved.');
  });

  it('renders a designed 500 page when rendering throws, and keeps serving', async () => {
    const failing = await wrappedRenderer(async (render, req, opts) => {
      if (new URL(req.url).pathname === '/boom') throw new Error('render exploded');
      return render(req, opts);
    });
    const { app: failingApp, logs } = await testApp({}, { renderer: failing });
    const res = await request(failingApp).get('/boom');
    expect(res.status).toBe(500);
    expect(res.text).toContain('Something Went Wrong');
    expect(res.text).toContain('href="/contact"');
    expect(metaContent(res.text, 'robots')).toMatch(/noindex/);
    expect(logs.join('\n')).toContain('render exploded');
    expect((await request(failingApp).get('/about')).status).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a CSP with no inline script, frames limited to the named hosts', async () => {
    const res = await request(app).get('/');
    const csp = String(res.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d: string) => d.trim())
        .find((d: string) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(directive('frame-src')).toBe('frame-src https://www.youtube-nocookie.com https://my.matterport.com');
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('base-uri')).toBe("base-uri 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(csp).not.toContain('googletagmanager');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(directive('connect-src')).toBe("connect-src 'self'");
    // The inline stylesheet and the accent italic's face are allowed by their hashes, not by 'unsafe-inline'.
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const face = inlineAccentFace(res.text);
    expect(face, "the home hero's accent face").toBeTruthy();
    expect(directive('style-src')).toBe(`style-src 'self' ${hash(inlineStyle(res.text))} ${hash(face!)}`);
    expect(directive('font-src')).toBe("font-src 'self' data:");
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('emits no inline executable script, so the CSP holds without a nonce', async () => {
    for (const path of ['/', '/services/photography', '/faq', '/service-areas/toronto', '/blog/virtual-staging-trends', '/no-such-page']) {
      const tags = scriptTags((await request(app).get(path)).text);
      expect(tags.length).toBeGreaterThan(0);
      for (const attrs of tags) {
        expect(/\bsrc=/.test(attrs) || /type="application\/(ld\+)?json"/.test(attrs)).toBe(true);
      }
    }
  });

  it('allows the analytics host only when a measurement id is set', async () => {
    const { app: gaApp } = await testApp({ GA_MEASUREMENT_ID: 'G-TEST12345' });
    const res = await request(gaApp).get('/');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/);
    expect(res.headers['content-security-policy']).toMatch(/connect-src 'self' https:\/\/\*\.google-analytics\.com/);
    expect(res.text).toContain('G-TEST12345');
  });

  it('adds HSTS when the public URL is https', async () => {
    const { app: httpsApp } = await testApp({ PUBLIC_URL: 'https://northframe.example' });
    const res = await request(httpsApp).get('/');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('HTTP behaviour', () => {
  it('answers HEAD like GET, without a body', async () => {
    const get = await request(app).get('/about');
    const head = await request(app).head('/about');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.text ?? '').toBe('');
  });

  it('redirects a trailing slash to the canonical path with 301, keeping the query', async () => {
    const res = await request(app).get('/about/?ref=x');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/about?ref=x');
  });

  it('never turns a trailing-slash redirect into an off-site one', async () => {
    for (const path of ['//evil.example/', '/\\evil.example/']) {
      const res = await request(app).get(path);
      if (res.status === 301) expect(res.headers.location).toMatch(/^\/[^/\\]/);
    }
  });

  it('caches hashed assets for a year and other public files briefly', async () => {
    const asset = modulesOf((await request(app).get('/')).text).modules.at(-1)!;
    const res = await request(app).get(asset);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await request(app).get('/favicon.svg');
    expect(icon.headers['cache-control']).toMatch(/^public, max-age=3600/);
  });

  it('serves /favicon.ico, for the clients that ask for it whatever a page declares', async () => {
    const res = await request(app).get('/favicon.ico').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect((res.body as Buffer).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0])); // an ICO header
  });

  it('compresses HTML for clients that accept it', async () => {
    const res = await request(app).get('/').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

/** The list boot.ts reads: the modules to run and the chunks to preload. */
function modulesOf(html: string): { modules: string[]; preloads: string[] } {
  const json = html.match(/<script id="__modules" type="application\/json">([^<]*)<\/script>/)?.[1];
  if (!json) throw new Error('the page has no __modules list');
  return JSON.parse(json) as { modules: string[]; preloads: string[] };
}

describe('route chunks and crawlers', () => {
  it('lists the entry and the matched page chunk for boot.js, and starts no script before it', async () => {
    const html = (await request(app).get('/services/photography')).text;
    const { modules, preloads } = modulesOf(html);
    // The entry runs last, after its imports, each a module script of its own: rolldown's runtime, then React DOM's
    // chunk. Everything else the entry imports statically is in the entry's chunk (scripts/build/client-chunks.ts).
    expect(modules.map((href) => href.match(/^\/assets\/(.+)-[\w-]{8}\.js$/)?.[1])).toEqual([
      'rolldown-runtime',
      'react-dom',
      'entry-client',
    ]);
    expect(preloads.some((href) => /\/assets\/service-[\w-]+\.js$/.test(href))).toBe(true);
    // The only script the HTML itself loads is the boot chunk, which loads these once the hero image is on screen.
    const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/)]);
    expect([...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1])).toEqual(scripts);
    const boot = await request(app).get(scripts[0]!);
    expect(boot.status).toBe(200);
    expect(boot.text).toContain('__modules');
  });

  it('gives crawlers the complete page', async () => {
    const res = await request(app)
      .get('/services/photography')
      .set('User-Agent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(res.status).toBe(200);
    expect(res.text).toContain('</footer>');
    expect(res.text.trimEnd().endsWith('</html>')).toBe(true);
  });
});
