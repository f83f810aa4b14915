// The OAuth `state` of a sign-in in progress, kept in a short-lived signed cookie instead of a session: starting
// a sign-in (GET /auth/github) writes nothing on the server, so anonymous clients cannot fill the session store.
// The cookie lives 10 minutes and is cleared when the callback reads it. It is bound to this browser: over https it
// is a `__Host-` cookie, which only this host can set (a sibling subdomain cannot plant one for a login CSRF), and a
// state is good for one callback only (the spent ones are kept until they expire: in memory, or in PostgreSQL so
// every instance refuses a replay).
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import type { StateStore } from 'passport-oauth2';

const MAX_AGE_MS = 10 * 60_000;
const CALLBACK_PATH = '/auth/github/callback';

/** States already spent on a callback. */
export interface UsedStates {
  /** True the first time a state is claimed; false ever after, until `expiresAt`. */
  claim(stateHash: string, expiresAt: number): Promise<boolean>;
}

/** One instance's spent states (files mode). Sign-ins are rate-limited, so 10,000 in 10 minutes is never reached. */
export class MemoryUsedStates implements UsedStates {
  private readonly spent = new LRUCache<string, true>({ max: 10_000, ttl: MAX_AGE_MS, ttlAutopurge: false });

  claim(stateHash: string): Promise<boolean> {
    if (this.spent.has(stateHash)) return Promise.resolve(false);
    this.spent.set(stateHash, true);
    return Promise.resolve(true);
  }
}

type StoreCallback = (err: Error | null, state?: string) => void;
type VerifyCallback = (err: Error | null, ok: boolean, info?: { message: string }) => void;

function cookieValue(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** A passport-oauth2 state store (its `store(req, cb)` / `verify(req, state, cb)` interface). */
export function cookieStateStore(secret: string, secure: boolean, used: UsedStates): StateStore {
  // __Host- needs Secure and Path=/ (and no Domain); plain http (development) can only scope it to the callback.
  const name = secure ? '__Host-nf.oauth' : 'nf.oauth';
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  const options = { httpOnly: true, sameSite: 'lax' as const, secure, path: secure ? '/' : CALLBACK_PATH };

  const store = {
    store(req: Request, callback: StoreCallback) {
      const state = randomBytes(24).toString('base64url');
      const payload = `${state}.${Date.now() + MAX_AGE_MS}`;
      req.res?.cookie(name, `${payload}.${sign(payload)}`, { ...options, maxAge: MAX_AGE_MS });
      callback(null, state);
    },
    verify(req: Request, providedState: unknown, callback: VerifyCallback) {
      const refuse = () => callback(null, false, { message: 'The sign-in expired or did not start here: try again.' });
      const raw = cookieValue(req, name);
      req.res?.clearCookie(name, options);
      const [state, expires, mac] = raw?.split('.') ?? [];
      if (!state || !expires || !mac || typeof providedState !== 'string') return refuse();
      const expected = Buffer.from(sign(`${state}.${expires}`));
      const given = Buffer.from(mac);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return refuse();
      if (Number(expires) < Date.now() || providedState !== state) return refuse();
      used.claim(createHash('sha256').update(state).digest('base64url'), Number(expires)).then(
        (first) => (first ? callback(null, true) : refuse()),
        (error: Error) => callback(error, false),
      );
    },
  };
  // passport-oauth2 picks the call by each function's arity; its types list every overload, which an object
  // with the two-argument store and three-argument verify does not spell out.
  return store as unknown as StateStore;
}
