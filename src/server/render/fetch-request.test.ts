// The Fetch Request handed to React Router always has the configured origin, whatever the request target says.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { toFetchRequest } from './fetch-request';
import { parseTarget } from '../http/request-target';

const fetchUrl = (raw: string) =>
  new URL(
    toFetchRequest(
      parseTarget(raw),
      { headers: { host: 'evil.example' } } as unknown as ExpressRequest,
      new EventEmitter() as ExpressResponse,
      'https://northframe.example',
    ).url,
  );

describe('toFetchRequest', () => {
  it.each(['/\\', '//', '/\\evil.example/x', '//evil.example/x?y=1', '/\\\\evil.example', '/about?next=//evil.example'])(
    'keeps the public origin for %s',
    (target) => {
      const url = fetchUrl(target);
      expect(url.origin).toBe('https://northframe.example');
    },
  );

  it('keeps the path and the query', () => {
    const url = fetchUrl('/blog?page=2&q=condo%20tips');
    expect(url.pathname).toBe('/blog');
    expect(url.searchParams.get('q')).toBe('condo tips');
  });

  it('renders the path the target resolves to, never the fragment or a dot segment the client sent', () => {
    expect(fetchUrl('/#/../privacy').pathname).toBe('/');
    expect(fetchUrl('/x/../about').pathname).toBe('/about');
    expect(fetchUrl('/portfolio/photography%23/%2e%2e/%2E%2E/privacy').pathname).toBe('/privacy');
  });
});
