// The registry is the one list of what the agency sells: a made-up row shows up in navigation, the sitemap and
// the API's allowlist with no other edit, and every list derived from the real registry follows its rows.
import { describe, expect, it } from 'vitest';
import { navigation } from '#content/navigation';
import { footerServices } from '#content/footer-links';
import { sitemapGroups } from '#content/sitemap-page';
import { seedPortfolio } from '#content/seed-portfolio';
import { loadAllServicePages, loadServicePage } from '#content/services/load';
import { projects } from '#content/projects';
import { postIndex } from '#content/posts';
import {
  byCollection,
  byPortfolio,
  byService,
  catalog,
  collectionKeys,
  idPrefix,
  isCollectionKey,
  collectionKeyIgnoringCase,
  portfolioSlugs,
  serviceSlugs,
  type Catalog,
  type CatalogRow,
} from './catalog';
import { pageRoutes, publicPaths } from './route-table';

const staging: CatalogRow = {
  service: 'virtual-staging',
  portfolio: 'staged-rooms',
  collection: 'stagingPortfolio',
  label: 'Staging',
  longLabel: 'Virtual Staging',
  icon: 'Sofa',
};
const withStaging: Catalog = [...catalog, staging];
const content = { projects, posts: postIndex };
const servicePath = (row: CatalogRow) => `/services/${row.service}`;
const portfolioPath = (row: CatalogRow) => `/portfolio/${row.portfolio}`;

describe('a row added to a registry', () => {
  it('appears in the navbar menus and the footer', () => {
    const nav = navigation(withStaging);
    expect(nav.servicesMenu.at(-1)).toEqual({ label: staging.label, href: servicePath(staging) });
    expect(nav.portfolioMenu.at(-1)).toEqual({ label: staging.label, href: portfolioPath(staging) });
    expect(footerServices(withStaging).at(-1)).toEqual({ label: staging.longLabel, href: servicePath(staging) });
    expect(navigation().servicesMenu.map((l) => l.href)).not.toContain(servicePath(staging));
  });

  it('appears in the sitemap, its service page and its portfolio page', () => {
    const listed = publicPaths(content, pageRoutes, withStaging);
    expect(listed).toEqual(expect.arrayContaining([servicePath(staging), portfolioPath(staging)]));
    expect(listed.length - publicPaths(content).length).toBe(2);
    expect(publicPaths(content)).not.toContain(servicePath(staging));
  });

  it('opens the API to its collection, and only in that registry', () => {
    expect(isCollectionKey(staging.collection, withStaging)).toBe(true);
    expect(isCollectionKey(staging.collection)).toBe(false);
  });
});

describe('the real registry', () => {
  it('orders the navbar menus and the footer', () => {
    const { servicesMenu, portfolioMenu } = navigation();
    expect(servicesMenu.slice(1)).toEqual(catalog.map((row) => ({ label: row.label, href: servicePath(row) })));
    expect(portfolioMenu.slice(1)).toEqual(catalog.map((row) => ({ label: row.label, href: portfolioPath(row) })));
    expect(footerServices()).toEqual(
      catalog.map((row) => ({ label: row.longLabel, href: `/services/${'alias' in row ? row.alias : row.service}` })),
    );
  });

  it('lists every service and portfolio page in the sitemap, in registry order', () => {
    const listed = publicPaths(content);
    expect(listed.filter((p) => /^\/services\/[^/]+$/.test(p) && p !== '/services/all')).toEqual(catalog.map(servicePath));
    expect(listed.filter((p) => p.startsWith('/portfolio/'))).toEqual(catalog.map(portfolioPath));
    const page = sitemapGroups.flatMap((g) => g.links.map((l) => l.href));
    for (const row of catalog) expect(page).toContain(portfolioPath(row));
    for (const link of footerServices()) expect(page).toContain(link.href);
  });

  it('names the store collections and the slugs in registry order', () => {
    expect(collectionKeys).toEqual(catalog.map((row) => row.collection));
    expect(serviceSlugs).toEqual(catalog.map((row) => row.service));
    expect(portfolioSlugs).toEqual(catalog.map((row) => row.portfolio));
    expect(Object.keys(seedPortfolio)).toEqual(collectionKeys);
  });

  it('has a content module for each service, in registry order', async () => {
    expect((await loadAllServicePages()).map((p) => p.slug)).toEqual(serviceSlugs);
    for (const slug of serviceSlugs) expect((await loadServicePage(slug))?.slug).toBe(slug);
  });

  it('finds rows by each key and nothing for anything else, inherited names included', async () => {
    for (const row of catalog) {
      expect(byService(row.service)).toBe(row);
      expect(byPortfolio(row.portfolio)).toBe(row);
      expect(byCollection(row.collection)).toBe(row);
      expect(isCollectionKey(row.collection)).toBe(true);
      expect(collectionKeyIgnoringCase(row.collection.toUpperCase())).toBe(row.collection);
      expect(idPrefix(row.collection)).not.toMatch(/Portfolio$/);
    }
    for (const bad of ['', 'toString', 'constructor', '__proto__', 'Photography', 'photos']) {
      expect(byService(bad)).toBeUndefined();
      expect(byPortfolio(bad)).toBeUndefined();
      expect(isCollectionKey(bad)).toBe(false);
      expect(collectionKeyIgnoringCase(bad)).toBeUndefined();
      expect(await loadServicePage(bad)).toBeUndefined();
    }
  });
});
