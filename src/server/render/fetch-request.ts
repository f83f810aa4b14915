// Express request -> Fetch Request for React Router. The origin is the configured public URL, never the Host header.
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

export function toFetchRequest(req: ExpressRequest, res: ExpressResponse, publicUrl: string): Request {
  // Not new URL(originalUrl, publicUrl): a target such as "/\evil.example" or "//evil.example" parses as another
  // host there (a backslash counts as a slash), and a bare "/\" throws. Setting the path keeps the origin ours.
  const url = new URL(publicUrl);
  const queryAt = req.originalUrl.indexOf('?');
  url.pathname = queryAt >= 0 ? req.originalUrl.slice(0, queryAt) : req.originalUrl;
  url.search = queryAt >= 0 ? req.originalUrl.slice(queryAt) : '';
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
