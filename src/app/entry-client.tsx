// Browser entry: read the boot payload, load the matched lazy routes, then hydrate the whole document.
import '@vitejs/plugin-react/preamble';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes';
import { AppEnvContext, BOOT_ELEMENT_ID, type BootPayload } from './lib/app-env';
import { initAnalytics } from './lib/analytics';
import './styles/app.css';

declare global {
  interface Window {
    __staticRouterHydrationData?: unknown;
  }
}

async function boot() {
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

  const router = createBrowserRouter(routes);
  hydrateRoot(
    document,
    <AppEnvContext.Provider value={{ env: payload.env, bootJson }}>
      <RouterProvider router={router} />
    </AppEnvContext.Provider>,
  );

  initAnalytics(payload.env.gaId);
  const startVitals = () => import('./lib/vitals-client').then((m) => m.reportWebVitals());
  if (document.readyState === 'complete') startVitals();
  else window.addEventListener('load', startVitals, { once: true });
}

void boot();
