// Site speed from real visits (GET /api/admin/vitals): per page, each metric's p75 with its rating written out
// (colour is never the only signal), the number of visits behind it and its daily trend, beside the field
// thresholds. Cards rather than a wide table, so every figure shows at 375 px too.
import { useQuery } from '@tanstack/react-query';
import { Gauge, RefreshCw } from 'lucide-react';
import type { VitalsMetric, VitalsRating, VitalsResponse } from '#shared/api';
import { VITALS_KEY } from './api';
import { iconButton, panel, sectionHeading } from './styles';
import { formatVital, VitalsTrend } from './vitals-trend';

const METRICS: VitalsMetric[] = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
const NAMES: Record<VitalsMetric, string> = {
  LCP: 'Largest paint',
  INP: 'Response to input',
  CLS: 'Layout shift',
  FCP: 'First paint',
  TTFB: 'Server response',
  FID: 'First input delay',
};

const RATING: Record<VitalsRating, { tile: string; label: string }> = {
  good: { tile: 'border-emerald-200 bg-emerald-50 text-emerald-900', label: 'Good' },
  'needs-improvement': { tile: 'border-amber-200 bg-amber-50 text-amber-900', label: 'Needs improvement' },
  poor: { tile: 'border-red-200 bg-red-50 text-red-900', label: 'Poor' },
};

export function VitalsPanel() {
  const query = useQuery<VitalsResponse>({ queryKey: VITALS_KEY });
  const routes = Object.entries(query.data?.routes ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const data = query.data;

  return (
    <section aria-labelledby="vitals-heading" className={`${panel} p-4 sm:p-6`}>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="vitals-heading" className={`${sectionHeading} flex items-center gap-2`}>
            <Gauge size={22} className="text-brass-700" aria-hidden="true" />
            Site speed
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            The 75th percentile of real visits per page
            {data ? `, over the last ${data.window.days} days (up to ${data.window.samples} visits per page and metric)` : ''}.
          </p>
        </div>
        <button
          type="button"
          className={iconButton}
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          aria-label="Refresh site speed figures"
        >
          <RefreshCw size={18} className={query.isFetching ? 'motion-safe:animate-spin' : ''} aria-hidden="true" />
        </button>
      </div>

      {data && (
        <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-1 rounded-[var(--radius-card)] bg-paper px-4 py-3 text-xs text-ink-700 sm:grid-cols-2 lg:grid-cols-5">
          {METRICS.map((m) => (
            <div key={m} className="flex gap-1.5">
              <dt className="font-semibold text-ink-900">{m}</dt>
              <dd>
                good ≤ {formatVital(m, data.thresholds[m].good)}, poor &gt; {formatVital(m, data.thresholds[m].poor)}
              </dd>
            </div>
          ))}
        </dl>
      )}

      {query.isPending ? (
        <p className="mt-4 text-sm text-ink-500">Loading figures...</p>
      ) : query.isError ? (
        <p className="mt-4 text-sm text-red-800">Could not load the figures ({query.error.message}).</p>
      ) : routes.length === 0 ? (
        <p className="mt-4 rounded-[var(--radius-card)] bg-paper px-4 py-6 text-center text-sm text-ink-600">
          No reports yet. Figures appear here as visitors browse the site.
        </p>
      ) : (
        <ul className="mt-5 space-y-5" aria-label="Pages">
          {routes.map(([route, metrics]) => (
            <li key={route} data-testid="vitals-route" data-route={route}>
              <h3 className="mb-2 break-all font-mono text-sm text-ink-900">{route}</h3>
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
                {METRICS.map((m) => {
                  const figure = metrics[m];
                  if (!figure) {
                    return (
                      <li key={m} className="rounded-[var(--radius-card)] border border-line p-3 text-xs text-ink-500">
                        <span className="block font-semibold text-ink-700">{m}</span>
                        No reports
                      </li>
                    );
                  }
                  const style = RATING[figure.rating];
                  return (
                    <li key={m} data-metric={m} className={`rounded-[var(--radius-card)] border p-3 ${style.tile}`}>
                      <span className="block text-xs font-semibold">
                        {m} <span className="font-normal opacity-80">{NAMES[m]}</span>
                      </span>
                      <span className="block text-xl font-semibold tabular-nums">{formatVital(m, figure.p75)}</span>
                      <span className="block text-xs">
                        {style.label} · {figure.count} {figure.count === 1 ? 'visit' : 'visits'}
                      </span>
                      <VitalsTrend metric={m} trend={figure.trend} good={data!.thresholds[m].good} poor={data!.thresholds[m].poor} />
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
