// The one contract of a page module: src/app/pages/{id}.tsx default-exports definePage({...}). The loader's
// return type flows into the SEO function, and the component reads it with useLoaderData<typeof loader>().
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { PageSeo } from './seo';

export interface SeoArgs<D> {
  data: D;
  params: Record<string, string | undefined>;
  pathname: string;
  search: string;
  /** Absolute origin, for JSON-LD URLs. */
  publicUrl: string;
}

export interface ChromeHandle {
  /** Pages without a hero (the admin) keep the navbar solid. */
  solidNav?: boolean;
  /** The admin has its own header and no marketing footer. */
  bare?: boolean;
}

/** What every page route carries in its handle, whatever its loader returns. */
export interface PageHandle {
  seo(args: SeoArgs<unknown>): PageSeo;
  chrome?: ChromeHandle;
}

export interface PageRoute {
  loader?: (args: LoaderFunctionArgs) => unknown;
  handle: PageHandle;
  Component: ComponentType;
  ErrorBoundary?: ComponentType;
}

export interface PageDefinition<D> {
  loader?: (args: LoaderFunctionArgs) => D | Promise<D>;
  /** The page's metadata: fixed, or computed from its loader's data. */
  seo: PageSeo | ((args: SeoArgs<D>) => PageSeo);
  chrome?: ChromeHandle;
  Component: ComponentType;
  /** The page's own error screen (a post's "Post Not Found"); the site's otherwise. */
  ErrorBoundary?: ComponentType;
}

export function definePage<D = undefined>(page: PageDefinition<D>): PageRoute {
  const { seo } = page;
  return {
    loader: page.loader,
    handle: {
      // The router hands a route's handle the data of that same route's loader, so D is what arrives here.
      seo: typeof seo === 'function' ? (args) => seo(args as SeoArgs<D>) : () => seo,
      chrome: page.chrome,
    },
    Component: page.Component,
    ErrorBoundary: page.ErrorBoundary,
  };
}
