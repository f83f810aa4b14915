import { heroOnlyRoute } from './hero-only';
export default heroOnlyRoute(
  { title: 'Search', subtitle: 'Find anything', description: 'Search our services, articles, cities and answers.', image: 'toronto-skyline' },
  { title: 'Search', description: 'Search the Northframe Media site.', keywords: [] },
);
