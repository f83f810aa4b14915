// A small inline chart of a metric's daily p75 over the last days, with the good and poor thresholds drawn as
// lines, so a drift shows before the overall figure changes. No chart library: a polyline in an SVG.
import type { VitalsMetric } from '#shared/api';

const W = 160;
const H = 40;
const PAD = 3;

export function formatVital(metric: VitalsMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
}

export interface TrendProps {
  metric: VitalsMetric;
  trend: { day: string; p75: number; count: number }[];
  good: number;
  poor: number;
}

export function VitalsTrend({ metric, trend, good, poor }: TrendProps) {
  if (trend.length < 2) return <p className="text-[0.7rem] text-current/70">Trend after a second day of reports</p>;
  const top = Math.max(poor * 1.15, ...trend.map((t) => t.p75));
  const x = (i: number) => PAD + (i / (trend.length - 1)) * (W - 2 * PAD);
  const y = (v: number) => H - PAD - (v / top) * (H - 2 * PAD);
  const points = trend.map((t, i) => `${x(i).toFixed(1)},${y(t.p75).toFixed(1)}`).join(' ');
  const first = trend[0]!;
  const last = trend.at(-1)!;
  const label = `${metric} daily p75 from ${first.day} to ${last.day}: ${formatVital(metric, first.p75)} to ${formatVital(metric, last.p75)}`;
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-10 w-full" role="img" aria-label={label} preserveAspectRatio="none">
      <line x1={0} x2={W} y1={y(good)} y2={y(good)} stroke="currentColor" strokeOpacity={0.35} strokeDasharray="3 3" />
      <line x1={0} x2={W} y1={y(poor)} y2={y(poor)} stroke="currentColor" strokeOpacity={0.35} strokeDasharray="1 3" />
      <polyline
        points={points}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        vectorEffect="non-scaling-stroke"
        strokeLinejoin="round"
      />
      {trend.map((t, i) => (
        <circle key={t.day} cx={x(i)} cy={y(t.p75)} r={1.8} fill="currentColor" />
      ))}
    </svg>
  );
}
