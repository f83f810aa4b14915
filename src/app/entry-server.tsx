// Server entry: React only, no HTTP. Runs the route's loaders, then streams the page.
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import type { Writable } from 'node:stream';
import { routes } from './routes';
import { AppEnvContext, type AppEnv, type BootPayload } from './lib/app-env';

/** The types the server needs to call render(): it imports nothing else from the app. */
export type { AppAssets, AppEnv } from './lib/app-env';
import { safeJson } from './lib/seo';
import type { LoadContext } from '#shared/load-context';
import type { ImageManifest } from '#shared/image-manifest';
import { StaticErrorDocument } from './static-error-document';
import { loadDeferred } from './lib/deferred';
import { collectPageAssets } from './lib/page-assets.server';
import { hasImage } from './components/ui/picture';

export interface RenderOptions {
  env: AppEnv;
  /** Crawlers get the whole page at once (onAllReady); people get the shell as soon as it is ready. */
  bot: boolean;
  /** The modules that start the page (the entry's imports, then the entry), run in order by boot.ts once the hero has
   * arrived. */
  bootstrapModules: string[];
  /** Handed to loaders as their `context` (the store's read side). */
  context?: LoadContext;
  /** Chunks of the matched lazy routes, preloaded with the entry so hydration does not wait on a second round trip. */
  routeModules?: (routeIds: string[]) => string[];
  /** Production: the stylesheet's text, written into the head instead of a link (the server's readInlineStyle). */
  inlineCss?: string;
  /** Production: the accent italic's @font-face with the font inside it (the server's readInlineFace). */
  accentFaceCss?: string;
  /** Production: the data: URL of a phone hero light enough to go inside the page (the server's inline-image.ts). */
  inlineImage?: (url: string) => string | undefined;
  /** The image rows the owner changed in the media library (the server's site-image-overlay.ts). */
  editedImages?: Readonly<ImageManifest>;
  /** The owner's preview of a draft: the page without its scripts. */
  preview?: boolean;
  onError?: (error: unknown) => void;
}

export type RenderResult =
  | { kind: 'response'; response: Response }
  | {
      kind: 'stream';
      status: number;
      /** The matched routes' ids, outermost first (the server decides caching by them). */
      routeIds: string[];
      /** The path the router rendered (the server stores a page only under this path). */
      pathname: string;
      pipe: <W extends Writable>(destination: W) => W;
      abort: (reason?: unknown) => void;
    };

const handler = createStaticHandler(routes);

function serializeErrors(errors: Record<string, unknown> | null) {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, error] of Object.entries(errors)) {
    if (isRouteErrorResponse(error)) out[id] = { ...error, __type: 'RouteErrorResponse' };
    // Never send a server error's message or stack to the browser.
    else out[id] = { message: 'Unexpected Server Error', __type: 'Error' };
  }
  return out;
}

export async function render(request: Request, options: RenderOptions): Promise<RenderResult> {
  const context = await handler.query(request, { requestContext: options.context });
  // Deferred blocks render in full on the server: their modules must be loaded before React renders.
  await loadDeferred();
  if (context instanceof Response) return { kind: 'response', response: context };

  const router = createStaticRouter(handler.dataRoutes, context);
  const boot: BootPayload = {
    env: options.env,
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializeErrors(context.errors) },
  };
  const bootJson = safeJson(boot);
  const routeIds = context.matches.map((m) => m.route.id);
  const modulesJson = safeJson({
    modules: options.bootstrapModules,
    preloads: options.routeModules?.(routeIds) ?? [],
  });

  return new Promise((resolve, reject) => {
    let settled = false;
    // The images and icons the page draws are noted as it renders, for the rows and symbols its HTML carries (see
    // #image-entries and #icon-symbols).
    const stream = collectPageAssets(
      () =>
        renderToPipeableStream(
          <AppEnvContext.Provider
            value={{
              env: options.env,
              bootJson,
              modulesJson,
              inlineCss: options.inlineCss,
              accentFaceCss: options.accentFaceCss,
              inlineImage: options.inlineImage,
            }}
          >
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppEnvContext.Provider>,
          {
            // The entry starts from boot.ts once the hero image is on screen (see there).
            // A preview of the owner's draft is shown, not hydrated: it is served at an admin address the router
            // does not know.
            bootstrapModules: options.preview ? [] : [options.env.assets.boot],
            // Sections are Suspense boundaries (hydrated in separate tasks). Nothing suspends on the server, so keep
            // every completed boundary inline: React would otherwise move large ones after the shell and reveal them
            // with inline <script>s, which the CSP (no inline script) blocks.
            progressiveChunkSize: Number.POSITIVE_INFINITY,
            [options.bot ? 'onAllReady' : 'onShellReady']() {
              settled = true;
              resolve({
                kind: 'stream',
                status: context.statusCode,
                routeIds,
                pathname: context.location.pathname,
                pipe: stream.pipe,
                abort: stream.abort,
              });
            },
            onShellError(error: unknown) {
              if (!settled) reject(error instanceof Error ? error : new Error(String(error)));
            },
            onError(error: unknown) {
              options.onError?.(error);
            },
          },
        ),
      options.editedImages,
    );
  });
}

/** The designed 500 page, for when rendering itself failed. Static: it loads no client script. */
export function renderErrorDocument(status: number, env: AppEnv, url: string): string {
  const html = collectPageAssets(() =>
    renderToString(
      <AppEnvContext.Provider value={{ env, bootJson: 'null' }}>
        <StaticRouter location={url}>
          <StaticErrorDocument status={status} />
        </StaticRouter>
      </AppEnvContext.Provider>,
    ),
  );
  return `<!DOCTYPE html>${html}`;
}

/** How the built-in content describes each site image, for the media library's built-in photographs. Here, in the
 * entry, because the content modules load through Vite (import.meta.glob), which the server's own code does not. */
export async function contentImageUses() {
  const [{ allContent }, { imageUses }] = await Promise.all([import('#content/all-content'), import('#content/image-uses')]);
  return imageUses(await allContent(), hasImage);
}

/** A page's built-in content, the seed of its content record (src/content/seeds.ts); undefined for other records. */
export async function contentSeed(type: string, id: string): Promise<unknown> {
  return (await import('#content/seeds')).loadSeed(type, id);
}
