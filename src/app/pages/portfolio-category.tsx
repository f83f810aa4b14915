// The 8 /portfolio/{category} pages: a hero with the page's tags
// (matterport: its custom chips hero), the showcase grid of the store's matching collection, and the page's buttons.
// Items are read in the loader, so an admin change shows on the next request. The loader also hands the page its own
// category's text, so the eight categories' copy is not in the page's first-load JavaScript.
import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import { Link } from '#app/components/ui/link';
import { byPortfolio } from '#shared/catalog';
import type { PortfolioCategoryPage } from '#content/portfolio';
import { BreadcrumbTrail } from '../components/link-blocks';
import { Hero } from '../components/sections/hero';
import { Section } from '../components/sections/section';
import { Icon } from '../components/ui/icon';
import { notFound } from '../lib/http';
import { loadCollection } from '../lib/load-store';
import { absoluteUrl, paths } from '#shared/paths';
import { definePage } from '../lib/page';
import { CtaBand, MediaGrid } from '../components/below-fold';

const chipIcons: Record<string, string> = {
  '3D Tours': 'Rotate3d',
  'Virtual Reality': 'ScanEye',
  Interactive: 'Layers',
  'Remote Viewing': 'Globe',
};

function HeroTags({ page }: { page: PortfolioCategoryPage }) {
  if (page.hero.variant === 'chips') {
    return (
      <ul className="mt-6 flex flex-wrap gap-2.5" aria-label="Highlights" data-hero-tags="chips">
        {page.hero.tags.map((tag) => (
          <li
            key={tag}
            className="inline-flex items-center gap-2 rounded-full border border-white/25 bg-white/10 px-4 py-2 text-sm font-medium text-white backdrop-blur-md"
          >
            <Icon name={chipIcons[tag] ?? 'Sparkles'} className="h-4 w-4 text-brass-200" />
            {tag}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="mt-5 flex flex-wrap gap-2" aria-label="Highlights" data-hero-tags="tags">
      {page.hero.tags.map((tag) => (
        <li key={tag} className="rounded-full bg-brass/90 px-3 py-1 text-xs font-semibold uppercase tracking-[0.12em] text-ink-900">
          {tag}
        </li>
      ))}
    </ul>
  );
}

async function loader({ params, request, context }: LoaderFunctionArgs) {
  const row = byPortfolio(params.category ?? '');
  if (!row) notFound('Portfolio Category Not Found', 'There is no portfolio category at that address.');
  const [{ portfolioCategories }, items] = await Promise.all([
    import('#content/portfolio'),
    loadCollection(row.collection, context, request.signal),
  ]);
  return { slug: row.portfolio, page: portfolioCategories[row.portfolio], items };
}

function PortfolioCategory() {
  const { slug, page, items } = useLoaderData<typeof loader>();
  const name = byPortfolio(slug)!.label;
  const [primary, secondary] = page.buttons;
  // The tags and their style belong to this page's hero strip, not to the banner.
  const { tags: _tags, variant: _variant, ...hero } = page.hero;
  return (
    <>
      <Hero
        {...hero}
        above={<BreadcrumbTrail crumbs={[{ name: 'Home', href: paths.home }, { name: 'Portfolio', href: paths.portfolio }, { name }]} />}
      >
        <HeroTags page={page} />
      </Hero>

      <Section id="showcase" eyebrow={`${name} portfolio`} title={page.showcaseTitle} intro={page.intro}>
        {items.length > 0 ? (
          <MediaGrid items={items} imageOffset={1} fallbackCategory={name} label={page.showcaseTitle} />
        ) : (
          <div className="card p-10 text-center">
            <p className="text-lg text-ink-600">There are no pieces in this collection right now.</p>
            <Link to={paths.portfolio} className="btn-ghost-dark mt-6">
              Browse the Full Portfolio
            </Link>
          </div>
        )}
      </Section>

      {primary && <CtaBand heading={page.closing.heading} body={page.closing.body} primary={primary} secondary={secondary} />}
    </>
  );
}

export default definePage({
  loader,
  seo: ({ data, publicUrl }) => {
    const { page } = data;
    const row = byPortfolio(data.slug)!;
    const path = paths.portfolioCategory(row.portfolio);
    return {
      ...page.seo,
      path,
      trail: [
        { name: 'Portfolio', path: paths.portfolio },
        { name: row.label, path },
      ],
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'CollectionPage',
          name: page.showcaseTitle,
          description: page.seo.description,
          url: absoluteUrl(publicUrl, path),
          mainEntity: {
            '@type': 'ItemList',
            numberOfItems: data.items.length,
            itemListElement: data.items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.title })),
          },
        },
      ],
    };
  },
  Component: PortfolioCategory,
});
