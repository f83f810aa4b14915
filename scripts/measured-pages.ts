// The seven pages issue #17's targets are measured on (npm run lighthouse, npm run field); PAGES=/a,/b picks others.
export const MEASURED_PAGES = process.env.PAGES?.split(',') ?? [
  '/',
  '/services/photography',
  '/blog/drone-photography-best-practices',
  '/portfolio/photography',
  '/service-areas/toronto',
  '/portfolio',
  '/projects/chelster-hall',
];
