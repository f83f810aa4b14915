// Lookup of the eight service pages. A Record over ServiceSlug makes a missing page a compile error.
import type { ServiceSlug } from '../catalog';
import { serviceSlugs } from '../catalog';
import { aiServicesService } from './ai-services';
import { brandService } from './brand';
import { droneService } from './drone';
import { editingService } from './editing';
import { matterportService } from './matterport';
import { photographyService } from './photography';
import type { ServicePage } from './types';
import { videoService } from './video';
import { websiteService } from './website';

export const servicePages: Record<ServiceSlug, ServicePage> = {
  photography: photographyService,
  video: videoService,
  drone: droneService,
  matterport: matterportService,
  editing: editingService,
  website: websiteService,
  brand: brandService,
  'ai-services': aiServicesService,
};

/** Undefined for anything that is not one of the eight slugs, including inherited keys like "toString". */
export function getServicePage(slug: string): ServicePage | undefined {
  return (serviceSlugs as readonly string[]).includes(slug) ? servicePages[slug as ServiceSlug] : undefined;
}

