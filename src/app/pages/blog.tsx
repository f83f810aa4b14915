import { heroOnlyRoute } from './hero-only';
export default heroOnlyRoute(
  { title: 'Insights & Stories', subtitle: 'The Northframe Journal', description: 'Field notes from 5000+ Toronto shoots.', image: 'camera-gear', heroKey: 'blog' },
  { title: 'Blog: Real Estate Media Insights', description: 'Guides for Toronto agents on listing photography, drone, virtual staging and marketing.', keywords: ['real estate photography blog'] },
);
