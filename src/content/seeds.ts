// The built-in content of each page that is a content record: its record's seed, shown until the owner publishes
// one in /admin (and the starting point of the admin's first draft).
import { serviceSlugs } from '#shared/catalog';
import type { ContentData, ContentType } from '#shared/content-records';
import { loadServicePage, serviceSeed } from './services/load';

type Seeds = { [T in ContentType]?: Record<string, () => Promise<ContentData[T]>> };

export const contentSeeds: Seeds = {
  about: { page: async () => (await import('./about')).aboutSeed },
  service: Object.fromEntries(serviceSlugs.map((slug) => [slug, async () => serviceSeed((await loadServicePage(slug))!)])),
};

export function loadSeed(type: string, id: string): Promise<unknown> {
  const byId = Object.hasOwn(contentSeeds, type)
    ? (contentSeeds[type as ContentType] as Record<string, () => Promise<unknown>>)
    : undefined;
  return byId && Object.hasOwn(byId, id) ? byId[id]!() : Promise.resolve(undefined);
}
