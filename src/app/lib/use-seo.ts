// Picks the page's SEO from the deepest matched route handle, or error SEO when the page failed.
import { useContext } from 'react';
import { isRouteErrorResponse, UNSAFE_DataRouterStateContext, useLocation, useMatches } from 'react-router';
import { defaultSeo } from '#content/site';
import type { PageSeo } from './seo';
import type { PageHandle } from './page';
import { useAppEnv } from './app-env';

export function errorSeo(error: unknown): PageSeo {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) {
    const data: unknown = isRouteErrorResponse(error) ? error.data : undefined;
    const title = typeof data === 'object' && data && 'title' in data ? String(data.title) : 'Page Not Found';
    return { title, description: 'The page you were looking for could not be found.', noindex: true };
  }
  return { title: 'Something Went Wrong', description: 'An unexpected error occurred.', noindex: true };
}

export function usePageSeo(): PageSeo {
  const matches = useMatches();
  const location = useLocation();
  const state = useContext(UNSAFE_DataRouterStateContext);
  const { env } = useAppEnv();
  const errors = state?.errors ? Object.values(state.errors) : [];
  if (errors.length) return errorSeo(errors[0]);
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as Partial<PageHandle> | undefined;
    if (handle?.seo) {
      return handle.seo({
        data: matches[i]!.data,
        params: matches[i]!.params,
        pathname: location.pathname,
        search: location.search,
        publicUrl: env.publicUrl,
      });
    }
  }
  return { ...defaultSeo };
}
