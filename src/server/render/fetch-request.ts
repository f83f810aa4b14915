// Express request -> Fetch Request for React Router. The origin is the configured public URL, never the Host header.
// The URL is the request target read once by request-target.ts, never req.url or req.originalUrl again.
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import type { RequestTarget } from '../http/request-target';

export function toFetchRequest(target: RequestTarget, req: ExpressRequest, res: ExpressResponse, publicUrl: string): Request {
  // Not new URL(target, publicUrl): a target such as "//evil.example" parses as another host there. Setting the path
  // keeps the origin ours; the canonical path is already what the URL parser writes, so it reads back unchanged.
  const url = new URL(publicUrl);
  url.pathname = target.path;
  url.search = target.query ? `?${target.query}` : '';
  const controller = new AbortController();
  // The router stops its loaders when the client goes away.
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else headers.set(key, value);
  }
  // Pages are GET-only: no body is ever forwarded.
  return new Request(url, { method: 'GET', headers, signal: controller.signal });
}
