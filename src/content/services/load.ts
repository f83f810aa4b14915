// Loads one service page's content on its own, so a service page never ships the other seven.
// (index.ts imports all eight statically, for tests and site-wide lists.)
import type { ServiceSlug } from '../catalog';
import { serviceSlugs } from '../catalog';
import type { ServicePage } from './types';

const loaders: Record<ServiceSlug, () => Promise<ServicePage>> = {
  photography: () => import('./photography').then((m) => m.photographyService),
  video: () => import('./video').then((m) => m.videoService),
  drone: () => import('./drone').then((m) => m.droneService),
  matterport: () => import('./matterport').then((m) => m.matterportService),
  editing: () => import('./editing').then((m) => m.editingService),
  website: () => import('./website').then((m) => m.websiteService),
  brand: () => import('./brand').then((m) => m.brandService),
  'ai-services': () => import('./ai-services').then((m) => m.aiServicesService),
};

export async function loadServicePage(slug: string): Promise<ServicePage | undefined> {
  return (serviceSlugs as readonly string[]).includes(slug) ? loaders[slug as ServiceSlug]() : undefined;
}
