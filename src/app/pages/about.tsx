// About (/about): who we are, mission and vision, the founder, values, the journey timeline, stats and a call to action.
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { contentTokens, site } from '#content/site';
import { fillTokens } from '#shared/content/tokens';
import { loadContentRecord } from '../lib/load-store';
import { Hero } from '../components/sections/hero';
import { Section } from '../components/sections/section';
import { Icon } from '../components/ui/icon';
import { Picture } from '../components/ui/picture';
import { absoluteUrl, paths } from '#shared/paths';
import { definePage } from '../lib/page';
import { CtaBand } from '../components/below-fold';

/** The page's copy is a content record the owner edits in /admin (its built-in seed until they publish it), and
 * travels as loader data. */
async function loader({ context, request }: LoaderFunctionArgs) {
  const page = await loadContentRecord('about', 'page', context, request.signal, async () => (await import('#content/about')).aboutSeed);
  return fillTokens(page, contentTokens());
}

function AboutPage() {
  const {
    cta,
    stats,
    founder: profile,
    hero,
    highlights,
    journeySection,
    milestones,
    mission,
    values,
    valuesSection,
    vision,
    whoWeAre,
  } = useLoaderData<typeof loader>();
  const founder = { ...profile, ...site.founder };
  return (
    <>
      <Hero {...hero} heroKey="about" />

      <section aria-labelledby="who-title" className="bg-paper py-20 sm:py-28">
        <div className="container-site grid gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-20">
          <div>
            <p className="eyebrow">Since {site.foundedYear}</p>
            <h2 id="who-title" className="mt-3 text-3xl font-medium sm:text-4xl lg:text-[2.75rem]">
              {whoWeAre.heading}
            </h2>
            {whoWeAre.paragraphs.map((p) => (
              <p key={p.slice(0, 30)} className="mt-5 text-pretty text-lg leading-relaxed text-ink-600">
                {p}
              </p>
            ))}
          </div>
          <ul className="space-y-4">
            {highlights.map((h, i) => (
              <li key={h.title} data-reveal style={{ '--reveal-index': i } as React.CSSProperties} className="card flex gap-5 p-6 sm:p-7">
                <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-ink text-brass-200">
                  <Icon name={h.icon ?? 'Sparkles'} className="h-5 w-5" />
                </span>
                <div>
                  <h3 className="text-lg font-medium">{h.title}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-ink-600">{h.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-label="Mission and vision" className="bg-ink-900 py-20 text-white sm:py-24">
        <div className="container-site">
          <div className="grid gap-px overflow-hidden rounded-[var(--radius-card)] border border-white/10 bg-white/10 md:grid-cols-2">
            {[mission, vision].map((m) => (
              <div key={m.heading} className="bg-ink-900 p-8 sm:p-12">
                <p className="eyebrow !text-brass-200">{m.heading === mission.heading ? 'Why we exist' : 'Where we are going'}</p>
                <h2 className="mt-3 text-3xl font-medium">{m.heading}</h2>
                <p className="mt-5 text-pretty font-display text-xl leading-relaxed text-white/85">{m.text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="founder-title" className="bg-white py-20 sm:py-28">
        <div className="container-site grid items-center gap-12 lg:grid-cols-2 lg:gap-20">
          <div data-reveal className="overflow-hidden rounded-[var(--radius-card)]">
            <Picture
              name={founder.image}
              alt={founder.imageAlt}
              sizes="(min-width: 1024px) 600px, 100vw"
              className="block aspect-[4/5] w-full sm:aspect-[16/10] lg:aspect-[4/5]"
              imgClassName="h-full w-full object-cover"
            />
          </div>
          <div>
            <p className="eyebrow">{founder.heading}</p>
            <h2 id="founder-title" className="mt-3 text-3xl font-medium sm:text-4xl lg:text-[2.75rem]">
              {founder.name}
            </h2>
            <p className="mt-2 text-sm font-semibold uppercase tracking-[0.14em] text-ink-500">{founder.role}</p>
            {founder.bio.map((p) => (
              <p key={p.slice(0, 30)} className="mt-5 text-pretty text-lg leading-relaxed text-ink-600">
                {p}
              </p>
            ))}
          </div>
        </div>
      </section>

      <Section id="values" tone="sand" eyebrow="What guides us" title={valuesSection.heading} intro={valuesSection.intro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {values.map((v, i) => (
            <li key={v.title} data-reveal style={{ '--reveal-index': i } as React.CSSProperties}>
              <article className="card h-full p-7">
                <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-paper-2 text-brass-700">
                  <Icon name={v.icon ?? 'Sparkles'} className="h-6 w-6" />
                </span>
                <h3 className="mt-6 text-xl font-medium">{v.title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-ink-600">{v.description}</p>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="journey" eyebrow="Milestones" title={journeySection.heading} intro={journeySection.intro}>
        <ol className="relative grid gap-10 border-l border-line pl-8 lg:grid-cols-5 lg:gap-6 lg:border-l-0 lg:border-t lg:pl-0 lg:pt-10">
          {milestones.map((m, i) => (
            <li key={m.year} data-reveal style={{ '--reveal-index': i } as React.CSSProperties} className="relative">
              <span
                aria-hidden="true"
                className="absolute -left-[2.4rem] top-1.5 h-3 w-3 rounded-full border-2 border-paper bg-brass ring-4 ring-brass-100 lg:-top-[2.95rem] lg:left-0"
              />
              <p className="font-display text-4xl text-brass-700">{m.year}</p>
              <h3 className="mt-2 text-lg font-medium">{m.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-600">{m.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <section aria-label="Studio figures" className="bg-white py-16 sm:py-20">
        <dl className="container-site grid grid-cols-2 gap-y-10 lg:grid-cols-4">
          {stats.map((s) => (
            <div key={s.label} className="flex flex-col border-l border-line px-4 sm:px-6">
              <dt className="order-2 mt-2 text-sm font-semibold text-ink">{s.label}</dt>
              <dd className="figure-number order-1 text-ink">{s.number}</dd>
              <dd className="order-3 mt-1 text-sm text-ink-500">{s.description}</dd>
            </div>
          ))}
        </dl>
      </section>

      <CtaBand heading={cta.heading} body={cta.text} primary={{ text: cta.button, href: paths.contact, variant: 'primary' }} />
    </>
  );
}

export default definePage({
  loader,
  seo: ({ data: { seo }, publicUrl }) => ({
    ...seo,
    path: paths.about,
    trail: [{ name: 'About', path: paths.about }],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'AboutPage',
        url: absoluteUrl(publicUrl, '/about'),
        mainEntity: {
          '@type': 'Organization',
          '@id': absoluteUrl(publicUrl, '/#business'),
          name: site.name,
          foundingDate: String(site.foundedYear),
          founder: { '@type': 'Person', name: site.founder.name, jobTitle: site.founder.role },
        },
      },
    ],
  }),
  Component: AboutPage,
});
