// Site search (/search?q=): the promise made by the home page's SearchAction JSON-LD. Results are computed
// in the loader, so a search URL renders complete on the server; the index is imported only when a search runs
// in the browser, so a search page's first load carries no content index.
import { Icon } from '#app/components/ui/icon';
import { Form, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { Link } from '#app/components/ui/link';
import type { SearchKind, SearchResult } from '../lib/site-search';
import { Hero } from '../components/sections/hero';
import { Picture } from '../components/ui/picture';
import { definePage } from '../lib/page';
import { paths } from '#shared/paths';

interface SearchData {
  q: string;
  results: SearchResult[];
}

/** Suggestions shown before a search and when nothing matches. */
const searchSuggestions = ['twilight photos', 'drone', 'Matterport hosting', 'virtual staging', 'Oakville', 'turnaround'];

async function loader({ request }: LoaderFunctionArgs): Promise<SearchData> {
  const q = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 120);
  if (!q) return { q, results: [] };
  const { searchSite } = await import('../lib/site-search');
  return { q, results: await searchSite(q) };
}

const kindLabels: Record<SearchKind, string> = {
  Service: 'Services',
  'Service Area': 'Service Areas',
  Article: 'Articles',
  FAQ: 'FAQs',
};

function SearchBox({ q }: { q: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'loading' && navigation.location?.pathname === '/search';
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      className="mt-8 flex max-w-2xl gap-2 rounded-full bg-white p-1.5 shadow-[var(--shadow-card)]"
    >
      <label htmlFor="site-search" className="sr-only">
        Search the site
      </label>
      <div className="relative flex-1">
        <Icon
          name="Search"
          aria-hidden="true"
          className="pointer-events-none absolute left-4 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-500"
        />
        <input
          id="site-search"
          key={q}
          type="search"
          name="q"
          defaultValue={q}
          placeholder="Search services, areas, articles..."
          autoComplete="off"
          className="h-12 w-full rounded-full bg-transparent pl-11 pr-4 text-ink placeholder:text-ink-500 focus:outline-none"
        />
      </div>
      <button type="submit" className="btn-primary !min-h-12" aria-busy={busy}>
        Search
      </button>
    </Form>
  );
}

function Suggestions({ label }: { label: string }) {
  return (
    <div className="mt-6">
      <p className="text-sm font-semibold text-ink">{label}</p>
      <ul className="mt-3 flex flex-wrap justify-center gap-2">
        {searchSuggestions.map((s) => (
          <li key={s}>
            <Link
              to={`/search?q=${encodeURIComponent(s)}`}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-5 text-sm font-medium text-ink-700 hover:border-ink"
            >
              {s}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ResultCard({ result }: { result: SearchResult }) {
  return (
    <article className="card group relative flex gap-5 overflow-hidden p-4 transition-shadow hover:shadow-[0_20px_40px_-16px_rgb(17_24_39/0.28)] sm:p-5">
      {result.image && (
        <div className="hidden aspect-[16/10] w-40 shrink-0 overflow-hidden rounded-lg sm:block">
          <Picture name={result.image} alt="" sizes="160px" className="block h-full w-full" imgClassName="h-full w-full object-cover" />
        </div>
      )}
      <div className="min-w-0 flex-1">
        {result.meta && <p className="text-xs font-semibold uppercase tracking-[0.12em] text-brass-700">{result.meta}</p>}
        <h3 className="mt-1.5 font-display text-lg font-medium leading-snug">
          <Link to={result.href} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {result.title}
          </Link>
        </h3>
        <p className="clamp-2 mt-1.5 text-sm leading-relaxed text-ink-600">{result.excerpt}</p>
      </div>
      <Icon
        name="ArrowRight"
        aria-hidden="true"
        className="mt-1 hidden h-5 w-5 shrink-0 text-ink-500 transition-transform group-hover:translate-x-1 sm:block"
      />
    </article>
  );
}

function SearchPage() {
  const { q, results } = useLoaderData<typeof loader>();
  const groups = (Object.keys(kindLabels) as SearchKind[])
    .map((kind) => ({ kind, items: results.filter((r) => r.kind === kind) }))
    .filter((g) => g.items.length);

  return (
    <>
      <Hero
        title={q ? `Results for “${q}”` : 'Search'}
        subtitle="Search the site"
        description="Services, GTA service areas, articles and answers to common questions."
        image="summerhill-living"
        compact
        showButtons={false}
      >
        <SearchBox q={q} />
      </Hero>

      <section aria-label="Search results" className="bg-paper py-16 sm:py-20">
        <div className="container-site">
          <p aria-live="polite" className="text-sm text-ink-500">
            {q ? (results.length === 1 ? '1 result' : `${results.length} results`) : 'Type a word or two above to search the whole site.'}
          </p>

          {q && results.length > 0 && (
            <div className="mt-8 space-y-12">
              {groups.map((g) => (
                <section key={g.kind} aria-labelledby={`results-${g.kind}`}>
                  <h2 id={`results-${g.kind}`} className="mb-5 flex items-baseline gap-3 text-2xl font-medium">
                    {kindLabels[g.kind]}
                    <span className="font-sans text-sm font-medium text-ink-500">{g.items.length}</span>
                  </h2>
                  <ul className="grid gap-4 lg:grid-cols-2">
                    {g.items.map((r) => (
                      <li key={r.href + r.title}>
                        <ResultCard result={r} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )}

          {(!q || results.length === 0) && (
            <div className="card mx-auto mt-8 flex max-w-2xl flex-col items-center px-6 py-14 text-center sm:px-12">
              <span className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-paper-2 text-brass-700">
                {q ? (
                  <Icon name="SearchX" aria-hidden="true" className="h-6 w-6" />
                ) : (
                  <Icon name="Search" aria-hidden="true" className="h-6 w-6" />
                )}
              </span>
              <h2 className="mt-5 text-2xl font-medium">{q ? 'No results found' : 'What are you looking for?'}</h2>
              <p className="mt-2 max-w-md text-ink-600">
                {q
                  ? `Nothing on our site matches “${q}”. Try a shorter or more general word, or one of these popular searches.`
                  : 'Search our services, the ten GTA cities we serve, our articles and the questions agents ask most.'}
              </p>
              <Suggestions label={q ? 'Popular searches' : 'Try'} />
              <div className="mt-8 flex flex-wrap justify-center gap-3">
                <Link to={paths.services} className="btn-dark">
                  Browse Services
                </Link>
                <Link to={paths.contact} className="btn-ghost-dark">
                  Ask Us Directly
                </Link>
              </div>
            </div>
          )}
        </div>
      </section>
    </>
  );
}

export default definePage({
  loader,
  seo: ({ data }) => {
    const { q } = data ?? { q: '' };
    return {
      title: q ? `Search results for “${q}”` : 'Search',
      description: 'Search Northframe Media services, GTA service areas, blog articles and frequently asked questions.',
      keywords: ['Northframe Media search'],
      path: '/search',
      noindex: true,
    };
  },
  Component: SearchPage,
});
