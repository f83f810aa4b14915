// The builder's services, read from the service pages' content: one per registry row, with the packages its page
// offers and, per package, the turnaround and price that page states. Nothing is restated or invented here.
import { catalog, type ServiceSlug } from '#shared/catalog';
import type { ServicePage } from '#content/services/types';
import { packageId } from './package-id';

export interface BookingPackage {
  /** packageId(title): "Aerial Photo + Video" -> "aerial-photo-video". */
  id: string;
  title: string;
  /** As the package states it: "48-72 business hours", "24 hours". */
  turnaround?: string;
  /** A rush figure the package states ("72 hours" from "Rush from 72 hours available"). */
  rush?: string;
  /** Only where the service page publishes one (website packages). */
  price?: string;
}

export interface BookingService {
  slug: ServiceSlug;
  label: string;
  packages: BookingPackage[];
}

// "Delivered in 48-72 business hours", "Launched in 3-5 business days", "Tour live in 24-48 hours, rush for ...",
// "Set up in 2-3 weeks", "Built and published in 12-20 weeks"; and the editing style, "12-hour turnaround".
const DELIVERY =
  /^(?:delivered|launched|designed and launched|built and published|set up|tour live) in (\d+(?:-\d+)? (?:business )?(?:hours|days|weeks))\b/i;
const TURNAROUND = /^(\d+(?:-\d+)?)-(hour|day|week) turnaround$/i;
const RUSH = /\brush from (\d+ (?:business )?(?:hours|days))\b/i;

/** The turnaround a package's feature list states, in the words the page uses; undefined where it states none. */
export function statedTurnaround(features: readonly string[]): string | undefined {
  for (const feature of features) {
    const delivery = DELIVERY.exec(feature);
    if (delivery) return delivery[1];
    const turnaround = TURNAROUND.exec(feature);
    if (turnaround) return `${turnaround[1]} ${turnaround[2]!.toLowerCase()}s`;
  }
  return undefined;
}

function statedRush(features: readonly string[]): string | undefined {
  for (const feature of features) {
    const rush = RUSH.exec(feature);
    if (rush) return rush[1];
  }
  return undefined;
}

export function bookingServices(pages: readonly ServicePage[]): BookingService[] {
  return catalog.map((row) => {
    const page = pages.find((p) => p.slug === row.service);
    return {
      slug: row.service,
      label: row.label,
      packages: (page?.packages ?? []).map((pkg) => {
        const turnaround = statedTurnaround(pkg.features);
        const rush = statedRush(pkg.features);
        return {
          id: packageId(pkg.title),
          title: pkg.title,
          ...(turnaround && { turnaround }),
          ...(rush && { rush }),
          ...(pkg.price && { price: pkg.price }),
        };
      }),
    };
  });
}
