// Class strings shared by the admin's controls (kept here, not in site.css; the public stylesheet leaves this folder out).
// One radius (--radius-card) and one shadow (--shadow-card) everywhere; every control is at least 44 px.

export const panel = 'rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]';

export const iconButton =
  'inline-grid h-11 w-11 shrink-0 place-items-center rounded-[var(--radius-card)] border border-transparent text-ink-600 transition hover:border-line hover:bg-paper hover:text-ink-900 disabled:pointer-events-none disabled:opacity-35 aria-disabled:opacity-35 motion-reduce:transition-none';

export const dangerButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-red-200 px-5 text-sm font-semibold text-red-800 transition hover:border-red-700 hover:bg-red-700 hover:text-white disabled:opacity-50 motion-reduce:transition-none';

export const fieldLabel = 'mb-1.5 block text-sm font-medium text-ink-800';

export const fieldInput =
  'block min-h-11 w-full rounded-[var(--radius-card)] border border-line bg-white px-3.5 py-2.5 text-[0.95rem] text-ink-900 placeholder:text-ink-500/70 focus:border-brass focus:outline-none focus:ring-2 focus:ring-brass/30 aria-invalid:border-red-700 aria-invalid:focus:ring-red-700/35';

export const fieldHint = 'mt-1.5 text-xs text-ink-500';

export const fieldError = 'mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-800';

export const sectionHeading = 'font-display text-2xl font-semibold text-ink-900';
