// THE route table: every URL of the site is here. Both entries import it; page modules load lazily.
import type { RouteObject } from 'react-router';
import { notFound } from './lib/http';
import { PageErrorBoundary, Root, RootErrorBoundary } from './root';

/** A page module's lazy exports: the component, its loader and its handle (SEO, chrome). */
const page = (load: () => Promise<{ default: Partial<RouteObject> } | Partial<RouteObject>>) => async () => {
  const mod = await load();
  return ('default' in mod ? mod.default : mod) as Partial<RouteObject> as any;
};

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
        children: [
          { index: true, lazy: page(() => import('./pages/home')) },

          // Services: the overview, the premium overview, the 8 service pages, and the automation alias.
          { path: 'services', lazy: page(() => import('./pages/services-overview').then((m) => m.route('overview'))) },
          { path: 'services/all', lazy: page(() => import('./pages/services-overview').then((m) => m.route('all'))) },
          { path: 'services/automation', lazy: page(() => import('./pages/service').then((m) => m.route('automation'))) },
          { path: 'services/:slug', lazy: page(() => import('./pages/service').then((m) => m.route('slug'))) },

          // Portfolio: index and the 8 category pages (items come from the store).
          { path: 'portfolio', lazy: page(() => import('./pages/portfolio-index')) },
          { path: 'portfolio/:category', lazy: page(() => import('./pages/portfolio-category')) },

          // Projects: list and detail (/projects/{slug or id}).
          { path: 'projects', lazy: page(() => import('./pages/projects')) },
          { path: 'projects/:slug', lazy: page(() => import('./pages/project')) },

          { path: 'about', lazy: page(() => import('./pages/about')) },
          { path: 'blog', lazy: page(() => import('./pages/blog')) },
          { path: 'blog/:slug', lazy: page(() => import('./pages/blog-post')) },
          { path: 'contact', lazy: page(() => import('./pages/contact')) },
          { path: 'search', lazy: page(() => import('./pages/search')) },

          // Legal and sitemap.
          { path: 'privacy', lazy: page(() => import('./pages/legal').then((m) => m.route('privacy'))) },
          { path: 'terms', lazy: page(() => import('./pages/legal').then((m) => m.route('terms'))) },
          { path: 'licensing-terms', lazy: page(() => import('./pages/legal').then((m) => m.route('licensing'))) },
          { path: 'sitemap', lazy: page(() => import('./pages/sitemap')) },

          // Information pages.
          { path: 'learn', lazy: page(() => import('./pages/learn')) },
          { path: 'downloads', lazy: page(() => import('./pages/downloads')) },
          { path: 'vendor-directory', lazy: page(() => import('./pages/vendor-directory')) },
          { path: 'media', lazy: page(() => import('./pages/media')) },
          { path: 'reviews', lazy: page(() => import('./pages/reviews')) },
          { path: 'faq', lazy: page(() => import('./pages/faq')) },

          // City pages: /service-areas/{toronto|mississauga|…} (catalog.ts citySlugs).
          { path: 'service-areas/:city', lazy: page(() => import('./pages/city')) },

          { path: 'admin', lazy: page(() => import('./pages/admin')) },

          {
            path: '*',
            loader: () => notFound(),
            Component: () => null,
          },
        ],
      },
    ],
  },
];
