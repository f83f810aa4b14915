// Home (/): hero, featured projects, about with stats and client logos, services, latest insights, FAQ.
import type { RouteHandle } from '../lib/use-seo';
import { Hero } from '../components/sections/hero';
import { Section } from '../components/sections/section';
import { ServiceCardGrid } from '../components/sections/service-card-grid';
import { FaqAccordion } from '../components/sections/faq-accordion';
import { hero, seo, servicesSection, faqSection } from '../../content/home';
import { serviceCards } from '../../content/services/overview';
import { homeFaqs } from '../../content/faq';
import { organizationJsonLd, websiteJsonLd } from '../lib/seo';

export const handle: RouteHandle = {
  seo: ({ publicUrl }) => ({
    ...seo,
    path: '/',
    jsonLd: [organizationJsonLd(publicUrl), websiteJsonLd(publicUrl)],
  }),
};

export function Component() {
  return (
    <>
      <Hero {...hero} pageKey={hero.heroKey} variant="home" />
      <div id="content" />
      <Section id="services" eyebrow="What we do" title={servicesSection.heading} intro={servicesSection.intro}>
        <ServiceCardGrid cards={serviceCards} linkLabel={servicesSection.linkLabel} />
      </Section>
      <Section id="faq" tone="sand" eyebrow="Good to know" title={faqSection.heading} intro={faqSection.intro}>
        <div className="mx-auto max-w-3xl">
          <FaqAccordion items={homeFaqs} mode="single" idPrefix="home-faq" />
        </div>
      </Section>
    </>
  );
}
