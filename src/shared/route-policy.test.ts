// The route policy decides sessions, limits, CSRF and canonical redirects, so every spelling the routers accept
// (case, slashes, backslashes, escaped letters) must land in the class of its canonical path, in linear time.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pathSpelling as spelling } from '#test/path-spellings';
import { canonicalPath, removeDotSegments, routePolicy } from './route-policy';

const samples = [
  '/',
  '/services/photography',
  '/admin',
  '/auth/github',
  '/auth/logout',
  '/api/auth/user',
  '/api/admin/vitals',
  '/api/upload',
  '/api/portfolio/photographyPortfolio',
  '/api/vitals',
  '/uploads/abc.webp',
  '/assets/index-abc.js',
];

describe('route policy', () => {
  it('classifies the spec paths', () => {
    expect(routePolicy('GET', '/services/photography')).toEqual({ kind: 'page', session: false, limit: undefined, csrf: false });
    expect(routePolicy('GET', '/admin').kind).toBe('admin-page');
    expect(routePolicy('GET', '/auth/github')).toEqual({ kind: 'auth', session: true, limit: 'auth', csrf: false });
    expect(routePolicy('POST', '/auth/logout')).toEqual({ kind: 'auth', session: true, limit: 'auth', csrf: true });
    expect(routePolicy('GET', '/api/portfolio/videoPortfolio')).toEqual({
      kind: 'public-api',
      session: false,
      limit: undefined,
      csrf: false,
    });
    expect(routePolicy('POST', '/api/portfolio/videoPortfolio')).toEqual({ kind: 'admin-api', session: true, limit: 'admin', csrf: true });
    expect(routePolicy('GET', '/api/auth/user')).toEqual({ kind: 'admin-api', session: true, limit: 'admin', csrf: false });
    expect(routePolicy('POST', '/api/vitals')).toEqual({ kind: 'public-api', session: false, limit: 'vitals', csrf: false });
    expect(routePolicy('GET', '/uploads/a.webp').kind).toBe('uploads');
    expect(routePolicy('GET', '/favicon.svg').kind).toBe('static');
    expect(routePolicy('GET', '/authors').kind).toBe('page');
  });

  it('gives every spelling of a path the policy of the path itself', () => {
    for (const path of samples) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
        fc.assert(
          fc.property(spelling(path), (variant) => {
            expect(routePolicy(method, variant)).toEqual(routePolicy(method, path));
          }),
          { numRuns: 60 },
        );
      }
    }
  });

  it('gives page spellings one lower-case address, and never another host', () => {
    fc.assert(
      fc.property(spelling('/service-areas/richmond-hill'), (variant) => {
        expect(canonicalPath(variant)).toBe('/service-areas/richmond-hill');
      }),
    );
    expect(canonicalPath('//evil.example/')).toBe('/evil.example');
    expect(canonicalPath('/\\evil.example')).toBe('/evil.example');
    expect(canonicalPath('/uploads/AbC.webp')).toBe('/uploads/AbC.webp');
    expect(canonicalPath('/uploads/AbC.webp/')).toBe('/uploads/AbC.webp');
    expect(canonicalPath('/Blog/caf%c3%a9')).toBe('/blog/caf%C3%A9');
  });

  it('resolves dot segments, escaped or not, and never climbs above the root', () => {
    expect(canonicalPath('/x/../about')).toBe('/about');
    expect(canonicalPath('/x/%2e%2e/About')).toBe('/about');
    expect(canonicalPath('/portfolio/./photography/.')).toBe('/portfolio/photography');
    expect(canonicalPath('/../../.%2E/privacy')).toBe('/privacy');
    expect(canonicalPath('/a/..')).toBe('/');
    expect(canonicalPath('/..%2fpackage.json')).toBe('/..%2Fpackage.json');
    expect(removeDotSegments('/a/b/../../c/./d')).toBe('/c/d');
  });

  it('escapes what the URL parser or a redirect would escape, so the one spelling reads back unchanged through both', () => {
    expect(canonicalPath('/a"b{c}^|`<>$[]')).toBe('/a%22b%7Bc%7D%5E%7C%60%3C%3E%24%5B%5D');
    expect(canonicalPath('/%zz')).toBe('/%25zz');
    expect(canonicalPath('/café')).toBe('/caf%C3%A9');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (raw) => {
        const once = canonicalPath(`/${raw}`);
        expect(canonicalPath(once)).toBe(once);
        const url = new URL('http://h');
        url.pathname = once;
        expect(url.pathname).toBe(once);
      }),
      { numRuns: 500 },
    );
  });
});
