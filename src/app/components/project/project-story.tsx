// A project page's story: the property and the services provided, then the challenge and the result. Static text
// below the project's facts, loaded as a deferred block (lib/deferred) so its markup stays out of the first load.
import type { ProjectDetail } from '#content/types';
import { Icon } from '#app/components/ui/icon';
import { Section } from '../sections/section';

export function ProjectStory({ detail: d }: { detail: Pick<ProjectDetail, 'description' | 'services' | 'challenges' | 'results'> }) {
  return (
    <>
      <Section id="overview" eyebrow="The project" title="About the Property">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-16">
          <p className="text-pretty text-lg leading-relaxed text-ink-700">{d.description}</p>
          <aside aria-labelledby="services-provided" className="card p-7 sm:p-8">
            <h3 id="services-provided" className="font-display text-2xl font-medium">
              Services Provided
            </h3>
            <ul className="mt-5 space-y-3 text-ink-700">
              {d.services.map((s) => (
                <li key={s} className="flex gap-3">
                  <Icon name="Check" aria-hidden="true" className="mt-1 h-4 w-4 shrink-0 text-brass" />
                  <span>{s}</span>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>

      <section aria-label="Challenge and result" className="bg-white py-20 sm:py-24">
        <div className="container-site grid gap-6 lg:grid-cols-2">
          <article className="rounded-[var(--radius-card)] border border-line bg-paper p-8 sm:p-10" data-reveal>
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-ink text-white">
              <Icon name="Target" aria-hidden="true" className="h-5 w-5" />
            </span>
            <h2 className="mt-6 text-3xl font-medium">The Challenge</h2>
            <p className="mt-4 leading-relaxed text-ink-600">{d.challenges}</p>
          </article>
          <article
            className="rounded-[var(--radius-card)] bg-ink-900 p-8 text-white sm:p-10"
            data-reveal
            style={{ '--reveal-index': 1 } as React.CSSProperties}
          >
            <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-brass text-ink-900">
              <Icon name="TrendingUp" aria-hidden="true" className="h-5 w-5" />
            </span>
            <h2 className="mt-6 text-3xl font-medium">The Result</h2>
            <p className="mt-4 leading-relaxed text-white/80">{d.results}</p>
          </article>
        </div>
      </section>
    </>
  );
}
