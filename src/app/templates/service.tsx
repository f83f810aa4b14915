// One template for every service page and its alias address (/services/automation).
// Every section comes from the page's content module; optional sections render only where the page has them.
import type { LoaderFunctionArgs } from 'react-router';
import { useLoaderData } from 'react-router';
import type { ServicePage } from '#content/services/types';
import { site } from '#content/site';
import { BreadcrumbTrail, CtaLink } from '../components/link-blocks';
import { Hero } from '../components/sections/hero';
import { Section } from '../components/sections/section';
import { notFound } from '../lib/http';
import { type PageSeo } from '../lib/seo';
import { absoluteUrl, paths } from '#shared/paths';
import { definePage } from '../lib/page';
import { byService, catalog } from '#shared/catalog';
import { loadFeatured } from '../lib/load-featured';
import { loadContentRecord } from '../lib/load-store';
import { BeforeAfter } from '../components/media/before-after';
import {
  CtaBand,
  FaqSection,
  MediaGrid,
  PackageGrid,
  ProcessTimeline,
  RelatedServices,
  SolutionsGrid,
  Testimonial,
} from '../components/below-fold';

export function serviceSeo(page: ServicePage, publicUrl: string): PageSeo {
  const path = paths.service(page.slug);
  return {
    ...page.seo,
    path,
    trail: [
      { name: 'Services', path: paths.services },
      { name: page.breadcrumbName, path },
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: page.breadcrumbName,
        serviceType: page.serviceType,
        description: page.seo.description,
        url: absoluteUrl(publicUrl, path),
        provider: {
          '@type': 'ProfessionalService',
          '@id': absoluteUrl(publicUrl, '/#business'),
          name: site.name,
          telephone: site.phone,
          url: absoluteUrl(publicUrl, '/'),
        },
        areaServed: { '@type': 'City', name: 'Toronto' },
        offers: page.packages.map((p) => ({ '@type': 'Offer', name: p.title, description: p.description })),
      },
    ],
  };
}

function ServiceSections({ page, heroKey }: { page: ServicePage; heroKey: string }) {
  return (
    <>
      <Hero
        {...page.hero}
        heroKey={heroKey}
        above={
          <BreadcrumbTrail
            crumbs={[{ name: 'Home', href: paths.home }, { name: 'Services', href: paths.services }, { name: page.breadcrumbName }]}
          />
        }
      />

      {page.intro && (
        <Section title={page.intro.heading} tone="white">
          <p className="max-w-3xl text-lg leading-relaxed text-ink-600">{page.intro.body}</p>
        </Section>
      )}

      {page.solutions && page.solutions.length > 0 && (
        <Section
          id="solutions"
          eyebrow="What we fix"
          title={page.solutionsHeading ?? 'Solutions'}
          intro="Six specialities, one editing team: every file is finished by hand and checked before it leaves."
          tone="white"
        >
          <SolutionsGrid solutions={page.solutions} />
        </Section>
      )}

      <Section id="packages" eyebrow="Packages" title={page.packagesHeading ?? 'Service Packages'} intro={page.packagesIntro}>
        <PackageGrid packages={page.packages} layout={page.packagesLayout ?? 'three-column'} />
      </Section>

      {page.comparisons && (
        <Section id="before-after" eyebrow="The edit" title={page.comparisons.heading} intro={page.comparisons.intro} tone="paper">
          <div className="mx-auto max-w-5xl space-y-14">
            {page.comparisons.items.map((item) => (
              <BeforeAfter key={item.title} item={item} />
            ))}
          </div>
        </Section>
      )}

      <Section
        id="featured"
        eyebrow="Portfolio"
        title={page.featured.heading}
        intro={page.featured.intro}
        tone="white"
        aside={page.featured.viewAll ? <CtaLink cta={page.featured.viewAll} /> : undefined}
      >
        <MediaGrid items={page.featured.items} imageOffset={1} fallbackCategory={page.breadcrumbName} label={page.featured.heading} />
      </Section>

      <Section id="process" eyebrow="How we work" title={page.process.heading} tone="sand">
        <ProcessTimeline steps={page.process.steps} />
      </Section>

      <FaqSection title={page.faqHeading ?? 'Frequently Asked Questions'} items={page.faqs} />

      <Testimonial testimonial={page.testimonial} />

      <Section id="related" eyebrow="Pairs well with" title={page.related.heading} tone="paper">
        <RelatedServices items={page.related.items} />
      </Section>

      <CtaBand heading={page.cta.heading} body={page.cta.body} primary={page.cta.primary} secondary={page.cta.secondary} />
    </>
  );
}

/** A service page: /services/{slug}, or the page under its alias (/services/automation), whose hero uses the alias's buttons. */
export function servicePage(alias?: string) {
  const loader = async ({ params, context, request }: LoaderFunctionArgs) => {
    const row = alias ? catalog.find((r) => 'alias' in r && r.alias === alias) : byService(params.slug ?? '');
    // The content loader (a map of every service's module) is read here only, so it is not in the first load.
    const modules = row && (await import('#content/services/load'));
    const builtIn = row && (await modules!.loadServicePage(row.service));
    if (!row || !builtIn) notFound('Service Not Found', 'We do not offer a service at that address.');
    // The copy is the page's content record (its module until the owner publishes one); the module keeps the slug,
    // the hero's buttons and the built-in Featured Work.
    const content = await loadContentRecord('service', row.service, context, request.signal, () =>
      Promise.resolve(modules!.serviceSeed(builtIn)),
    );
    const items = await loadFeatured(row, builtIn.featured.items, context, request.signal);
    const { viewAll, ...heading } = content.featured;
    const featured = { ...heading, items, ...(viewAll ? { viewAll } : {}) };
    const page: ServicePage = { slug: builtIn.slug, heroKey: builtIn.heroKey, ...content, featured };
    return { page, heroKey: alias ?? page.heroKey };
  };

  function ServicePageView() {
    return <ServiceSections {...useLoaderData<typeof loader>()} />;
  }

  return definePage({ loader, seo: ({ data, publicUrl }) => serviceSeo(data.page, publicUrl), Component: ServicePageView });
}
