// /services and /services/all: the 8 service cards, Industries We Serve,
// a testimonial and the closing button (Start a Project on the overview, Contact Us on the premium page).
import { Icon } from '#app/components/ui/icon';
import { useLoaderData } from 'react-router';
import { Link } from '#app/components/ui/link';
import type { ServiceCard } from '#content/types';
import { site } from '#content/site';
import { Picture } from '../components/ui/picture';
import { IconTile } from '#app/components/ui/icon-tile';
import { BreadcrumbTrail } from '../components/link-blocks';
import { Hero } from '../components/sections/hero';
import { IndustriesGrid } from '../components/sections/industries-grid';
import { Section } from '../components/sections/section';
import { imagePriority } from '../lib/image-priority';
import { absoluteUrl, paths } from '#shared/paths';
import { definePage } from '../lib/page';
import { CtaBand, Testimonial } from '../components/below-fold';

/** A service card with its 16:10 image: the overview shows the work, not just an icon. */
function ServiceImageCard({ card, index, premium }: { card: ServiceCard; index: number; premium: boolean }) {
  const image = premium ? (card.allImage ?? card.image) : card.image;
  return (
    <article className="card group relative flex h-full flex-col overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-brass focus-within:ring-offset-2 hover:shadow-[0_20px_40px_-16px_rgb(17_24_39/0.28)]">
      <div className="relative aspect-[16/10] overflow-hidden bg-paper-2">
        {image && (
          <Picture
            name={image}
            alt=""
            sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw"
            className="block h-full w-full"
            imgClassName="h-full w-full object-cover transition-transform duration-700 ease-[var(--ease-out-soft)] group-hover:scale-[1.04]"
            {...imagePriority(index + 1)}
          />
        )}
        <span className="absolute bottom-3 left-3">
          <IconTile name={card.icon} onImage />
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="font-display text-xl font-medium">
          <Link to={card.href} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {card.title}
          </Link>
        </h3>
        <div className="mt-2 flex-1">
          <p className="clamp-3 text-sm leading-relaxed text-ink-600">{card.description}</p>
        </div>
        <span aria-hidden="true" className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brass-700">
          Explore {card.title}
          <Icon name="ArrowUpRight" className="h-4 w-4 transition-transform group-hover:-translate-y-0.5 group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}

/** The page's copy, cards and industries travel as loader data: their modules are not in the first load. */
function overviewLoader(variant: 'overview' | 'all') {
  return async () => {
    const [{ industries, servicesOverview }, { serviceCards }] = await Promise.all([
      import('#content/services/overview'),
      import('#content/services/cards'),
    ]);
    return { page: variant === 'all' ? servicesOverview.allServices : servicesOverview.services, industries, serviceCards };
  };
}

type OverviewData = Awaited<ReturnType<ReturnType<typeof overviewLoader>>>;

function ServicesOverview() {
  const { page, industries, serviceCards } = useLoaderData<OverviewData>();
  const premium = page.heroKey === 'allServices';
  return (
    <>
      <Hero
        {...page.hero}
        heroKey={page.heroKey}
        above={
          premium ? (
            <BreadcrumbTrail
              crumbs={[{ name: 'Home', href: paths.home }, { name: 'Services', href: paths.services }, { name: page.breadcrumbName }]}
            />
          ) : undefined
        }
      />

      <Section
        id="services"
        eyebrow={premium ? 'The full range' : 'Eight services, one studio'}
        title={page.cardsHeading}
        intro={`Since ${site.foundedYear} we have produced media for more than 5,000 GTA listings. Book a single service or the whole launch.`}
      >
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 xl:grid-cols-4" aria-label="Services">
          {serviceCards.map((card, i) => (
            <li key={card.href} data-service-card data-reveal style={{ '--reveal-index': i % 4 } as React.CSSProperties}>
              <ServiceImageCard card={card} index={i} premium={premium} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="industries"
        eyebrow="Who we work with"
        title={page.industriesHeading}
        intro="From a first condo listing to a 40-storey presale, we plan the media around who is buying."
        tone="dark"
      >
        <IndustriesGrid industries={industries} />
      </Section>

      <Testimonial testimonial={page.testimonial} tone="light" />

      <CtaBand heading={page.cta.heading} body={page.cta.body} primary={page.cta.primary} />
    </>
  );
}

/** /services (the overview) and /services/all (the premium overview): one template, two pages of content. */
export function servicesOverviewPage(variant: 'overview' | 'all') {
  const trail = variant === 'all' ? [{ name: 'Services', path: paths.services }] : [];
  return definePage({
    loader: overviewLoader(variant),
    seo: ({ data: { page, serviceCards }, publicUrl }) => ({
      ...page.seo,
      path: page.path,
      trail: [...trail, { name: page.breadcrumbName, path: page.path }],
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: page.cardsHeading,
          itemListElement: serviceCards.map((c, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: c.title,
            url: absoluteUrl(publicUrl, c.href),
          })),
        },
      ],
    }),
    Component: ServicesOverview,
  });
}
