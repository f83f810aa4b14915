import { heroOnlyRoute } from './hero-only';
export default heroOnlyRoute(
  { title: 'Admin', subtitle: 'Portfolio manager', description: 'Sign in to manage portfolio items.', image: 'website-laptop' },
  { title: 'Admin', description: 'Portfolio administration.', keywords: [] },
  '/admin',
  { handle: { seo: () => ({ title: 'Admin', description: 'Portfolio administration.', noindex: true, path: '/admin' }) } },
);
