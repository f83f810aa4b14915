// Learn (/learn): six Coming Soon topic cards.
import { Link } from '#app/components/ui/link';
import { learnHero, learnIntro, learnSeo, learnTopics } from '#content/info/learn';
import { Hero } from '../components/sections/hero';
import { Section } from '../components/sections/section';
import { Icon } from '../components/ui/icon';
import { definePage } from '../lib/page';
import { paths } from '#shared/paths';
import { CtaBand } from '../components/below-fold';

function LearnPage() {
  return (
    <>
      <Hero {...learnHero} heroKey={learnHero.heroKey} />
      <Section id="topics" eyebrow="Education hub" title={learnIntro.heading} intro={learnIntro.text}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {learnTopics.map((topic, i) => (
            <li key={topic.title} data-reveal style={{ '--reveal-index': i % 3 } as React.CSSProperties}>
              <article className="card relative flex h-full flex-col p-8">
                <div className="flex items-start justify-between gap-4">
                  <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-paper-2 text-brass-700">
                    <Icon name={topic.icon} className="h-6 w-6" />
                  </span>
                  <span className="rounded-full border border-brass/40 bg-brass-100 px-3 py-1 text-[0.7rem] font-semibold uppercase tracking-[0.14em] text-brass-700">
                    {topic.status}
                  </span>
                </div>
                <h3 className="mt-6 text-xl font-medium">{topic.title}</h3>
                <p className="mt-3 text-sm leading-relaxed text-ink-600">{topic.description}</p>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-sm text-ink-600">
          Want practical advice today? Read the guides on our{' '}
          <Link to={paths.blog} className="font-semibold text-brass-700 underline-offset-4 hover:underline">
            blog
          </Link>
          .
        </p>
      </Section>
      <CtaBand
        heading="Learn on a real shoot"
        body="Agents are welcome to join one of our crews for a morning and see how a listing is prepared, lit and photographed."
        primary={{ text: 'Contact Us', href: paths.contact, variant: 'primary' }}
      />
    </>
  );
}

export default definePage({
  seo: () => ({
    ...learnSeo,
    path: paths.learn,
    trail: [{ name: 'Learn', path: paths.learn }],
  }),
  Component: LearnPage,
});
