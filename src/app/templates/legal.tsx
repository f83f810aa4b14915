// Legal pages: /privacy and /terms ("Last updated" is today's date in Toronto, computed once by the loader
// so the server and the browser print the same text) and /licensing-terms (ten sections, January 2024). The loader
// hands each page its own text, so the three pages' copy is not in their first-load JavaScript (it is a chunk of
// its own, loaded only by the loader in the browser, after a client-side navigation).
import { Icon } from '#app/components/ui/icon';
import { useLoaderData } from 'react-router';
import { Link } from '#app/components/ui/link';
import type * as LegalContent from '#content/legal';
import type { LegalSection } from '#content/legal';
import { mailHref, site } from '#content/site';
import type { PageHero, SeoFields } from '#content/types';
import { Hero } from '../components/sections/hero';
import { definePage } from '../lib/page';
import { paths } from '#shared/paths';
import { torontoIsoDate, torontoLongDate } from '#shared/toronto-date';

export type LegalVariant = 'privacy' | 'terms' | 'licensing';

interface LegalText {
  hero: PageHero;
  seo: SeoFields;
  intro: string;
  sections: LegalSection[];
  /** Fixed date text; absent means "today in Toronto". */
  lastUpdated?: string;
}

interface LegalPage {
  path: string;
  text: (legal: typeof LegalContent) => LegalText;
  contactLabel: string;
}

const pages: Record<LegalVariant, LegalPage> = {
  privacy: {
    path: paths.privacy,
    text: (l) => ({ hero: l.privacyHero, seo: l.privacySeo, intro: l.privacyIntro, sections: l.privacySections }),
    contactLabel: 'Privacy questions',
  },
  terms: {
    path: paths.terms,
    text: (l) => ({ hero: l.termsHero, seo: l.termsSeo, intro: l.termsIntro, sections: l.termsSections }),
    contactLabel: 'Privacy and terms questions',
  },
  licensing: {
    path: paths.licensing,
    text: (l) => ({
      hero: l.licensingHero,
      seo: l.licensingSeo,
      intro: l.licensingIntro,
      sections: l.licensingSections,
      lastUpdated: l.licensingLastUpdated,
    }),
    contactLabel: 'Licensing questions',
  },
};

export interface LegalData {
  lastUpdated: string;
  /** ISO date for <time>, when the date is a full day. */
  isoDate?: string;
}

/** Today's date in Toronto, e.g. { text: "November 23, 2026", iso: "2026-11-23" }. */
export function torontoToday(now = new Date()): { text: string; iso: string } {
  return { text: torontoLongDate(now), iso: torontoIsoDate(now) };
}

const slugify = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/^\d+\.\s*/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** /privacy, /terms and /licensing-terms: one template over three pages of content. */
export function legalPage(variant: LegalVariant) {
  const { path, text, contactLabel } = pages[variant];
  const loader = async (): Promise<LegalText & LegalData> => {
    const page = text(await import('#content/legal'));
    if (page.lastUpdated) return { ...page, lastUpdated: page.lastUpdated };
    const today = torontoToday();
    return { ...page, lastUpdated: today.text, isoDate: today.iso };
  };

  function LegalPageView() {
    const { lastUpdated, isoDate, ...page } = useLoaderData<typeof loader>();
    const numbered = variant === 'licensing';
    return (
      <>
        <Hero {...page.hero} heroKey={page.hero.heroKey} />
        <div className="bg-paper py-16 sm:py-20">
          <div className="container-site grid gap-12 lg:grid-cols-[260px_minmax(0,1fr)] lg:gap-16">
            <aside aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
              <p className="eyebrow">On this page</p>
              <ol className="mt-4 space-y-1 border-l border-line text-sm">
                {page.sections.map((s, i) => (
                  <li key={s.heading}>
                    <a
                      href={`#${slugify(s.heading)}`}
                      className="-ml-px block border-l border-transparent py-1.5 pl-4 text-ink-600 hover:border-brass hover:text-ink"
                    >
                      {numbered ? s.heading : `${i + 1}. ${s.heading}`}
                    </a>
                  </li>
                ))}
              </ol>
              <div className="card mt-8 hidden p-6 lg:block">
                <p className="text-sm font-semibold text-ink">{contactLabel}</p>
                <a href={mailHref} className="mt-2 inline-flex items-center gap-2 text-sm font-semibold text-brass-700 hover:underline">
                  <Icon name="Mail" aria-hidden="true" className="h-4 w-4" />
                  {site.email}
                </a>
                {numbered && (
                  <p className="mt-3 flex items-start gap-2 text-sm text-ink-600">
                    <Icon name="Clock" aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
                    Licensing hours: Monday to Friday, 9AM-6PM EST
                  </p>
                )}
              </div>
            </aside>

            <article className="card min-w-0 p-6 sm:p-10 lg:p-14">
              <p className="inline-flex rounded-full bg-paper-2 px-4 py-1.5 text-sm font-medium text-ink-700">
                Last updated:&nbsp;{isoDate ? <time dateTime={isoDate}>{lastUpdated}</time> : lastUpdated}
              </p>
              <p className="mt-8 text-lg leading-relaxed text-ink-700">{page.intro}</p>
              {page.sections.map((s, i) => (
                <section
                  key={s.heading}
                  id={slugify(s.heading)}
                  aria-labelledby={`${slugify(s.heading)}-title`}
                  className="mt-12 scroll-mt-28"
                >
                  <h2 id={`${slugify(s.heading)}-title`} className="text-2xl font-medium leading-tight">
                    {numbered ? s.heading : `${i + 1}. ${s.heading}`}
                  </h2>
                  {s.paragraphs.map((p) => (
                    <p key={p.slice(0, 40)} className="mt-4 leading-[1.8] text-ink-700">
                      {p}
                    </p>
                  ))}
                </section>
              ))}
              <div className="mt-14 rounded-[var(--radius-card)] bg-paper-2 p-6 sm:p-8">
                <p className="font-display text-xl font-medium">{contactLabel}?</p>
                <p className="mt-2 text-ink-600">
                  E-mail{' '}
                  <a href={mailHref} className="font-semibold text-brass-700 underline-offset-4 hover:underline">
                    {site.email}
                  </a>{' '}
                  or{' '}
                  <Link to={paths.contact} className="font-semibold text-brass-700 underline-offset-4 hover:underline">
                    contact us
                  </Link>
                  .
                  {numbered
                    ? ' Our licensing team is available Monday to Friday, 9AM-6PM EST.'
                    : ` We reply within 2-4 hours during business hours (${site.hours}).`}
                </p>
              </div>
            </article>
          </div>
        </div>
      </>
    );
  }

  return definePage({
    loader,
    seo: ({ data }) => ({
      ...data.seo,
      path,
      trail: [{ name: data.hero.title, path }],
    }),
    Component: LegalPageView,
  });
}
