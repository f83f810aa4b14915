// Which class a request is in, decided once, after the same normalisation the routers apply (they ignore case
// and a trailing slash). Sessions, rate limits, CSRF, canonical redirects and the HTML cache all ask this module,
// so a spelling such as /API/VITALS/ or /AUTH/github gets exactly what /api/vitals or /auth/github gets.

/** Longer paths are refused (414) before any other work: no page of the site comes close. */
export const MAX_PATH_LENGTH = 1024;

export type RouteKind =
  /** A page rendered by React (the 404 page included). */
  | 'page'
  /** The admin page: rendered by React, never cached. */
  | 'admin-page'
  /** GitHub sign-in and sign-out under /auth. */
  | 'auth'
  /** The admin's JSON API: who is signed in, the portfolio's writes, uploads. */
  | 'admin-api'
  /** JSON anyone may call: the portfolio's reads and the vitals beacon. */
  | 'public-api'
  /** Build output and other files: /assets, /img, anything with a file extension. */
  | 'static'
  /** Admin uploads, served read-only. */
  | 'uploads';

export type LimitBucket = 'auth' | 'admin' | 'vitals';

export interface RoutePolicy {
  kind: RouteKind;
  /** The request carries the admin session (and passport) at all. */
  session: boolean;
  /** The rate-limit bucket it counts against, if any. */
  limit?: LimitBucket;
  /** A mutation that must prove it comes from the admin page (same origin + the session's token). */
  csrf: boolean;
}

const HEX = '0123456789ABCDEF';
const isHex = (c: string) => HEX.includes(c.toUpperCase()) && c !== '';
const isUnreserved = (code: number) =>
  (code >= 0x41 && code <= 0x5a) ||
  (code >= 0x61 && code <= 0x7a) ||
  (code >= 0x30 && code <= 0x39) ||
  code === 0x2d ||
  code === 0x2e ||
  code === 0x5f ||
  code === 0x7e;

/**
 * The path as the routers see it, in one linear pass: escapes of unreserved characters decoded (%70 -> p), other
 * escapes upper-cased, backslashes read as slashes, runs of slashes collapsed, no trailing slash.
 */
export function normalisePath(raw: string): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    let c = raw[i]!;
    if (c === '%' && isHex(raw[i + 1] ?? '') && isHex(raw[i + 2] ?? '')) {
      const code = parseInt(raw.slice(i + 1, i + 3), 16);
      c = isUnreserved(code) ? String.fromCharCode(code) : `%${raw.slice(i + 1, i + 3).toUpperCase()}`;
      i += 2;
    } else if (c === '\\') c = '/';
    if (c === '/' && out.endsWith('/')) continue;
    out += c;
  }
  if (!out.startsWith('/')) out = `/${out}`;
  return out.length > 1 && out.endsWith('/') ? out.slice(0, -1) : out;
}

/** Page paths are lower case; escapes keep upper-case hex so the result is stable. */
export function canonicalPagePath(raw: string): string {
  return normalisePath(raw)
    .toLowerCase()
    .replace(/%[0-9a-f]{2}/g, (e) => e.toUpperCase());
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
const isRead = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

function kindOf(method: string, path: string): RouteKind {
  if (under(path, '/auth')) return 'auth';
  if (under(path, '/api/admin') || under(path, '/api/auth') || under(path, '/api/upload')) return 'admin-api';
  if (under(path, '/api/portfolio')) return isRead(method) ? 'public-api' : 'admin-api';
  if (under(path, '/api')) return 'public-api';
  if (under(path, '/uploads')) return 'uploads';
  if (under(path, '/admin')) return 'admin-page';
  if (under(path, '/assets') || under(path, '/img') || /\.[a-z0-9]{1,8}$/.test(path)) return 'static';
  return 'page';
}

/** The policy for a method and a raw (undecoded) request path. */
export function routePolicy(method: string, rawPath: string): RoutePolicy {
  const path = normalisePath(rawPath).toLowerCase();
  const kind = kindOf(method.toUpperCase(), path);
  const mutation = !isRead(method.toUpperCase());
  const limit: LimitBucket | undefined =
    kind === 'auth'
      ? 'auth'
      : kind === 'admin-api'
        ? 'admin'
        : kind === 'public-api' && mutation && path === '/api/vitals'
          ? 'vitals'
          : undefined;
  return {
    kind,
    session: kind === 'auth' || kind === 'admin-api',
    limit,
    csrf: mutation && (kind === 'admin-api' || kind === 'auth'),
  };
}

/** Where a GET or HEAD of a page should be redirected (301) to reach its canonical spelling, or null. */
export function pageRedirect(method: string, rawPath: string): string | null {
  if (method !== 'GET' && method !== 'HEAD') return null;
  const kind = routePolicy(method, rawPath).kind;
  if (kind !== 'page' && kind !== 'admin-page') {
    // Other classes keep their case (file names are case-sensitive); only leading slash runs are unsafe.
    return /^[/\\][/\\]/.test(rawPath) || (rawPath.length > 1 && rawPath.endsWith('/')) ? normalisePath(rawPath) : null;
  }
  const canonical = canonicalPagePath(rawPath);
  return canonical === rawPath ? null : canonical;
}
