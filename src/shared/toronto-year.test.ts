import { describe, expect, it } from 'vitest';
import { torontoYear } from './toronto-year';

/** What the time-zone database says the year in Toronto is. */
const intlYear = (ms: number) => Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric' }).format(ms));

describe('torontoYear', () => {
  it('turns at midnight in Toronto, not at midnight UTC', () => {
    expect(torontoYear(new Date('2027-01-01T04:59:59.999Z'))).toBe(2026);
    expect(torontoYear(new Date('2027-01-01T05:00:00Z'))).toBe(2027);
    expect(torontoYear(new Date('2026-12-31T23:30:00-05:00'))).toBe(2026);
  });

  it('agrees with the time-zone database around every New Year from 2000 to 2060 and through each year', () => {
    for (let year = 2000; year <= 2060; year++) {
      const newYear = Date.parse(`${year}-01-01T05:00:00Z`);
      const instants = [-6, -1, -1 / 3600, 0, 1 / 3600, 1, 6].map((h) => newYear + h * 3_600_000);
      // Every 11 days and 7 hours through the year, across both daylight-time changes.
      for (let t = newYear; t < newYear + 366 * 86_400_000; t += (11 * 24 + 7) * 3_600_000) instants.push(t);
      for (const t of instants) expect(torontoYear(t), new Date(t).toISOString()).toBe(intlYear(t));
    }
  });

  it('reads the current time when given none', () => {
    expect(torontoYear()).toBe(intlYear(Date.now()));
  });
});
