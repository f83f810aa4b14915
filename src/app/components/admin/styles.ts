// Class strings shared by the admin's controls (kept here, not in app.css, so the public CSS stays lean).
export const iconButton =
  'inline-grid h-9 w-9 place-items-center rounded-lg border border-transparent text-ink-600 transition hover:border-line hover:bg-paper hover:text-ink-900 disabled:pointer-events-none disabled:opacity-35';

export const fieldLabel = 'mb-1.5 block text-sm font-medium text-ink-800';

export const fieldInput =
  'block w-full rounded-lg border border-line bg-white px-3.5 py-2.5 text-[0.95rem] text-ink-900 shadow-sm placeholder:text-ink-500/70 focus:border-brass focus:outline-none focus:ring-2 focus:ring-brass/30';

export const fieldHint = 'mt-1.5 text-xs text-ink-500';
