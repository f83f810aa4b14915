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

/** Characters a path keeps as they are: RFC 3986's unreserved ones, and the sub-delimiters, ":" and "@" that both the
 * URL parser and Express's redirect (encodeurl) leave alone. Anything else is escaped, so the one spelling of a path
 * reads back unchanged through either. */
const isLiteral = (code: number) => isUnreserved(code) || "!&'()*+,;=:@".includes(String.fromCharCode(code));
const utf8 = new TextEncoder();
const hexByte = (b: number) => `%${HEX[b >> 4]}${HEX[b & 15]}`;
const escaped = (c: string) =>
  c.length === 1 && c.charCodeAt(0) < 0x80 ? hexByte(c.charCodeAt(0)) : [...utf8.encode(c)].map(hexByte).join('');

/**
 * The path as the routers see it, in one linear pass: escapes of unreserved characters decoded (%70 -> p), other
 * escapes upper-cased, backslashes read as slashes, runs of slashes collapsed, no trailing slash, and every other
 * character escaped (a `%` that starts no escape becomes %25, `"` %22, é %C3%A9).
 */
export function normalisePath(raw: string): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    let c = raw[i]!;
    const code = c.charCodeAt(0);
    if (c === '%' && isHex(raw[i + 1] ?? '') && isHex(raw[i + 2] ?? '')) {
      const decoded = parseInt(raw.slice(i + 1, i + 3), 16);
      c = isUnreserved(decoded) ? String.fromCharCode(decoded) : `%${raw.slice(i + 1, i + 3).toUpperCase()}`;
      i += 2;
    } else if (c === '\\') c = '/';
    else if (code >= 0xd800 && code <= 0xdbff && (raw.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      // A surrogate pair is one character (a lone surrogate is escaped as U+FFFD).
      c = escaped(raw.slice(i, i + 2));
      i += 1;
    } else if (c !== '/' && !isLiteral(code)) c = escaped(c);
    if (c === '/' && out.endsWith('/')) continue;
    out += c;
  }
  if (!out.startsWith('/')) out = `/${out}`;
  return out.length > 1 && out.endsWith('/') ? out.slice(0, -1) : out;
}

/**
 * Dot segments ("." and "..", escaped or not: normalisePath has decoded %2E) resolved as RFC 3986 section 5.2.4 does,
 * on a normalised path, in one pass. "/x/../about" is "/about": the URL parser would render it as that page.
 */
export function removeDotSegments(path: string): string {
  if (!path.includes('.')) return path;
  const out: string[] = [];
  const segments = path.split('/');
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  // "/a/.." and "/a/." name the folder, which is the path without a trailing slash.
  return `/${out.join('/')}`;
}

/** The one spelling of a path: normalised, dot segments resolved, and lower case for pages (their escapes keep
 * upper-case hex so the result is stable). Idempotent; the URL parser reads it back unchanged, so the path a page is
 * keyed under is the path the router renders. */
export function canonicalPath(raw: string): string {
  const path = removeDotSegments(normalisePath(raw));
  const kind = kindOf('GET', path.toLowerCase());
  if (kind !== 'page' && kind !== 'admin-page') return path;
  return path.toLowerCase().replace(/%[0-9a-f]{2}/g, (e) => e.toUpperCase());
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
