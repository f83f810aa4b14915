import { servicesOverview } from '../../content/services/overview';
import { heroOnlyRoute } from './hero-only';
export const route = (v: 'overview' | 'all') => {
  const p = v === 'all' ? servicesOverview.allServices : servicesOverview.services;
  return heroOnlyRoute(p.hero, p.seo);
};
