// xmlEscape writes sitemap and feed text: every special character becomes its entity, everything else is kept.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { xmlEscape } from './public-urls';

const reference = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;').replace(/"/g, '&quot;');

describe('xmlEscape', () => {
  it('escapes the five XML specials and nothing else', () => {
    expect(xmlEscape(`Tom & Jerry's "<house>"`)).toBe('Tom &amp; Jerry&apos;s &quot;&lt;house&gt;&quot;');
    expect(xmlEscape('/projects/chelster-hall')).toBe('/projects/chelster-hall');
    expect(xmlEscape('')).toBe('');
  });

  it('matches a chain of plain replaces on any text', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'é', '&', '<', '>', "'", '"', ' ', '/', '🏠'), maxLength: 200 });
    fc.assert(fc.property(text, (s) => xmlEscape(s) === reference(s)));
  });
});
