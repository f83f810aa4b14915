// /portfolio: 8 category cards, 4 flagship projects with their services,
// and Start Your Project to /contact.
import { Icon } from '#app/components/ui/icon';
import { useLoaderData } from 'react-router';
import { Link } from '#app/components/ui/link';
import type { FlagshipProject, PortfolioCategoryCard } from '#content/types';
import { Hero } from '../components/sections/hero';
import { Section } from '../components/sections/section';
import { IconTile } from '#app/components/ui/icon-tile';
import { Picture } from '../components/ui/picture';
import { imagePriority } from '../lib/image-priority';
import { absoluteUrl, paths } from '#shared/paths';
import { definePage } from '../lib/page';
import { CtaBand } from '../components/below-fold';

function CategoryCard({ card, index }: { card: PortfolioCategoryCard; index: number }) {
  return (
    <article className="group relative isolate flex aspect-[4/5] flex-col justify-end rounded-[var(--radius-card)] bg-ink-900 text-white shadow-[var(--shadow-card)] focus-within:ring-2 focus-within:ring-brass focus-within:ring-offset-2 sm:aspect-auto sm:h-full sm:min-h-56 lg:min-h-[22.5rem]">
      {card.image && (
        <Picture
          name={card.image}
          alt=""
          sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
          className="absolute inset-0 -z-20 block h-full w-full overflow-hidden rounded-[inherit]"
          imgClassName="h-full w-full object-cover transition-transform duration-700 ease-[var(--ease-out-soft)] group-hover:scale-[1.05]"
          {...imagePriority(index + 1)}
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 rounded-[inherit] bg-gradient-to-t from-ink-900/90 via-ink-900/35 to-ink-900/5"
      />
      <div className="p-6">
        <IconTile name={card.icon} onImage />
        <h3 className="mt-4 font-display text-2xl font-medium">
          <Link to={card.href} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {card.title}
          </Link>
        </h3>
        {card.description && <p className="mt-2 text-sm leading-relaxed text-white/80">{card.description}</p>}
        <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brass-200">
          View work
          <Icon name="ArrowUpRight" className="h-4 w-4 transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}

function FlagshipCard({ project, index }: { project: FlagshipProject; index: number }) {
  const reversed = index % 2 === 1;
  return (
    <article className="card grid overflow-hidden lg:grid-cols-2" data-flagship data-reveal>
      <div className={`relative aspect-[16/10] overflow-hidden bg-paper-2 lg:aspect-auto lg:min-h-[380px] ${reversed ? 'lg:order-2' : ''}`}>
        <Picture
          name={project.image}
          alt={project.alt}
          sizes="(min-width: 1024px) 620px, 100vw"
          className="block h-full w-full lg:absolute lg:inset-0"
          imgClassName="h-full w-full object-cover"
        />
      </div>
      <div className="flex flex-col justify-center p-7 sm:p-10 lg:p-12">
        <p className="eyebrow">Flagship project {String(index + 1).padStart(2, '0')}</p>
        <h3 className="mt-3 font-display text-2xl font-medium leading-tight sm:text-3xl">{project.title}</h3>
        <p className="mt-4 leading-relaxed text-ink-600">{project.description}</p>
        <h4 className="mt-7 text-xs font-semibold uppercase tracking-[0.14em] text-ink-500">Services</h4>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Services for ${project.title}`}>
          {project.services.map((s) => (
            <li
              key={s}
              className="inline-flex items-center gap-1.5 rounded-full border border-line bg-paper px-3 py-1.5 text-xs font-medium text-ink-700"
            >
              <Icon name="Check" aria-hidden="true" className="h-3.5 w-3.5 text-brass" />
              {s}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

/** The index's copy, cards and case studies travel as loader data: the portfolio module (every category's page
 * too) stays out of the first load. */
async function loader() {
  const { flagshipProjects, portfolioCategoryCards, portfolioIndex } = await import('#content/portfolio');
  return { page: portfolioIndex, cards: portfolioCategoryCards, flagship: flagshipProjects };
}

function PortfolioIndex() {
  const { page, cards, flagship } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero {...page.hero} />
      <Section id="categories" eyebrow="Portfolio" title={page.categoriesTitle} intro={page.categoriesIntro}>
        <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4" aria-label="Portfolio categories">
          {cards.map((card, i) => (
            <li key={card.href} data-category-card data-reveal style={{ '--reveal-index': i % 4 } as React.CSSProperties}>
              <CategoryCard card={card} index={i} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="flagship" eyebrow="Case studies" title={page.flagshipTitle} intro={page.flagshipIntro} tone="white">
        <div className="space-y-8" role="list" aria-label={page.flagshipTitle}>
          {flagship.map((p, i) => (
            <div role="listitem" key={p.title}>
              <FlagshipCard project={p} index={i} />
            </div>
          ))}
        </div>
        <div className="mt-12 text-center">
          <Link to={paths.projects} className="btn-ghost-dark">
            See All Notable Projects
          </Link>
        </div>
      </Section>
      <CtaBand heading={page.cta.title} body={page.cta.description} primary={page.cta.button} />
    </>
  );
}

export default definePage({
  loader,
  seo: ({ data: { page: portfolioIndex, cards }, publicUrl }) => ({
    ...portfolioIndex.seo,
    path: portfolioIndex.path,
    trail: [{ name: 'Portfolio', path: portfolioIndex.path }],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: portfolioIndex.hero.title,
        description: portfolioIndex.seo.description,
        url: absoluteUrl(publicUrl, portfolioIndex.path),
        hasPart: cards.map((c) => ({ '@type': 'CollectionPage', name: c.title, url: absoluteUrl(publicUrl, c.href) })),
      },
    ],
  }),
  Component: PortfolioIndex,
});
