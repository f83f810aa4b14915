// One metadata helper for every page: turns a page's SEO input into the head tags and JSON-LD.
import { defaultSeo, site } from '#content/site';
import { absoluteUrl } from '#shared/paths';
import { hasImage, imageSources } from '../components/ui/picture';

export interface Breadcrumb {
  name: string;
  path: string;
}

export interface PageSeo {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Canonical path; defaults to the current pathname. */
  path?: string;
  /** Absolute or site-relative image URL for Open Graph; defaults to the 1200x630 card. */
  image?: string;
  imageAlt?: string;
  ogType?: 'website' | 'article';
  noindex?: boolean;
  /** The breadcrumb trail after Home (Home is always first). */
  trail?: Breadcrumb[];
  jsonLd?: Record<string, unknown>[];
  /** Extra <link rel="alternate"> feeds, e.g. the blog's RSS. */
  feeds?: { title: string; href: string }[];
}

export interface HeadTags {
  title: string;
  canonical: string;
  meta: { name?: string; property?: string; content: string }[];
  links: { rel: string; href: string; type?: string; title?: string }[];
  jsonLd: Record<string, unknown>[];
}

export const DEFAULT_IMAGE = { path: '/og-default.jpg', width: 1200, height: 630 };

/** The pixel size of an Open Graph image: the default card's, or a site image variant's (/img/{name}.{hash}.{width}.jpg),
 * scaled from the image manifest. Undefined for any other image. */
function imageSize(image: string | undefined): { width: number; height: number } | undefined {
  if (!image) return DEFAULT_IMAGE;
  const variant = /\/img\/([\w-]+)\.[0-9a-f]+\.(\d+)\.jpg$/.exec(image);
  if (!variant || !hasImage(variant[1]!)) return undefined;
  const { width, height } = imageSources(variant[1]!);
  const shown = Number(variant[2]);
  return { width: shown, height: Math.round((height * shown) / width) };
}

/** The title every tab shows: the page's own, then the brand (once). */
export function fullTitle(title: string): string {
  return title.includes(site.name) ? title : `${title} | ${site.name}`;
}

export function breadcrumbJsonLd(publicUrl: string, crumbs: Breadcrumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(publicUrl, c.path),
    })),
  };
}

export function buildHead(seo: PageSeo, ctx: { publicUrl: string; pathname: string }): HeadTags {
  const title = fullTitle(seo.title);
  const canonical = absoluteUrl(ctx.publicUrl, seo.path ?? ctx.pathname);
  const image = absoluteUrl(ctx.publicUrl, seo.image ?? DEFAULT_IMAGE.path);
  const keywords = (seo.keywords ?? defaultSeo.keywords).join(', ');
  const meta: HeadTags['meta'] = [
    { name: 'description', content: seo.description },
    { name: 'keywords', content: keywords },
    { name: 'robots', content: seo.noindex ? 'noindex,nofollow' : 'index,follow' },
    { property: 'og:type', content: seo.ogType ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: canonical },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: 'en_CA' },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: seo.imageAlt ?? `${site.name}: Toronto real estate media` },
  ];
  const size = imageSize(seo.image);
  if (size) {
    meta.push({ property: 'og:image:width', content: String(size.width) }, { property: 'og:image:height', content: String(size.height) });
  }
  meta.push(
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: image },
    { name: 'geo.region', content: site.geo.region },
    { name: 'geo.placename', content: site.geo.placename },
    { name: 'geo.position', content: `${site.geo.latitude};${site.geo.longitude}` },
    { name: 'ICBM', content: `${site.geo.latitude}, ${site.geo.longitude}` },
  );
  const links: HeadTags['links'] = [{ rel: 'canonical', href: canonical }];
  for (const feed of seo.feeds ?? []) {
    links.push({ rel: 'alternate', type: 'application/rss+xml', title: feed.title, href: feed.href });
  }
  const jsonLd = [...(seo.jsonLd ?? [])];
  if (seo.trail?.length) jsonLd.push(breadcrumbJsonLd(ctx.publicUrl, [{ name: 'Home', path: '/' }, ...seo.trail]));
  return { title, canonical, meta, links, jsonLd };
}

/** JSON for a <script type="application/ld+json"> or application/json block: `<` can never close the tag. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
