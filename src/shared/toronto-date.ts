// The calendar day in Toronto, for the server and the browser alike. Each DateTimeFormat is made on first use, never
// when a module loads: the first one a browser tab makes starts ICU's date data, 16-30 ms on the build machine and
// four times that on the slow phone Lighthouse models (docs/performance.md, "ICU out of the entry's first task").
// Its own module, apart from toronto-year.ts, so that the entry, which needs only the year, does not carry it.

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat(locale, { timeZone: 'America/Toronto', ...options })));
  return made;
}

/** The calendar day in Toronto at `at`, as YYYY-MM-DD (built from the parts, whatever the locale's own order). */
export function torontoIsoDate(at: Date | number = Date.now()): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at))
    parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The calendar day in Toronto at `at` as people read it: "November 23, 2026". */
export function torontoLongDate(at: Date | number = Date.now()): string {
  return formatter('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(at);
}
