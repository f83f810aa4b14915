// Site image names that no longer exist and the image that took each one's place. The vector drawings the demo
// started with were replaced by renders; an item an owner saved with a drawing's name (the admin's hint once
// suggested "house-dusk") keeps a picture of the same kind instead of failing the item schema and being set aside.
import type { ImageName } from '#content/types';

const RETIRED: Readonly<Record<string, ImageName>> = {
  'aerial-lot': 'chelster-hall-aerial-lot',
  'aerial-neighbourhood': 'etobicoke-bungalow-drone',
  'ai-dashboard': 'studio-dashboard-laptop',
  'backyard-pool': 'kleinburg-estate-day',
  bathroom: 'leslieville-bath',
  bedroom: 'leslieville-bedroom',
  'brand-jacket': 'brand-softshell-stack',
  'camera-gear': 'leslieville-kitchen-shoot',
  'commercial-office': 'liberty-village-office',
  'condo-interior': 'king-west-loft-living',
  'condo-tower': 'harbourfront-terrace-night',
  'dining-room': 'chelster-hall-dining',
  'drone-flight': 'etobicoke-bungalow-drone',
  'editing-before-after': 'etobicoke-bungalow-split',
  'floor-plan': 'king-west-loft-scan',
  'founder-portrait': 'leslieville-kitchen-shoot',
  'house-dusk': 'leaside-infill-twilight',
  'house-dusk-wide': 'leaside-infill-twilight',
  kitchen: 'leslieville-kitchen',
  lakefront: 'oakville-estate-dusk',
  'luxury-estate': 'kleinburg-estate-twilight',
  'neighbourhood-street': 'cornell-townhomes-street',
  'toronto-skyline': 'harbourfront-terrace-night',
  'toronto-skyline-night': 'harbourfront-terrace-night',
  'tour-wireframe': 'king-west-loft-scan',
  'townhouse-row': 'cornell-townhomes-street',
  'twilight-exterior': 'chelster-hall-twilight',
  'video-set': 'kleinburg-estate-filming',
  'virtual-staging': 'yonge-eglinton-staged',
  'website-laptop': 'studio-website-laptop',
};

/** Every retired name and its replacement (for the test that keeps each replacement a built image). */
export const retiredImages = Object.entries(RETIRED);

const current = (value: unknown): unknown => (typeof value === 'string' && Object.hasOwn(RETIRED, value) ? RETIRED[value] : value);

/** The item with a retired image name in `src` or `thumbnail` replaced, and whether anything changed. Anything that
 * is not an object is returned as it is, for the item schema to judge. */
export function withCurrentImages<T>(item: T): { item: T; renamed: boolean } {
  if (!item || typeof item !== 'object') return { item, renamed: false };
  const { src, thumbnail } = item as { src?: unknown; thumbnail?: unknown };
  if (current(src) === src && current(thumbnail) === thumbnail) return { item, renamed: false };
  const next: Record<string, unknown> = { ...(item as Record<string, unknown>) };
  if (src !== undefined) next.src = current(src);
  if (thumbnail !== undefined) next.thumbnail = current(thumbnail);
  return { item: next as T, renamed: true };
}
