// The service pages' content, one module per registry row (./pages/{service}.ts). A service page loads only its
// own module; site-wide lists (search, tests) read them all.
import { byService, serviceSlugs } from '#shared/catalog';
import type { ServicePageContent } from '#shared/content/service-page';
import type { ServicePage } from './types';

const modules = import.meta.glob<ServicePage>('./pages/*.ts', { import: 'default' });

/** Undefined for anything that is not a registry slug, including inherited keys like "toString". */
export async function loadServicePage(slug: string): Promise<ServicePage | undefined> {
  const row = byService(slug);
  return row && modules[`./pages/${row.service}.ts`]?.();
}

/** Every service page, in registry order. */
export function loadAllServicePages(): Promise<ServicePage[]> {
  return Promise.all(Object.values(modules).map((load) => load())).then((pages) =>
    pages.sort((a, b) => serviceSlugs.indexOf(a.slug) - serviceSlugs.indexOf(b.slug)),
  );
}

/** A page's content record as its module holds it (the record's seed): the module without its slug, hero key and
 * built-in Featured Work selection, every field in the module's order. */
export function serviceSeed(page: ServicePage): ServicePageContent {
  const { slug: _slug, heroKey: _heroKey, ...content } = page;
  const { items: _items, ...featured } = page.featured;
  return { ...content, featured };
}
