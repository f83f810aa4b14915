// Signs a supertest agent in through the fake GitHub, the way a browser would: /auth/github → the fake's
// authorize page → its approve redirect → our callback. Returns the agent and the session's CSRF token.
import request from 'supertest';
import type { Express } from 'express';
import { fakeGitHubEnv, type FakeGitHub } from './fake-github';
import { TEST_PUBLIC_URL } from './test-app';

export const ADMIN_LOGIN = 'northframe-admin';
export const STRANGER_LOGIN = 'curious-stranger';

export const adminEnv = (fake: FakeGitHub) => fakeGitHubEnv(fake, ADMIN_LOGIN);

export interface SignedIn {
  agent: ReturnType<typeof request.agent>;
  csrf: string;
  cookie: string;
  callbackSetCookie: string[];
}

/** Through GitHub and back to the callback, as `login`: the agent (with the browser's cookies) and the callback's answer. */
export async function throughGitHub(app: Express, fake: FakeGitHub, login: string, headers: Record<string, string> = {}) {
  const agent = request.agent(app);
  const start = await agent.get('/auth/github').set(headers).expect(302);
  const authorize = new URL(String(start.headers.location));
  const approve = new URL('/login/oauth/authorize/approve', fake.url);
  for (const key of ['client_id', 'redirect_uri', 'state']) approve.searchParams.set(key, authorize.searchParams.get(key) ?? '');
  approve.searchParams.set('login', login);
  const granted = await fetch(approve, { redirect: 'manual' });
  const callback = new URL(granted.headers.get('location')!);
  const done = await agent.get(callback.pathname + callback.search).set(headers);
  return { agent, done };
}

export async function signIn(app: Express, fake: FakeGitHub, login = ADMIN_LOGIN, headers: Record<string, string> = {}): Promise<SignedIn> {
  const { agent, done } = await throughGitHub(app, fake, login, headers);
  if (done.status !== 303 || done.headers.location !== '/admin') throw new Error(`sign-in failed: ${done.status} ${done.headers.location}`);
  const setCookie = ([] as string[]).concat(done.headers['set-cookie'] ?? []);
  const user = await agent.get('/api/auth/user').set(headers).expect(200);
  const session = setCookie.find((c) => /^(__Host-)?nf\.sid=/.test(c));
  return { agent, csrf: user.body.csrfToken, cookie: session?.split(';')[0] ?? '', callbackSetCookie: setCookie };
}

/** Headers a same-origin fetch from the admin page sends with a mutation. */
export function sameOrigin(csrf: string): Record<string, string> {
  return { Origin: TEST_PUBLIC_URL, 'Sec-Fetch-Site': 'same-origin', 'X-CSRF-Token': csrf };
}
