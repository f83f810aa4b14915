// City pages (/service-areas/{city}): one template for the ten cities. Unknown cities are a 404. The loader hands
// the page its own city's copy, so the page's chunk carries no city's text (the ten cities' copy is a chunk of its
// own, loaded only by the loader in the browser, after a client-side navigation).
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Link } from '#app/components/ui/link';
import { citySlugs } from '#shared/catalog';
import { site } from '#content/site';
import { Hero } from '../components/sections/hero';
import { Section } from '../components/sections/section';
import { Icon } from '../components/ui/icon';
import { Picture } from '../components/ui/picture';
import { notFound } from '../lib/http';
import { absoluteUrl, paths } from '#shared/paths';
import { definePage } from '../lib/page';
import { CtaBand } from '../components/below-fold';

export const cityHref = (slug: string) => `/service-areas/${slug}`;

async function loader({ params }: LoaderFunctionArgs) {
  const { cities, cityServiceCards, getCity, withCity } = await import('#content/cities');
  const city = getCity(params.city ?? '');
  if (!city) notFound('City Not Found', "We don't have a page for that area yet. We shoot across the GTA, so ask us about any address.");
  return {
    city,
    cards: cityServiceCards.map((card) => ({ ...card, description: withCity(card.description, city.name) })),
    others: citySlugs.filter((s) => s !== city.slug).map((s) => ({ slug: s, name: cities[s].name })),
  };
}

function OtherCities({ others }: { others: { slug: string; name: string }[] }) {
  return (
    <nav aria-labelledby="areas-title" className="bg-white py-16">
      <div className="container-site">
        <h2 id="areas-title" className="text-2xl font-medium">
          Other areas we serve
        </h2>
        <ul className="mt-6 flex flex-wrap gap-2">
          {others.map(({ slug, name }) => (
            <li key={slug}>
              <Link
                to={cityHref(slug)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-line px-5 text-sm font-semibold text-ink-700 transition-colors hover:border-ink hover:bg-ink hover:text-white"
              >
                <Icon name="MapPin" aria-hidden="true" className="h-3.5 w-3.5" />
                {name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

function CityPage() {
  const { city, cards, others } = useLoaderData<typeof loader>();
  return (
    <>
      <Hero
        title={city.heroTitle}
        subtitle={`${city.region} · Service Area`}
        description={city.heroDescription}
        image={city.image}
        heroKey="services"
      />

      <section aria-label={`${city.name} at a glance`} className="border-b border-line bg-white">
        <dl className="container-site grid grid-cols-2 lg:grid-cols-4">
          {city.stats.map((s, i) => (
            <div
              key={s.label}
              data-stat-tile
              className={`flex flex-col px-2 py-8 sm:px-6 ${i % 2 ? 'border-l border-line' : ''} ${i >= 2 ? 'border-t border-line lg:border-t-0' : ''} ${i === 2 ? 'lg:border-l' : ''}`}
            >
              <dt className="order-2 mt-1 text-sm text-ink-500">{s.label}</dt>
              <dd className="order-1 font-display text-4xl text-ink sm:text-5xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <Section id="services" eyebrow={`Serving ${city.name}`} title={`Real estate media in ${city.name}`} intro={city.intro}>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card, i) => (
            <li key={card.href} data-reveal style={{ '--reveal-index': i } as React.CSSProperties}>
              <article className="card group relative flex h-full flex-col p-7 transition-shadow hover:shadow-[0_20px_40px_-16px_rgb(17_24_39/0.28)]">
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-ink text-brass-200">
                  <Icon name={card.icon} className="h-5 w-5" />
                </span>
                <h3 className="mt-6 text-xl font-medium">{card.title}</h3>
                <p className="mt-3 flex-1 text-sm leading-relaxed text-ink-600">{card.description}</p>
                <Link
                  to={card.href}
                  className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brass-700 after:absolute after:inset-0 after:content-['']"
                >
                  Learn more
                  <span className="sr-only">
                    {' '}
                    about {card.title} in {city.name}
                  </span>
                  <Icon name="ArrowRight" aria-hidden="true" className="h-4 w-4 transition-transform group-hover:translate-x-1" />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="neighbourhoods"
        tone="sand"
        eyebrow="Local knowledge"
        title={`${city.name} neighbourhoods we shoot`}
        intro={`From first condos to landmark homes: the ${city.neighbourhoods.length} ${city.name} neighbourhoods where our crews work most.`}
      >
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {city.neighbourhoods.map((n) => (
            <li key={n} className="flex items-center gap-3 rounded-xl border border-line bg-white px-4 py-3.5 text-sm font-medium text-ink">
              <Icon name="MapPin" aria-hidden="true" className="h-4 w-4 shrink-0 text-brass-700" />
              {n}
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="expertise-title" className="bg-paper py-20 sm:py-28">
        <div className="container-site grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:gap-20">
          <div className="lg:sticky lg:top-28 lg:self-start">
            <p className="eyebrow">Market expertise</p>
            <h2 id="expertise-title" className="mt-3 text-3xl font-medium sm:text-4xl">
              What sells in {city.name}
            </h2>
            <div className="mt-8 aspect-[16/10] overflow-hidden rounded-[var(--radius-card)]">
              <Picture
                name={city.photo.image}
                alt={city.photo.alt}
                sizes="(min-width: 1024px) 520px, 100vw"
                className="block h-full w-full"
                imgClassName="h-full w-full object-cover"
              />
            </div>
          </div>
          <div>
            {city.marketExpertise.map((p, i) => (
              <p key={p.slice(0, 30)} className={`text-pretty text-lg leading-[1.8] text-ink-700 ${i ? 'mt-6' : ''}`}>
                {p}
              </p>
            ))}
          </div>
        </div>
      </section>

      <OtherCities others={others} />

      <CtaBand
        heading={`Listing in ${city.name}? Let's plan the shoot.`}
        body="Send us the address and your listing date. We reply within 2-4 hours with a custom quote and available times."
        primary={{ text: 'Get a Quote', href: paths.contact, variant: 'primary' }}
        secondary={{ text: 'View Portfolio', href: paths.portfolio, variant: 'secondary' }}
      />
    </>
  );
}

export default definePage({
  loader,
  seo: ({ data: { city, cards }, publicUrl }) => {
    const path = cityHref(city.slug);
    return {
      ...city.seo,
      path,
      trail: [{ name: `${city.name} Real Estate Photography`, path }],
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'ProfessionalService',
          '@id': absoluteUrl(publicUrl, `${path}#business`),
          name: `${site.name}: ${city.name}`,
          description: city.seo.description,
          url: absoluteUrl(publicUrl, path),
          telephone: site.phone,
          email: site.email,
          priceRange: '$$',
          parentOrganization: { '@id': absoluteUrl(publicUrl, '/#business') },
          address: { '@type': 'PostalAddress', addressLocality: 'Toronto', addressRegion: 'ON', addressCountry: 'CA' },
          areaServed: {
            '@type': 'City',
            name: city.name,
            containedInPlace: { '@type': 'AdministrativeArea', name: `${city.region}, Ontario` },
          },
          hasOfferCatalog: {
            '@type': 'OfferCatalog',
            name: `Real estate media in ${city.name}`,
            itemListElement: cards.map((s) => ({
              '@type': 'Offer',
              itemOffered: { '@type': 'Service', name: `${s.title} in ${city.name}`, url: absoluteUrl(publicUrl, s.href) },
            })),
          },
        },
      ],
    };
  },
  Component: CityPage,
});
