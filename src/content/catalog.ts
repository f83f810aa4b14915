// The site's fixed sets of slugs: services, portfolio categories and their store collections, cities.
// Slug types derive from these tuples, so a missing page is a compile error.

export const serviceSlugs = [
  'photography',
  'video',
  'drone',
  'matterport',
  'editing',
  'website',
  'brand',
  'ai-services',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

export const serviceNames: Record<ServiceSlug, string> = {
  photography: 'Photography',
  video: 'Video',
  drone: 'Drone',
  matterport: 'Matterport',
  editing: 'Editing',
  website: 'Website Design',
  brand: 'Brand Apparel',
  'ai-services': 'AI Services',
};

/** The 8 store collections (SPEC section 3), in admin order. */
export const collectionKeys = [
  'photographyPortfolio',
  'videoPortfolio',
  'dronePortfolio',
  'matterportPortfolio',
  'editingPortfolio',
  'webDesignPortfolio',
  'brandApparelPortfolio',
  'aiServicesPortfolio',
] as const;
export type CollectionKey = (typeof collectionKeys)[number];

export const portfolioSlugs = [
  'photography',
  'video',
  'drone',
  'matterport',
  'editing',
  'website-design',
  'brand-apparel',
  'ai-services',
] as const;
export type PortfolioSlug = (typeof portfolioSlugs)[number];

export const portfolioCollection: Record<PortfolioSlug, CollectionKey> = {
  photography: 'photographyPortfolio',
  video: 'videoPortfolio',
  drone: 'dronePortfolio',
  matterport: 'matterportPortfolio',
  editing: 'editingPortfolio',
  'website-design': 'webDesignPortfolio',
  'brand-apparel': 'brandApparelPortfolio',
  'ai-services': 'aiServicesPortfolio',
};

export const portfolioNames: Record<PortfolioSlug, string> = {
  photography: 'Photography',
  video: 'Video',
  drone: 'Drone',
  matterport: 'Matterport',
  editing: 'Editing',
  'website-design': 'Website Design',
  'brand-apparel': 'Brand Apparel',
  'ai-services': 'AI Services',
};

export const citySlugs = [
  'toronto',
  'mississauga',
  'brampton',
  'markham',
  'vaughan',
  'richmond-hill',
  'burlington',
  'milton',
  'oakville',
  'hamilton',
] as const;
export type CitySlug = (typeof citySlugs)[number];
