import { describe, expect, it } from 'vitest';
import { torontoIsoDate, torontoLongDate } from './toronto-date';

describe('torontoIsoDate and torontoLongDate', () => {
  it('give the calendar day in Toronto', () => {
    expect(torontoIsoDate(new Date('2026-11-28T04:59:00Z'))).toBe('2026-11-27');
    expect(torontoIsoDate(new Date('2026-11-28T05:00:00Z'))).toBe('2026-11-28');
    // Daylight time: Toronto is four hours behind UTC.
    expect(torontoIsoDate(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
    expect(torontoIsoDate(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
    expect(torontoIsoDate(Date.parse('2030-03-02T12:00:00Z'))).toBe('2030-03-02');
    expect(torontoLongDate(new Date('2026-11-23T15:00:00Z'))).toBe('November 23, 2026');
    expect(torontoLongDate(new Date('2027-01-01T04:00:00Z'))).toBe('December 31, 2026');
  });
});
