// The React Router routes, built from the shared route table: each row's module is src/app/pages/{id}.tsx,
// loaded lazily so each page's code and content ship in their own chunk. Both entries import this.
import type { RouteObject } from 'react-router';
import { pageRoutes } from '#shared/route-table';
import type { PageRoute } from './lib/page';
import { notFound } from './lib/http';
import { loadDeferredForNavigation } from './lib/deferred';
import { isReloadingForDeploy } from './lib/stale-deploy';
import { PageErrorBoundary, Root, RootErrorBoundary } from './root';

const pageModules = import.meta.glob<PageRoute>('./pages/*.tsx', { import: 'default' });

function pageRoute(row: (typeof pageRoutes)[number]): RouteObject {
  const load = pageModules[`./pages/${row.id}.tsx`];
  if (!load) throw new Error(`The route table names a page module that does not exist: src/app/pages/${row.id}.tsx`);
  const lazy = async () => {
    const page = await load();
    // The page's code was gone after a deploy and the browser is loading the page from the server: wait for it.
    if (isReloadingForDeploy()) return new Promise<never>(() => {});
    const { loader, handle, Component, ErrorBoundary } = page;
    await loadDeferredForNavigation();
    return { handle, Component, ...(loader && { loader }), ...(ErrorBoundary && { ErrorBoundary }) };
  };
  return row.path === '/' ? { id: row.id, index: true, lazy } : { id: row.id, path: row.path.slice(1), lazy };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Root,
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        id: 'site',
        ErrorBoundary: PageErrorBoundary,
        children: [...pageRoutes.map(pageRoute), { path: '*', loader: () => notFound(), Component: () => null }],
      },
    ],
  },
];
