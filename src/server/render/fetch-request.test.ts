// The Fetch Request handed to React Router always has the configured origin, whatever the request target says.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { toFetchRequest } from './fetch-request';

const fetchUrl = (originalUrl: string) =>
  new URL(
    toFetchRequest(
      { originalUrl, headers: { host: 'evil.example' } } as unknown as ExpressRequest,
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
});
