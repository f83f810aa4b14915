// The business's own structured data: the ProfessionalService record (home and contact) and the WebSite record with
// its site search (home). Only those two pages import it, so it stays out of every other page's first load.
import { defaultSeo, site } from '#content/site';
import { absoluteUrl } from '#shared/paths';
import { DEFAULT_IMAGE } from './seo';

export function organizationJsonLd(publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': absoluteUrl(publicUrl, '/#business'),
    name: site.name,
    description: defaultSeo.description,
    url: absoluteUrl(publicUrl, '/'),
    image: absoluteUrl(publicUrl, DEFAULT_IMAGE.path),
    logo: absoluteUrl(publicUrl, '/icon-512.png'),
    telephone: site.phone,
    email: site.email,
    foundingDate: String(site.foundedYear),
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Toronto',
      addressRegion: 'ON',
      addressCountry: 'CA',
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    areaServed: {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
      geoRadius: site.serviceRadiusMetres,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
    ],
    sameAs: Object.values(site.social),
  };
}

export function websiteJsonLd(publicUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    url: absoluteUrl(publicUrl, '/'),
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: absoluteUrl(publicUrl, '/search?q={search_term_string}') },
      'query-input': 'required name=search_term_string',
    },
  };
}
