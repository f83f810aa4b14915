// Media (/media): press releases, awards, coverage and the media contact.
import { Icon } from '#app/components/ui/icon';
import { awards, coverage, mediaContact, mediaHero, mediaSeo, pressReleases } from '#content/info/media';
import { telHref } from '#content/site';
import { Hero } from '../components/sections/hero';
import { Section } from '../components/sections/section';
import { definePage } from '../lib/page';
import { paths } from '#shared/paths';

function MediaPage() {
  return (
    <>
      <Hero {...mediaHero} heroKey={mediaHero.heroKey} />
      <Section id="press" eyebrow="Newsroom" title="Press Releases">
        <ol className="grid gap-6 md:grid-cols-2">
          {pressReleases.map((r, i) => (
            <li key={r.title} data-reveal style={{ '--reveal-index': i % 2 } as React.CSSProperties}>
              <article className="card flex h-full flex-col p-7 sm:p-8">
                <p className="text-xs font-semibold uppercase tracking-[0.14em] text-brass-700">{r.date}</p>
                <h3 className="mt-3 text-xl font-medium leading-snug">{r.title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-ink-600">{r.summary}</p>
              </article>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="awards" tone="dark" eyebrow="Recognition" title="Awards">
        <ul className="grid gap-px overflow-hidden rounded-[var(--radius-card)] bg-white/10 sm:grid-cols-2 lg:grid-cols-4">
          {awards.map((a) => (
            <li key={a.title} className="flex flex-col bg-ink-900 p-7">
              <Icon name="Award" aria-hidden="true" className="h-6 w-6 text-brass-200" />
              <p className="mt-5 font-display text-3xl">{a.year}</p>
              <h3 className="mt-2 text-lg font-medium">{a.title}</h3>
              <p className="mt-1 text-sm text-white/65">{a.body}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="coverage" eyebrow="In the press" title="Media Coverage">
        <ul className="divide-y divide-line border-y border-line">
          {coverage.map((c) => (
            <li key={c.title} className="grid gap-2 py-6 sm:grid-cols-[220px_1fr_140px] sm:items-center sm:gap-6">
              <p className="flex items-center gap-2 text-sm font-semibold text-ink">
                <Icon name="Newspaper" aria-hidden="true" className="h-4 w-4 text-brass-700" />
                {c.outlet}
              </p>
              <h3 className="font-display text-lg font-medium leading-snug">{c.title}</h3>
              <p className="text-sm text-ink-500 sm:text-right">{c.date}</p>
            </li>
          ))}
        </ul>
      </Section>
      <section aria-labelledby="media-contact-title" className="bg-paper-2 py-20 sm:py-24">
        <div className="container-site">
          <div className="card grid gap-8 p-8 sm:p-12 lg:grid-cols-[1.2fr_1fr] lg:items-center">
            <div>
              <p className="eyebrow">Press enquiries</p>
              <h2 id="media-contact-title" className="mt-3 text-3xl font-medium">
                {mediaContact.heading}
              </h2>
              <p className="mt-4 text-ink-600">{mediaContact.text}</p>
              <p className="mt-4 text-sm text-ink-500">{mediaContact.responseNote}</p>
            </div>
            <div className="rounded-[var(--radius-card)] bg-paper p-6 sm:p-8">
              <p className="font-display text-xl font-medium">{mediaContact.name}</p>
              <p className="text-sm text-ink-500">{mediaContact.role}</p>
              <ul className="mt-5 space-y-3 text-sm">
                <li>
                  <a
                    href={`mailto:${mediaContact.email}`}
                    className="inline-flex items-center gap-2 font-semibold text-brass-700 hover:underline"
                  >
                    <Icon name="Mail" aria-hidden="true" className="h-4 w-4" />
                    {mediaContact.email}
                  </a>
                </li>
                <li>
                  <a href={telHref} className="inline-flex items-center gap-2 font-semibold text-brass-700 hover:underline">
                    <Icon name="Phone" aria-hidden="true" className="h-4 w-4" />
                    {mediaContact.phone}
                  </a>
                </li>
              </ul>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}

export default definePage({
  seo: () => ({
    ...mediaSeo,
    path: paths.media,
    trail: [{ name: 'Media', path: paths.media }],
  }),
  Component: MediaPage,
});
