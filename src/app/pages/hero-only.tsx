// Interim page body for routes whose content sections are still being built: the page's hero and its metadata.
import type { RouteObject } from 'react-router';
import type { PageHero, SeoFields } from '#content/types';
import { Hero } from '../components/sections/hero';
import type { RouteHandle } from '../lib/use-seo';

export function heroOnlyRoute(hero: PageHero, seo: SeoFields, path?: string, extra: Partial<RouteObject> = {}): Partial<RouteObject> {
  const handle: RouteHandle = { seo: ({ pathname }) => ({ ...seo, path: path ?? pathname }) };
  return {
    handle,
    Component: () => <Hero {...hero} pageKey={hero.heroKey} />,
    ...extra,
  };
}
