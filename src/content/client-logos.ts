// Client strip: wordmarks of fictional Toronto brokerages (drawn by scripts/images/logos.ts).
// Single-colour slate SVGs so the strip can tint them with opacity.
import type { ClientLogo } from './types';

export const clientLogos: ClientLogo[] = [
  { name: 'Harbourline Realty', logo: '/logos/harbourline-realty.svg' },
  { name: 'Bayview Crest Properties', logo: '/logos/bayview-crest-properties.svg' },
  { name: 'Kingsway Estates', logo: '/logos/kingsway-estates.svg' },
  { name: 'Don Valley Homes', logo: '/logos/don-valley-homes.svg' },
  { name: 'Annex & Oak', logo: '/logos/annex-and-oak.svg' },
  { name: 'Lakeshore Collective', logo: '/logos/lakeshore-collective.svg' },
  { name: 'Cabbagetown Realty Group', logo: '/logos/cabbagetown-realty-group.svg' },
  { name: 'High Park Partners', logo: '/logos/high-park-partners.svg' },
  { name: 'Liberty Village Living', logo: '/logos/liberty-village-living.svg' },
  { name: 'Rosedale Residential', logo: '/logos/rosedale-residential.svg' },
  { name: 'Junction House Realty', logo: '/logos/junction-house-realty.svg' },
  { name: 'Beaches & Boardwalk', logo: '/logos/beaches-and-boardwalk.svg' },
  { name: 'Yorkville Private Office', logo: '/logos/yorkville-private-office.svg' },
  { name: 'Distillery Row Realty', logo: '/logos/distillery-row-realty.svg' },
  { name: 'Humber Bay Homes', logo: '/logos/humber-bay-homes.svg' },
  { name: 'Forest Hill Estates', logo: '/logos/forest-hill-estates.svg' },
  { name: 'Queen West Realty', logo: '/logos/queen-west-realty.svg' },
  { name: 'Leslieville Home Co.', logo: '/logos/leslieville-home-co.svg' },
  { name: 'Midtown Keystone', logo: '/logos/midtown-keystone.svg' },
  { name: 'Northshore Compass Realty', logo: '/logos/northshore-compass-realty.svg' },
];
