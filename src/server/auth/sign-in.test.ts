// Sign-in hardening: nothing is stored before a sign-in succeeds, an allowed login is bound to the GitHub account
// id that first used it (a renamed account cannot take it over), ADMIN_GITHUB_IDS admits by id, logins compare
// without case, and nothing a client sends can forge a log line.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { FAKE_USERS, fakeGitHubEnv, startFakeGitHub, type FakeGitHub } from '#test/fake-github';
import { signIn, throughGitHub } from '#test/admin-session';
import { testApp } from '#test/test-app';
import { STORES, storeEnv, type StoreKind } from '#test/stores';
import pg from 'pg';

const impostor = { id: 666_0001, login: 'NorthFrame-ADMIN', name: 'Not The Owner' };
let fake: FakeGitHub;
beforeAll(async () => {
  fake = await startFakeGitHub({ users: [...FAKE_USERS, impostor] });
});
afterAll(() => fake.close());

const owner = FAKE_USERS[0]!;

/** Sessions stored: files in DATA_DIR/sessions, or rows of PostgreSQL's session table. */
async function sessionCount(kind: StoreKind, dataDir: string, databaseUrl?: string): Promise<number> {
  if (kind === 'files') return readdirSync(path.join(dataDir, 'sessions')).length;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>('SELECT count(*) AS n FROM session')).rows[0]!.n);
  } finally {
    await client.end();
  }
}

describe('sign-in', () => {
  it('writes no session for a sign-in that only started, however often', async () => {
    const { app, config } = await testApp(fakeGitHubEnv(fake, owner.login));
    for (let i = 0; i < 20; i++) await request(app).get('/auth/github').expect(302);
    expect(readdirSync(path.join(config.dataDir, 'sessions'))).toEqual([]);
    await signIn(app, fake);
    expect(readdirSync(path.join(config.dataDir, 'sessions'))).toHaveLength(1);
  });

  it('binds an allowed login to the account that first signs in with it, and refuses another account using it later', async () => {
    const { app, logs } = await testApp(fakeGitHubEnv(fake, owner.login));
    const first = await signIn(app, fake, owner.login);
    expect((await first.agent.get('/api/auth/user')).body).toMatchObject({ authenticated: true, login: owner.login });

    const other = await throughGitHub(app, fake, impostor.login);
    expect(other.done.headers.location).toBe('/admin?signin=refused');
    expect((await other.agent.get('/api/auth/user').expect(200)).body).toMatchObject({ authenticated: false, name: null });
    await other.agent.get('/api/admin/portfolio').expect(401);
    expect(logs.join('\n')).toMatch(/different GitHub account/);
    // The owner is still in.
    await first.agent.get('/api/admin/portfolio').expect(200);
  });

  it('keeps the binding across a restart of the app', async () => {
    const env = fakeGitHubEnv(fake, owner.login);
    const first = await testApp(env);
    await signIn(first.app, fake, owner.login);
    const second = await testApp({ ...env, DATA_DIR: first.config.dataDir });
    const other = await throughGitHub(second.app, fake, impostor.login);
    expect(other.done.headers.location).toBe('/admin?signin=refused');
    expect(second.logs.join('\n')).toMatch(/"reason":"account-mismatch"/);
  });

  it('compares allowed logins without case, and admits by ADMIN_GITHUB_IDS alone', async () => {
    const byCase = await testApp({ ...fakeGitHubEnv(fake, 'NorthFrame-Admin') });
    const signed = await signIn(byCase.app, fake, owner.login);
    expect((await signed.agent.get('/api/auth/user')).body).toMatchObject({ authenticated: true });

    const byId = await testApp({ ...fakeGitHubEnv(fake, ''), ADMIN_GITHUB_IDS: String(FAKE_USERS[1]!.id) });
    const stranger = await signIn(byId.app, fake, FAKE_USERS[1]!.login);
    expect((await stranger.agent.get('/api/auth/user')).body).toMatchObject({ authenticated: true });
  });

  it.each(STORES)(
    'stores no session for an account that is refused, however many sign in, and refuses them all alike (%s)',
    async (kind) => {
      // 51 sign-ins are far past a person's pace: lift the sign-in rate limit for this app only.
      const env = await storeEnv(kind);
      const { app, config, logs } = await testApp({ ...env, ...fakeGitHubEnv(fake, owner.login), RATE_LIMIT_AUTH: '1000' });
      const admin = await signIn(app, fake, owner.login);
      for (let i = 0; i < 25; i++) {
        for (const login of [FAKE_USERS[1]!.login, impostor.login]) {
          const refused = await throughGitHub(app, fake, login);
          // One answer for a login off the list and for one on it used by another account: the allowlist stays unseen.
          expect(refused.done.status).toBe(303);
          expect(refused.done.headers.location).toBe('/admin?signin=refused');
          expect(String(refused.done.headers['set-cookie'] ?? '')).not.toMatch(/nf\.sid=/);
        }
      }
      expect(await sessionCount(kind, config.dataDir, env.DATABASE_URL)).toBe(1);
      expect(logs.join('\n')).toMatch(/"reason":"not-allowed"/);
      await admin.agent.get('/api/admin/portfolio').expect(200);
    },
  );

  it('ends the session of an admin taken off the list, instead of keeping it', async () => {
    const env = fakeGitHubEnv(fake, owner.login);
    const first = await testApp(env);
    const admin = await signIn(first.app, fake, owner.login);
    expect(readdirSync(path.join(first.config.dataDir, 'sessions'))).toHaveLength(1);
    const later = await testApp({ ...env, ADMIN_GITHUB_LOGINS: 'someone-else', DATA_DIR: first.config.dataDir });
    const res = await request(later.app).get('/api/auth/user').set('Cookie', admin.cookie).expect(200);
    expect(res.body).toMatchObject({ authenticated: false });
    expect(readdirSync(path.join(first.config.dataDir, 'sessions'))).toEqual([]);
  });

  it('refuses a callback whose state cookie is missing, forged or for another sign-in', async () => {
    const { app } = await testApp(fakeGitHubEnv(fake, owner.login));
    const start = await request(app).get('/auth/github').expect(302);
    const cookie = String(([] as string[]).concat(start.headers['set-cookie'] ?? [])[0]).split(';')[0]!;
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    for (const headers of [{}, { Cookie: cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) }]) {
      const res = await request(app).get(`/auth/github/callback?code=x&state=${state}`).set(headers).expect(303);
      expect(res.headers.location).toBe('/admin?signin=failed');
    }
    const other = await request(app).get('/auth/github/callback?code=x&state=another').set('Cookie', cookie).expect(303);
    expect(other.headers.location).toBe('/admin?signin=failed');
  });

  it('takes each OAuth state once: a replayed callback, with the same state and its cookie, is refused', async () => {
    const { app, config } = await testApp(fakeGitHubEnv(fake, owner.login));
    const start = await request(app).get('/auth/github').expect(302);
    const cookie = String(([] as string[]).concat(start.headers['set-cookie'] ?? [])[0]).split(';')[0]!;
    const authorize = new URL(String(start.headers.location));
    const approve = new URL('/login/oauth/authorize/approve', fake.url);
    for (const key of ['client_id', 'redirect_uri', 'state']) approve.searchParams.set(key, authorize.searchParams.get(key) ?? '');
    approve.searchParams.set('login', owner.login);
    const callback = new URL((await fetch(approve, { redirect: 'manual' })).headers.get('location')!);
    const first = await request(app)
      .get(callback.pathname + callback.search)
      .set('Cookie', cookie)
      .expect(303);
    expect(first.headers.location).toBe('/admin');
    const replay = await request(app)
      .get(callback.pathname + callback.search)
      .set('Cookie', cookie)
      .expect(303);
    expect(replay.headers.location).toBe('/admin?signin=failed');
    expect(String(replay.headers['set-cookie'] ?? '')).not.toMatch(/nf\.sid=/);
    expect(readdirSync(path.join(config.dataDir, 'sessions'))).toHaveLength(1);
  });

  it('keeps the state over https in a __Host- cookie, which no other host (a sibling subdomain) can set', async () => {
    const { app } = await testApp({ ...fakeGitHubEnv(fake, owner.login), PUBLIC_URL: 'https://northframe.example' });
    const start = await request(app).get('/auth/github').set('X-Forwarded-Proto', 'https').expect(302);
    const stateCookie = ([] as string[]).concat(start.headers['set-cookie'] ?? []).find((c) => c.includes('nf.oauth='))!;
    expect(stateCookie).toMatch(/^__Host-nf\.oauth=/);
    expect(stateCookie).toMatch(/; Path=\/;/);
    expect(stateCookie).toMatch(/; Secure/);
    expect(stateCookie).toMatch(/; HttpOnly/);
    expect(stateCookie).not.toMatch(/Domain=/i);
  });

  it('logs one JSON object a line, whatever the OAuth error text holds', async () => {
    const { app, logs } = await testApp(fakeGitHubEnv(fake, owner.login));
    const forged = '\n{"level":30,"msg":"admin signed in","login":"attacker"}\r\nINFO forged';
    await request(app)
      .get(`/auth/github/callback?error=server_error&error_description=${encodeURIComponent(forged)}`)
      .expect(303);
    expect(logs.length).toBeGreaterThan(0);
    for (const line of logs.join('').split('\n').filter(Boolean)) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      expect(entry.msg).not.toBe('admin signed in');
    }
    expect(logs.join('')).toContain('\\nINFO forged');
  });
});
