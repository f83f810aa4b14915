// How the built-in content describes each site image it shows: the alt texts written beside the image's name, and
// how many places name it. The media library lists these beside the owner's own description of the photograph.
import type { allContent } from './all-content';

export interface ImageUses {
  /** The distinct alt texts the content gives the image, in the order they are first met. */
  descriptions: string[];
  /** How many places in the content show it. */
  uses: number;
}

/** Keys that name a site image, and the key beside each that describes it. */
const NAMED_BY: Record<string, readonly string[]> = {
  image: ['imageAlt', 'alt'],
  src: ['alt'],
  heroImage: [],
  allImage: [],
  thumbnail: [],
};

export function imageUses(content: Awaited<ReturnType<typeof allContent>>, isImage: (name: string) => boolean): Map<string, ImageUses> {
  const found = new Map<string, ImageUses>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    for (const [key, altKeys] of Object.entries(NAMED_BY)) {
      const name = record[key];
      if (typeof name !== 'string' || !isImage(name)) continue;
      const use = found.get(name) ?? { descriptions: [], uses: 0 };
      use.uses += 1;
      const alt = altKeys.map((k) => record[k]).find((a): a is string => typeof a === 'string' && a.trim() !== '');
      if (alt && !use.descriptions.includes(alt)) use.descriptions.push(alt);
      found.set(name, use);
    }
    Object.values(record).forEach(walk);
  };
  walk(content);
  return found;
}
