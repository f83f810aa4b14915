// Site search for /search?q=: blog posts, service pages, city pages and FAQ answers, ranked by where the words match.
import { postIndex } from '#content/posts';
import { loadAllServicePages } from '#content/services/load';
import type { ServicePage } from '#content/services/types';
import { paths } from '#shared/paths';
import { cities } from '#content/cities';
import { faqPageItems } from '#content/faq';
import { homeFaqs } from '#content/home-sections';
import type { ImageName } from '#content/types';

export type SearchKind = 'Article' | 'Service' | 'Service Area' | 'FAQ';

export interface SearchResult {
  kind: SearchKind;
  title: string;
  href: string;
  excerpt: string;
  image?: ImageName;
  /** Small label shown with the result, e.g. the post's category. */
  meta?: string;
  score: number;
}

interface Doc extends Omit<SearchResult, 'score'> {
  /** Extra text that counts as a match but is not shown. */
  body: string;
}

const faqAnchor = (category: string) => `${paths.faq}#faq-${category.toLowerCase()}`;

function documents(servicePages: ServicePage[]): Doc[] {
  const docs: Doc[] = [];
  for (const post of postIndex) {
    docs.push({
      kind: 'Article',
      title: post.title,
      href: paths.post(post.slug),
      excerpt: post.excerpt,
      image: post.image,
      meta: `${post.category} · ${post.date}`,
      body: [post.category, post.author?.name ?? ''].join(' '),
    });
  }
  for (const page of servicePages) {
    docs.push({
      kind: 'Service',
      title: page.breadcrumbName,
      href: paths.service(page.slug),
      excerpt: page.seo.description,
      image: page.hero.image,
      meta: page.serviceType,
      body: [
        page.hero.description,
        ...page.seo.keywords,
        ...page.packages.map((p) => `${p.title} ${p.description}`),
        ...page.faqs.map((f) => f.question),
      ].join(' '),
    });
  }
  for (const city of Object.values(cities)) {
    docs.push({
      kind: 'Service Area',
      title: `${city.name} Real Estate Photography`,
      href: paths.city(city.slug),
      excerpt: city.seo.description,
      image: city.image,
      meta: city.region,
      body: [city.name, city.heroDescription, ...city.neighbourhoods, ...city.seo.keywords].join(' '),
    });
  }
  const seen = new Set<string>();
  for (const item of [...faqPageItems, ...homeFaqs]) {
    if (seen.has(item.question)) continue;
    seen.add(item.question);
    docs.push({
      kind: 'FAQ',
      title: item.question,
      href: item.category ? faqAnchor(item.category) : paths.faq,
      excerpt: item.answer,
      meta: item.category ?? 'General',
      body: '',
    });
  }
  return docs;
}

let cache: Promise<Doc[]> | undefined;

const normalise = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Words of two or more characters; every word must match somewhere in a result. */
export function searchTerms(query: string): string[] {
  return normalise(query)
    .split(/[^a-z0-9$+]+/)
    .filter((t) => t.length >= 2)
    .slice(0, 8);
}

export async function searchSite(query: string, limit = 30): Promise<SearchResult[]> {
  const terms = searchTerms(query);
  if (!terms.length) return [];
  cache ??= loadAllServicePages().then(documents);
  const results: SearchResult[] = [];
  for (const doc of await cache) {
    const title = normalise(doc.title);
    const excerpt = normalise(doc.excerpt);
    const body = normalise(doc.body);
    let score = 0;
    let all = true;
    for (const term of terms) {
      const s = (title.includes(term) ? 5 : 0) + (excerpt.includes(term) ? 2 : 0) + (body.includes(term) ? 1 : 0);
      if (!s) {
        all = false;
        break;
      }
      score += s;
    }
    if (!all) continue;
    if (title.includes(normalise(query.trim()))) score += 5;
    const { body: _body, ...shown } = doc;
    results.push({ ...shown, score });
  }
  const kindOrder: SearchKind[] = ['Service', 'Service Area', 'Article', 'FAQ'];
  return results.sort((a, b) => b.score - a.score || kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind)).slice(0, limit);
}
