// Downloads (/downloads): three groups of templates and guides. The download icons have no action.
import { downloadGroups, downloadsHero, downloadsIntro, downloadsNote, downloadsSeo } from '#content/info/downloads';
import { Hero } from '../components/sections/hero';
import { Section } from '../components/sections/section';
import { Icon } from '../components/ui/icon';
import { definePage } from '../lib/page';
import { paths } from '#shared/paths';
import { CtaBand } from '../components/below-fold';

function DownloadsPage() {
  return (
    <>
      <Hero {...downloadsHero} heroKey={downloadsHero.heroKey} />
      <Section id="downloads" eyebrow="Resources" title={downloadsIntro.heading} intro={downloadsIntro.text}>
        <div className="grid gap-6 lg:grid-cols-3">
          {downloadGroups.map((group, i) => (
            <section
              key={group.title}
              aria-labelledby={`dl-${i}`}
              data-reveal
              style={{ '--reveal-index': i } as React.CSSProperties}
              className="card flex flex-col p-7 sm:p-8"
            >
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-ink text-brass-200">
                <Icon name={group.icon} className="h-5 w-5" />
              </span>
              <h3 id={`dl-${i}`} className="mt-6 text-xl font-medium">
                {group.title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-600">{group.description}</p>
              <ul className="mt-6 divide-y divide-line border-t border-line">
                {group.items.map((item) => (
                  <li key={item.name} className="flex items-center gap-3 py-4">
                    <Icon name="FileText" aria-hidden="true" className="h-5 w-5 shrink-0 text-ink-500" />
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-medium text-ink">{item.name}</span>
                      <span className="mt-0.5 block text-xs text-ink-500">{item.format}</span>
                    </span>
                    <span
                      aria-hidden="true"
                      data-download-icon
                      className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full border border-line text-ink-600"
                    >
                      <Icon name="Download" className="h-4 w-4" />
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <p className="mx-auto mt-12 max-w-2xl rounded-[var(--radius-card)] border border-dashed border-brass/50 bg-brass-100/50 px-6 py-5 text-center text-sm leading-relaxed text-ink-700">
          {downloadsNote}
        </p>
      </Section>
      <CtaBand
        heading="Need a template for your team?"
        body="Tell us what you are preparing and we will send the right guide, or build one around your brokerage's brand."
        primary={{ text: 'Contact Us', href: paths.contact, variant: 'primary' }}
      />
    </>
  );
}

export default definePage({
  seo: () => ({
    ...downloadsSeo,
    path: paths.downloads,
    trail: [{ name: 'Downloads', path: paths.downloads }],
  }),
  Component: DownloadsPage,
});
