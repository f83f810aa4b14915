// The year in Toronto, for the server and the browser alike, without Intl: the first DateTimeFormat a browser tab
// makes starts ICU's date data (16-30 ms on the build machine, four times that on the slow phone Lighthouse models),
// and the entry reads the year while it hydrates (docs/performance.md, "ICU out of the entry's first task"). The
// calendar day is in toronto-date.ts, which does use Intl.

/** How far Toronto's clock is behind UTC in standard time (UTC−5), the time of year when its New Year falls. */
const STANDARD_TIME_BEHIND_UTC_MS = 5 * 3_600_000;

/**
 * The year in Toronto at `at`. New Year in Toronto is always in standard time (daylight time runs from March to
 * November), at 05:00 UTC, so the year is the UTC year five hours earlier. This needs no time-zone data: the
 * browser's hydration reads it on the home and About pages without starting ICU.
 */
export function torontoYear(at: Date | number = Date.now()): number {
  return new Date(Number(at) - STANDARD_TIME_BEHIND_UTC_MS).getUTCFullYear();
}
