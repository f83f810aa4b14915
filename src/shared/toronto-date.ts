// The calendar day in Toronto, for the server and the browser alike. Each DateTimeFormat is made on first use, never
// when a module loads: the first one a browser tab makes starts ICU's date data, 16-30 ms on the build machine and
// four times that on the slow phone Lighthouse models (docs/performance.md, "ICU out of the entry's first task").
// Its own module, apart from toronto-year.ts, so that the entry, which needs only the year, does not carry it.

let isoParts: Intl.DateTimeFormat | undefined;
let longDate: Intl.DateTimeFormat | undefined;

/** The calendar day in Toronto at `at`, as YYYY-MM-DD (built from the parts, whatever the locale's own order). */
export function torontoIsoDate(at: Date | number = Date.now()): string {
  isoParts ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' });
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of isoParts.formatToParts(at)) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** The calendar day in Toronto at `at` as people read it: "November 23, 2026". */
export function torontoLongDate(at: Date | number = Date.now()): string {
  longDate ??= new Intl.DateTimeFormat('en-US', { timeZone: 'America/Toronto', year: 'numeric', month: 'long', day: 'numeric' });
  return longDate.format(at);
}
