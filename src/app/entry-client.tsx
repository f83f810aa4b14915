// Browser entry: read the boot payload, load the matched lazy routes, then hydrate the whole document.
import '@vitejs/plugin-react/preamble';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes';
import {
  ACCENT_FACE_HREF,
  AppEnvContext,
  BOOT_ELEMENT_ID,
  INLINE_IMAGE_ATTR,
  MODULES_ELEMENT_ID,
  STYLE_HREF,
  type BootPayload,
} from './lib/app-env';
import { startAnalytics } from './lib/analytics';
import { endFirstPage } from './lib/deferred';
import { clearStaleDeployGuard, reloadOnStaleDeploy } from './lib/stale-deploy';
import { closeEarlyTaps } from './lib/early-tap';
import { loadAllImages } from '#image-entries';
// The stylesheet is its own build input (vite.config.ts), written into every page by the server, so no chunk lists it
// as a dependency (Vite would link it again on a client navigation). In development it is imported here for HMR.
if (import.meta.env.DEV) void import('./styles/app.css');

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

/**
 * Hydration waits for the whole document to be parsed (the module script is async and can arrive first, before
 * the boot payload at the end of the body exists) and then for one paint, so the server's HTML, the hero and
 * its LCP element included, is on screen before the CPU-heavy hydration starts. A hidden tab paints nothing:
 * it waits at most 100 ms.
 */
async function documentPainted() {
  if (document.readyState === 'loading') {
    await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
  }
  await Promise.race([
    new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
    new Promise((resolve) => setTimeout(resolve, 100)),
  ]);
}

/** The image the server wrote into the page (the phone hero's <source>, see the server's inline-image.ts), read back
 * so the hero hydrates with the same data: URL without this bundle carrying it. */
function inlineImageOfPage(): ((url: string) => string | undefined) | undefined {
  const source = document.querySelector(`source[${INLINE_IMAGE_ATTR}]`);
  const url = source?.getAttribute(INLINE_IMAGE_ATTR);
  const dataUrl = source?.getAttribute('srcset')?.split(' ')[0];
  if (!url || !dataUrl) return undefined;
  return (wanted) => (wanted === url ? dataUrl : undefined);
}

async function boot() {
  // A page module that fails to load after a deploy: the browser loads that page afresh (lib/stale-deploy.ts).
  const current: { router?: ReturnType<typeof createBrowserRouter> } = {};
  reloadOnStaleDeploy(() => current.router);
  await documentPainted();
  const bootJson = document.getElementById(BOOT_ELEMENT_ID)?.textContent ?? 'null';
  const payload = JSON.parse(bootJson) as BootPayload | null;
  if (!payload) return; // A static error page: nothing to hydrate.
  // The router reads (and deserialises) its hydration data from here.
  window.__staticRouterHydrationData = payload.router;

  // Hydrating before the matched lazy routes are loaded would render them twice.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const props = await (m.route.lazy as () => Promise<Record<string, unknown>>)();
      Object.assign(m.route, { ...props, lazy: undefined });
    }),
  );

  clearStaleDeployGuard(); // this page's code loaded
  const router = createBrowserRouter(routes);
  current.router = router;
  // The first navigation ends the server's page: blocks deferred on it load now, and later pages load theirs.
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state === 'idle') return;
    endFirstPage();
    unsubscribe();
  });
  // Hydrating inside a transition lets React yield to the browser every few milliseconds instead of holding the main
  // thread for the whole page (a default-priority hydration ran in one task of 57-70 ms on the home page in traces on
  // the build machine; a phone with a 4x slower CPU takes four times that). A click meanwhile is not lost: React
  // hydrates the part that was clicked first.
  closeEarlyTaps();
  startTransition(() => {
    hydrateRoot(
      document,
      <AppEnvContext.Provider
        value={{
          env: payload.env,
          bootJson,
          modulesJson: document.getElementById(MODULES_ELEMENT_ID)?.textContent ?? undefined,
          inlineCss: document.querySelector(`style[data-href="${STYLE_HREF}"]`)?.textContent ?? undefined,
          accentFaceCss: document.querySelector(`style[data-href="${ACCENT_FACE_HREF}"]`)?.textContent ?? undefined,
          inlineImage: inlineImageOfPage(),
        }}
      >
        <RouterProvider router={router} />
      </AppEnvContext.Provider>,
    );
  });

  // The rest of the image manifest, for what the visitor opens next (a lightbox's full image, an item the admin adds),
  // once idle. A failed load is tried again by the next navigation. The icon sprite is not loaded here: parsing it
  // into the page is a long task on a slow phone (125 ms at 4x CPU), so it waits for a navigation or a missing icon.
  const loadImages = () => void loadAllImages().catch(() => {});
  if ('requestIdleCallback' in window) window.requestIdleCallback(loadImages);
  else setTimeout(loadImages, 200);
  startAnalytics(payload.env.gaId);
  const startVitals = () => void import('./lib/vitals-client').then((m) => m.reportWebVitals());
  if (document.readyState === 'complete') startVitals();
  else window.addEventListener('load', startVitals, { once: true });
}

void boot();
