// The one registry of what the agency sells: a row per service, each with its portfolio category and the store
// collection behind it, in navigation order. Navigation, the sitemap, the admin's list, the content loaders and the
// API's allowlist are derived from these rows, so adding a category is one row here plus its content module.
// Slug and key types come from the rows, so a page or a collection the registry lacks is a compile error.

export interface CatalogRow {
  /** The service page's slug: /services/{service}. */
  service: string;
  /** The portfolio category's slug: /portfolio/{portfolio}. */
  portfolio: string;
  /** The store collection that holds the category's items (the admin API's {service} key). */
  collection: string;
  /** The name in menus, the admin's list and page headings. */
  label: string;
  /** The longer name in the footer and on the /sitemap page. */
  longLabel: string;
  /** A second address of the service page, where it has one (/services/{alias}); the footer links it. */
  alias?: string;
  /** The service's one icon (a name in the icon sprite): its cards on the site and its row in the admin. */
  icon: string;
}

export const catalog = [
  {
    service: 'photography',
    portfolio: 'photography',
    collection: 'photographyPortfolio',
    label: 'Photography',
    longLabel: 'Real Estate Photography',
    icon: 'Camera',
  },
  {
    service: 'video',
    portfolio: 'video',
    collection: 'videoPortfolio',
    label: 'Video',
    longLabel: 'Video Production',
    icon: 'Video',
  },
  { service: 'drone', portfolio: 'drone', collection: 'dronePortfolio', label: 'Drone', longLabel: 'Drone & Aerial', icon: 'Drone' },
  {
    service: 'matterport',
    portfolio: 'matterport',
    collection: 'matterportPortfolio',
    label: 'Matterport',
    longLabel: 'Matterport 3D Tours',
    icon: 'Rotate3d',
  },
  {
    service: 'editing',
    portfolio: 'editing',
    collection: 'editingPortfolio',
    label: 'Editing',
    longLabel: 'Photo & Video Editing',
    icon: 'WandSparkles',
  },
  {
    service: 'website',
    portfolio: 'website-design',
    collection: 'webDesignPortfolio',
    label: 'Website Design',
    longLabel: 'Website Design',
    icon: 'Globe',
  },
  {
    service: 'brand',
    portfolio: 'brand-apparel',
    collection: 'brandApparelPortfolio',
    label: 'Brand Apparel',
    longLabel: 'Brand Apparel',
    icon: 'Shirt',
  },
  {
    service: 'ai-services',
    portfolio: 'ai-services',
    collection: 'aiServicesPortfolio',
    label: 'AI Services',
    longLabel: 'AI Automation',
    alias: 'automation',
    icon: 'Bot',
  },
] as const satisfies readonly CatalogRow[];

export type Catalog = readonly CatalogRow[];
export type CatalogEntry = (typeof catalog)[number];
export type ServiceSlug = CatalogEntry['service'];
export type PortfolioSlug = CatalogEntry['portfolio'];
export type CollectionKey = CatalogEntry['collection'];

export const serviceSlugs: readonly ServiceSlug[] = catalog.map((row) => row.service);
export const portfolioSlugs: readonly PortfolioSlug[] = catalog.map((row) => row.portfolio);
export const collectionKeys: readonly CollectionKey[] = catalog.map((row) => row.collection);

/** The registry row with this value in `field`, or undefined: a guard for anything read from a URL or a body. */
function rowBy<F extends 'service' | 'portfolio' | 'collection'>(field: F, value: string, rows: Catalog = catalog) {
  return rows.find((row) => row[field] === value) as CatalogEntry | undefined;
}

export const byService = (slug: string) => rowBy('service', slug);
export const byPortfolio = (slug: string) => rowBy('portfolio', slug);
export const byCollection = (key: string) => rowBy('collection', key);

export function isCollectionKey(value: string, rows: Catalog = catalog): value is CollectionKey {
  return rows.some((row) => row.collection === value);
}

/** The collection key spelled `value` with its letters in any case (photographyportfolio -> photographyPortfolio). */
export function collectionKeyIgnoringCase(value: string, rows: Catalog = catalog): string | undefined {
  const lower = value.toLowerCase();
  return rows.find((row) => row.collection.toLowerCase() === lower)?.collection;
}

/** Item ids start with the collection key without the word Portfolio (videoPortfolio -> video-1712345678901). */
export function idPrefix(collection: string): string {
  return collection.replace(/Portfolio$/, '');
}

/** The ten cities of the service-area pages, in the order the site lists them. */
export const cities = [
  { slug: 'toronto', name: 'Toronto' },
  { slug: 'mississauga', name: 'Mississauga' },
  { slug: 'brampton', name: 'Brampton' },
  { slug: 'markham', name: 'Markham' },
  { slug: 'vaughan', name: 'Vaughan' },
  { slug: 'richmond-hill', name: 'Richmond Hill' },
  { slug: 'burlington', name: 'Burlington' },
  { slug: 'milton', name: 'Milton' },
  { slug: 'oakville', name: 'Oakville' },
  { slug: 'hamilton', name: 'Hamilton' },
] as const;

export type CitySlug = (typeof cities)[number]['slug'];
export const citySlugs: readonly CitySlug[] = cities.map((c) => c.slug);
