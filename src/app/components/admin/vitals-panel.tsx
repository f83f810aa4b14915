// Web vitals from real visits: p75 per route (GET /api/admin/vitals), each figure coloured by the site's
// thresholds, with the rating also written out so colour is never the only signal.
import { useQuery } from '@tanstack/react-query';
import { Gauge, RefreshCw } from 'lucide-react';
import { VITALS_KEY } from './api';
import { iconButton } from './styles';

type Rating = 'good' | 'needs-improvement' | 'poor';
type Metric = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB' | 'FID';

interface VitalsResponse {
  thresholds: Record<Metric, { good: number; poor: number }>;
  routes: Record<string, Partial<Record<Metric, { p75: number; count: number; rating: Rating }>>>;
}

const COLUMNS: Metric[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];

const RATING_STYLE: Record<Rating, { cell: string; label: string }> = {
  good: { cell: 'bg-emerald-50 text-emerald-800', label: 'Good' },
  'needs-improvement': { cell: 'bg-amber-50 text-amber-800', label: 'Needs improvement' },
  poor: { cell: 'bg-red-50 text-red-800', label: 'Poor' },
};

function format(metric: Metric, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

export function VitalsPanel() {
  const query = useQuery<VitalsResponse>({ queryKey: VITALS_KEY });
  const routes = Object.entries(query.data?.routes ?? {}).sort(([a], [b]) => a.localeCompare(b));

  return (
    <section aria-labelledby="vitals-heading" className="rounded-2xl border border-line bg-white p-5 sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="vitals-heading" className="flex items-center gap-2 font-display text-xl font-semibold text-ink-900">
            <Gauge size={20} className="text-brass-700" aria-hidden="true" />
            Site speed
          </h2>
          <p className="mt-1 text-sm text-ink-600">75th percentile of real visits per page since the server started.</p>
        </div>
        <button
          type="button"
          className={iconButton}
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          aria-label="Refresh site speed figures"
          title="Refresh"
        >
          <RefreshCw size={16} className={query.isFetching ? 'animate-spin' : ''} aria-hidden="true" />
        </button>
      </div>

      {query.isPending ? (
        <p className="mt-4 text-sm text-ink-500">Loading figures...</p>
      ) : query.isError ? (
        <p className="mt-4 text-sm text-red-700">Could not load the figures ({query.error.message}).</p>
      ) : routes.length === 0 ? (
        <p className="mt-4 rounded-lg bg-paper px-4 py-6 text-center text-sm text-ink-600">
          No reports yet. Figures appear here as visitors browse the site.
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[560px] border-separate border-spacing-y-1 text-sm">
            <caption className="sr-only">p75 web vitals per page</caption>
            <thead>
              <tr className="text-left text-xs uppercase tracking-wider text-ink-500">
                <th scope="col" className="py-2 pr-3 font-medium">
                  Page
                </th>
                {COLUMNS.map((m) => (
                  <th key={m} scope="col" className="px-2 py-2 font-medium">
                    <abbr
                      title={`good ≤ ${format(m, query.data.thresholds[m].good)}, poor > ${format(m, query.data.thresholds[m].poor)}`}
                      className="no-underline"
                    >
                      {m}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {routes.map(([route, metrics]) => (
                <tr key={route}>
                  <th scope="row" className="max-w-[14rem] truncate py-1.5 pr-3 text-left font-mono text-xs font-normal text-ink-800">
                    {route}
                  </th>
                  {COLUMNS.map((m) => {
                    const figure = metrics[m];
                    if (!figure)
                      return (
                        <td key={m} className="px-2 py-1.5 text-ink-400">
                          –
                        </td>
                      );
                    const style = RATING_STYLE[figure.rating];
                    return (
                      <td key={m} className="px-1 py-0.5">
                        <span
                          className={`inline-flex flex-col rounded-md px-2 py-1 ${style.cell}`}
                          title={`${style.label}, ${figure.count} report${figure.count === 1 ? '' : 's'}`}
                        >
                          <span className="whitespace-nowrap font-semibold tabular-nums">{format(m, figure.p75)}</span>
                          <span className="whitespace-nowrap text-[0.68rem] leading-tight opacity-80">{style.label}</span>
                        </span>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
