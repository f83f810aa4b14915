// createApp(config): the HTTP app. Middleware runs top to bottom in the order written here.
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { Server } from 'node:http';
import type { ViteDevServer } from 'vite';
import compression from 'compression';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Config } from './env';
import { createLog, requestLogs, type Log } from './log';
import { securityHeaders } from './http/security-headers';
import { canonicalTargets, readRequestTarget } from './http/request-target';
import { devHostRedirect } from './http/dev-host';
import { forRoutes } from './http/route-class';
import { staticFiles, uploadFiles } from './http/static-files';
import { precompressedFiles } from './http/precompressed';
import { createSsrHandler } from './render/ssr-handler';
import { inlineImageReader } from './render/inline-image';
import { HtmlCache, serveCachedPages } from './render/html-cache';
import { devRenderer, productionRenderer, type Renderer } from './render/renderer';
import { vitalsRouter } from './api/vitals';
import { visitablePaths } from './seo/public-urls';
import { requireAdmin } from './auth/require-admin';
import { openState } from './state';
import { healthRouter } from './http/health';
import { publicPortfolioRouter } from './api/public-portfolio';
import { sitemapXmlRouter } from './seo/sitemap-xml';
import { robotsRouter } from './seo/robots';
import { rssRouter } from './seo/rss';
import { createAuth } from './auth/github';
import { requireCsrf } from './auth/csrf';
import { authApiRouter } from './api/auth';
import { adminPortfolioRouter } from './api/portfolio';
import { contentRouter } from './api/content';
import { siteImagesRouter } from './api/site-images';
import { SiteImageOverlay } from './images/site-image-overlay';
import { ContentSnapshot } from './storage/content-snapshot';
import { previewRouter } from './render/preview';
import { uploadRouter } from './api/upload';
import { mediaRouter } from './api/media';
import { rateLimits } from './http/rate-limit';
import { removeUnfinishedUploads, UploadsUsage } from './storage/uploads';
import { ImageJobs } from './storage/image-jobs';
import { SiteImages } from './images/site-images';
import imageManifest from '#content/image-manifest.json';
import type { ImageManifest } from '#shared/image-manifest';

export interface AppDeps {
  /** Tests may pass a renderer (for example one whose render throws). */
  renderer?: Renderer;
  log?: Log;
  /** In development, Vite's HMR websocket shares this server instead of opening its own port. */
  httpServer?: Server;
  /** The Express app to build on, made by the caller when its HTTP server needs it first (createHttpServer). */
  app?: Express;
}

export interface AppHandle {
  app: Express;
  /** The HTML cache, for tests and the bench to inspect (absent in development). */
  htmlCache?: HtmlCache;
  /** From now on /readyz answers 503, so a load balancer stops sending work here (SIGTERM). */
  drain(): void;
  close(): Promise<void>;
}

export async function createApp(config: Config, deps: AppDeps = {}): Promise<AppHandle> {
  const log = deps.log ?? createLog(config.logLevel);
  const app = deps.app ?? express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');

  // 1. The request target, read once (request-target.ts): the fragment dropped, the path in its one spelling (case,
  // slashes, escapes and dot segments resolved), and the request's route class (#shared/route-policy). Everything
  // below reads res.locals.target and res.locals.route; nothing is answered here.
  app.use(readRequestTarget);
  // Development: another loopback name (127.0.0.1, [::1]) is sent to PUBLIC_URL's, where the sign-in's cookies live.
  if (config.dev) app.use(devHostRedirect(config.publicUrl));

  // 2. HTML cache hits, before any other work: a page rendered before is replayed from memory with the headers
  // the chain below gave it (security headers and CSP, Cache-Control, Vary), an ETag (304 on If-None-Match) and
  // ready brotli/gzip bytes. Only GET/HEAD of a canonical target without a query string (or with analytics' tracking
  // parameters alone) are looked up; only complete 200 pages without a cookie whose route table row allows it are
  // stored (section 9), under the path the router rendered, which is the target's. Pages never read the session, so
  // signed-in or not, a page is the same. A successful portfolio write empties the cache (section 8).
  // Off in development.
  const htmlCache = config.dev ? undefined : new HtmlCache();
  if (htmlCache) app.use(serveCachedPages(htmlCache));

  // 3. Logs, then the security headers, on every answer from here on (health probes, refusals and redirects too).
  // The renderer (Vite's in development, the build's in production) is read first: the production stylesheet is
  // written inline into every page (and the accent italic's face into pages with an accent), and their hashes go into
  // the CSP's style-src.
  app.use(requestLogs(log));
  let vite: ViteDevServer | undefined;
  if (config.dev && !deps.renderer) {
    const { createServer } = await import('vite');
    vite = await createServer({
      server: { middlewareMode: true, hmr: deps.httpServer ? { server: deps.httpServer, clientPort: config.port } : undefined },
      appType: 'custom',
    });
  }
  const renderer = deps.renderer ?? (vite ? devRenderer(vite) : await productionRenderer(config.root));
  const styleHashes = [renderer.inlineStyle, renderer.accentFace].flatMap((style) => (style ? [style.hash] : []));
  app.use(securityHeaders(config, styleHashes));

  // 4. One address per target: an overlong path gets 414 and a target that is not a path 400; any other spelling of
  // a path gets a 301 to its one address, so nothing below renders, caches or serves a target that is not canonical.
  app.use(canonicalTargets);

  // 5. Probes for a load balancer or orchestrator: /healthz (the process serves) and /readyz (the state is reachable,
  // and the process is not draining). The state is opened below.
  let ready: () => Promise<boolean> = () => Promise.resolve(false);
  let draining = false;
  app.use(healthRouter(() => (draining ? Promise.resolve(false) : ready())));

  // 6. Compression. React flushes through res.flush(), so the streamed shell is never held back.
  // On-the-fly brotli at quality 3; quality 11 is kept for build-time and cached bytes. Quality 4 made 5% smaller
  // pages for two to three times the CPU (its larger hash tables are set up for every response's encoder, on
  // libuv's threads: docs/performance.md). A 256 KB window (instead of 4 MB) holds any page whole.
  const brotli = { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 };
  app.use(compression({ threshold: 1024, brotli: { params: brotli } }));

  // 7. Static files: the site's images (made from their masters the first time each is asked for, into the image
  // cache), then Vite in development or the hashed build in production; uploads read-only.
  const imageJobs = new ImageJobs();
  // JSON imports type tuples as plain arrays; the build writes exactly the manifest's shape.
  const manifest = imageManifest as unknown as ImageManifest;
  // The owner's edits to the built-in photographs (descriptions, focal points), read from the state once it is open.
  const imageEdits = new SiteImageOverlay(manifest);
  const siteImages = new SiteImages(config.root, config.imageCacheDir, imageEdits, imageJobs);
  app.use(siteImages.handler());
  if (vite) {
    app.use(vite.middlewares);
  } else {
    app.use(precompressedFiles(path.join(config.root, 'dist/client')));
    app.use(staticFiles(path.join(config.root, 'dist/client')));
  }
  app.use('/uploads', uploadFiles(config.uploadsDir));
  // The state: files (the default) or PostgreSQL (DATABASE_URL). With PostgreSQL, another instance's write empties
  // this instance's HTML cache (before that write is answered).
  // Pages read the content records from memory (and the built-in photographs' rows with the owner's edits).
  const published = new ContentSnapshot((records) => imageEdits.rebuild(records));
  const reread = () =>
    published.refresh().then(
      () => htmlCache?.clear(),
      (error: unknown) => log.error({ area: 'db', err: error }, 'could not read the content records again'),
    );
  const state = await openState(config, log, () => {
    htmlCache?.clear();
    // The content may have changed too: read it again, then empty the cache of pages rendered meanwhile.
    return reread();
  });
  published.readFrom(state.content);
  await published.refresh();
  // A process killed mid-upload leaves `.name.tmp` files. With files, nothing else writes here, so they are swept
  // now; on a shared volume only old ones are (the young ones may be another instance's upload in progress).
  const unfinished =
    (await removeUnfinishedUploads(config.uploadsDir, state.unfinishedUploadAgeMs)) +
    (await removeUnfinishedUploads(path.join(config.dataDir, 'incoming'), state.unfinishedUploadAgeMs, (name) => name.endsWith('.upload')));
  if (unfinished) log.warn({ area: 'uploads', count: unfinished }, 'removed unfinished upload files left by an interrupted process');

  // 8. APIs. By route class: limits per client before any session work, then the session for sign-in and the
  // admin API, then the CSRF check for their mutations; the routers then check who is signed in.
  app.use(sitemapXmlRouter(config));
  app.use(robotsRouter(config));
  app.use(rssRouter(config));
  const { portfolio, content, vitals } = state;
  ready = () => state.ready();
  // A successful portfolio or content write may change a page, so it empties the HTML cache.
  app.use(['/api/portfolio', '/api/admin/content'], (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') res.on('finish', () => res.statusCode < 400 && htmlCache?.clear());
    next();
  });
  const auth = createAuth(config, log, state.auth);
  app.use(rateLimits(config.rateLimits, state.rateLimitStore));
  app.use(auth.session);
  app.use(forRoutes((route) => route.csrf, requireCsrf(config.publicUrl)));
  app.use(auth.router);
  app.use(authApiRouter(config));
  app.use(vitalsRouter(vitals, requireAdmin, visitablePaths()));
  app.use(publicPortfolioRouter(portfolio));
  app.use(adminPortfolioRouter(portfolio));
  app.use(
    contentRouter(content, {
      exists: (type, id) => type !== 'site-image' || Object.hasOwn(manifest, id),
      onSaved: () => reread(),
      published,
      seed: async (type, id) => (await renderer.load()).contentSeed(type, id),
    }),
  );
  app.use(siteImagesRouter(manifest, imageEdits, content, async () => (await renderer.load()).contentImageUses()));
  app.use(
    uploadRouter({
      uploadsDir: config.uploadsDir,
      incomingDir: path.join(config.dataDir, 'incoming'),
      jobs: imageJobs,
      usage: new UploadsUsage(config.uploadsDir, config.uploadsQuotaBytes),
      media: portfolio.media,
    }),
  );
  app.use(mediaRouter(portfolio, () => htmlCache?.clear()));
  app.use(previewRouter(config, renderer, { portfolio, content: published }, () => imageEdits.rows()));
  app.use('/api', (_req, res) => res.status(404).json({ error: 'Not found' }));

  // 9. Pages: every other GET is rendered by React Router (which also renders the 404 page); misses of
  // cacheable pages are stored in the HTML cache as they stream out.
  // In production a page hero's light phone crop goes inside the page (render/inline-image.ts).
  const inlineImage = config.dev
    ? undefined
    : inlineImageReader(config.imageCacheDir, (file) => void siteImages.ensure(file).catch(() => undefined));
  app.get(
    '/{*splat}',
    createSsrHandler(config, renderer, { portfolio, content: published }, log, {
      cache: htmlCache,
      inlineImage,
      editedImages: () => imageEdits.rows(),
    }),
  );

  // 10. Anything that is not GET/HEAD and matched nothing.
  app.use((_req, res) => res.status(405).setHeader('Allow', 'GET, HEAD').json({ error: 'Method not allowed' }));

  // 11. Errors: JSON for the API, a plain message otherwise; the process stays up.
  const onError: ErrorRequestHandler = (err: { status?: unknown; expose?: unknown; message?: unknown } | undefined, req, res, _next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 600 ? err.status : 500;
    if (status >= 500) req.log.error({ area: 'http', err }, 'request failed');
    if (res.headersSent) return res.destroy();
    const exposed = err?.expose === true && typeof err.message === 'string' ? err.message : '';
    const message = status >= 500 ? 'Internal server error' : exposed || 'Bad request';
    res.status(status).json({ error: message });
  };
  app.use(onError);

  return {
    app,
    htmlCache,
    drain() {
      draining = true;
    },
    async close() {
      imageJobs.stop();
      await vite?.close();
      await state.close();
    },
  };
}
