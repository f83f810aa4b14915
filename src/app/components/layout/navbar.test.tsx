import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Navbar } from './navbar';

/** The top-level links the bar marks as the page shown (aria-current="page"). */
function currentLinks(location: string): string[] {
  const html = renderToString(
    <StaticRouter location={location}>
      <Navbar />
    </StaticRouter>,
  );
  return [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]*)<\/a>/g)].map((m) => m[1]!);
}

describe('Navbar', () => {
  it('marks the top-level entry of the page shown, and of the pages under it', () => {
    expect(currentLinks('/')).toEqual(['Home']);
    expect(currentLinks('/blog')).toEqual(['Blog']);
    expect(currentLinks('/blog/drone-photography-best-practices')).toEqual(['Blog']);
    expect(currentLinks('/projects/chelster-hall')).toEqual(['Projects']);
    expect(currentLinks('/About')).toEqual(['About']);
  });

  it('marks nothing on a page outside its top-level entries, and Home only on the home page', () => {
    expect(currentLinks('/services/drone')).toEqual([]);
    expect(currentLinks('/blogger')).toEqual([]);
  });
});
