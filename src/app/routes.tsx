// THE route table: every URL of the site is here. Both entries import it; page modules load lazily.
// A lazy route's id is its page module (plus "#variant"), so the server can preload that chunk.
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
          { id: 'home', index: true, lazy: page(() => import('./pages/home')) },

          // Services: the overview, the premium overview, the 8 service pages, and the automation alias.
          { id: 'services-overview#overview', path: 'services', lazy: page(() => import('./pages/services-overview').then((m) => m.route('overview'))) },
          { id: 'services-overview#all', path: 'services/all', lazy: page(() => import('./pages/services-overview').then((m) => m.route('all'))) },
          { id: 'service#automation', path: 'services/automation', lazy: page(() => import('./pages/service').then((m) => m.route('automation'))) },
          { id: 'service#slug', path: 'services/:slug', lazy: page(() => import('./pages/service').then((m) => m.route('slug'))) },

          // Portfolio: index and the 8 category pages (items come from the store).
          { id: 'portfolio-index', path: 'portfolio', lazy: page(() => import('./pages/portfolio-index')) },
          { id: 'portfolio-category', path: 'portfolio/:category', lazy: page(() => import('./pages/portfolio-category')) },

          // Projects: list and detail (/projects/{slug or id}).
          { id: 'projects', path: 'projects', lazy: page(() => import('./pages/projects')) },
          { id: 'project', path: 'projects/:slug', lazy: page(() => import('./pages/project')) },

          { id: 'about', path: 'about', lazy: page(() => import('./pages/about')) },
          { id: 'blog', path: 'blog', lazy: page(() => import('./pages/blog')) },
          { id: 'blog-post', path: 'blog/:slug', lazy: page(() => import('./pages/blog-post')) },
          { id: 'contact', path: 'contact', lazy: page(() => import('./pages/contact')) },
          { id: 'search', path: 'search', lazy: page(() => import('./pages/search')) },

          // Legal and sitemap.
          { id: 'legal#privacy', path: 'privacy', lazy: page(() => import('./pages/legal').then((m) => m.route('privacy'))) },
          { id: 'legal#terms', path: 'terms', lazy: page(() => import('./pages/legal').then((m) => m.route('terms'))) },
          { id: 'legal#licensing', path: 'licensing-terms', lazy: page(() => import('./pages/legal').then((m) => m.route('licensing'))) },
          { id: 'sitemap', path: 'sitemap', lazy: page(() => import('./pages/sitemap')) },

          // Information pages.
          { id: 'learn', path: 'learn', lazy: page(() => import('./pages/learn')) },
          { id: 'downloads', path: 'downloads', lazy: page(() => import('./pages/downloads')) },
          { id: 'vendor-directory', path: 'vendor-directory', lazy: page(() => import('./pages/vendor-directory')) },
          { id: 'media', path: 'media', lazy: page(() => import('./pages/media')) },
          { id: 'reviews', path: 'reviews', lazy: page(() => import('./pages/reviews')) },
          { id: 'faq', path: 'faq', lazy: page(() => import('./pages/faq')) },

          // City pages: /service-areas/{toronto|mississauga|…} (catalog.ts citySlugs).
          { id: 'city', path: 'service-areas/:city', lazy: page(() => import('./pages/city')) },

          { id: 'admin', path: 'admin', lazy: page(() => import('./pages/admin')) },

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
