// Vendor Directory (/vendor-directory): four partner categories with counts, and Become a Partner.
import { partnerSection, vendorCategories, vendorHero, vendorIntro, vendorSeo } from '#content/info/vendors';
import { Hero } from '../components/sections/hero';
import { Section } from '../components/sections/section';
import { CtaLink } from '../components/sections/cta-link';
import { Icon } from '../components/ui/icon';
import { definePage } from '../lib/page';
import { paths } from '#shared/paths';

function VendorDirectoryPage() {
  return (
    <>
      <Hero {...vendorHero} heroKey={vendorHero.heroKey} />
      <Section id="categories" eyebrow="Directory" title={vendorIntro.heading} intro={vendorIntro.text}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {vendorCategories.map((c, i) => (
            <li key={c.title} data-reveal style={{ '--reveal-index': i } as React.CSSProperties}>
              <article className="card flex h-full flex-col p-7">
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-paper-2 text-brass-700">
                  <Icon name={c.icon} className="h-6 w-6" />
                </span>
                <p className="mt-6 font-display text-4xl text-ink" aria-label={`${c.count} partners`}>
                  {c.count}
                </p>
                <h3 className="mt-1 text-lg font-medium">{c.title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-ink-600">{c.description}</p>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <section aria-labelledby="partner-title" className="bg-ink-900 py-20 text-white sm:py-24">
        <div className="container-site grid gap-12 lg:grid-cols-[1fr_1.2fr] lg:gap-20">
          <div>
            <p className="eyebrow !text-brass-200">Partnership</p>
            <h2 id="partner-title" className="mt-3 text-3xl font-medium sm:text-4xl">
              {partnerSection.heading}
            </h2>
            <p className="mt-4 text-lg text-white/75">{partnerSection.intro}</p>
            <div className="mt-8">
              <CtaLink cta={partnerSection.cta} dark />
            </div>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {partnerSection.benefits.map((b) => (
              <li
                key={b}
                className="flex gap-3 rounded-[var(--radius-card)] border border-white/10 bg-white/[0.03] p-5 text-sm leading-relaxed text-white/85"
              >
                <Icon name="CheckCircle2" aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brass-200" />
                {b}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

export default definePage({
  seo: () => ({
    ...vendorSeo,
    path: paths.vendorDirectory,
    trail: [{ name: 'Vendor Directory', path: paths.vendorDirectory }],
  }),
  Component: VendorDirectoryPage,
});
