// The route policy decides sessions, limits, CSRF and canonical redirects, so every spelling the routers accept
// (case, slashes, backslashes, escaped letters) must land in the class of its canonical path, in linear time.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pathSpelling as spelling } from '#test/path-spellings';
import { canonicalPagePath, MAX_PATH_LENGTH, normalisePath, pageRedirect, routePolicy } from './route-policy';

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

  it('redirects page spellings to one lower-case address, and never elsewhere', () => {
    fc.assert(
      fc.property(spelling('/service-areas/richmond-hill'), (variant) => {
        const target = pageRedirect('GET', variant);
        expect(target === null ? variant : target).toBe('/service-areas/richmond-hill');
      }),
    );
    expect(pageRedirect('GET', '//evil.example/')).toBe('/evil.example');
    expect(pageRedirect('GET', '/\\evil.example')).toBe('/evil.example');
    expect(pageRedirect('POST', '/Services')).toBeNull();
    expect(pageRedirect('GET', '/uploads/AbC.webp')).toBeNull();
    expect(pageRedirect('GET', '/uploads/AbC.webp/')).toBe('/uploads/AbC.webp');
    expect(canonicalPagePath('/Blog/caf%c3%a9')).toBe('/blog/caf%C3%A9');
  });

  it('is linear: adversarial paths of the longest allowed length normalise in well under a millisecond each', () => {
    const cases = [
      `/a${'/'.repeat(MAX_PATH_LENGTH - 4)}b/`,
      `/${'\\/'.repeat(MAX_PATH_LENGTH / 2 - 1)}`,
      `/${'%2'.repeat(MAX_PATH_LENGTH / 3)}`,
      `/${'.'.repeat(MAX_PATH_LENGTH - 2)}x`,
      `/${'a.'.repeat(MAX_PATH_LENGTH / 2 - 1)}`,
      `/api/${'/'.repeat(MAX_PATH_LENGTH - 10)}x`,
    ];
    for (const path of cases) {
      const started = process.cpuUsage();
      for (let i = 0; i < 100; i++) {
        normalisePath(path);
        routePolicy('GET', path);
        pageRedirect('GET', path);
      }
      const micros = process.cpuUsage(started);
      // 100 rounds of three calls: a quadratic pass over 1,000 characters would take tens of milliseconds.
      expect((micros.user + micros.system) / 100, path.slice(0, 20)).toBeLessThan(1000);
    }
  });
});
