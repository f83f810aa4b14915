// A fake GitHub OAuth server for development and the browser tests: an authorize page where you pick
// a login, the token endpoint and GET /user. It binds to loopback only and is never part of the
// production server (server.ts does not import it). Run alone: `npx tsx test/fake-github.ts`.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export interface FakeUser {
  id: number;
  login: string;
  name: string;
}

export const FAKE_CLIENT_ID = 'fake-github-client-id';
export const FAKE_CLIENT_SECRET = 'fake-github-client-secret';
export const FAKE_USERS: FakeUser[] = [
  { id: 4201001, login: 'northframe-admin', name: 'Marcus Bennett' },
  { id: 4201002, login: 'curious-stranger', name: 'Casey Stranger' },
];

export interface FakeGitHub {
  url: string;
  server: Server;
  close(): Promise<void>;
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) req.destroy();
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function authorizePage(params: URLSearchParams, users: FakeUser[]): string {
  const hidden = ['client_id', 'redirect_uri', 'state', 'scope']
    .map((k) => `<input type="hidden" name="${k}" value="${escape(params.get(k) ?? '')}">`)
    .join('');
  const buttons = users
    .map(
      (u) =>
        `<button type="submit" name="login" value="${escape(u.login)}">Continue as ${escape(u.login)}<small>${escape(u.name)}</small></button>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Fake GitHub: authorize</title><style>
body{font:16px/1.5 system-ui,sans-serif;background:#f6f8fa;color:#1f2328;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border:1px solid #d0d7de;border-radius:12px;padding:32px;max-width:420px;width:calc(100% - 32px)}
h1{font-size:20px;margin:0 0 8px}p{margin:0 0 20px;color:#59636e}
button{display:flex;flex-direction:column;align-items:flex-start;width:100%;padding:12px 16px;margin:0 0 10px;border:1px solid #d0d7de;border-radius:8px;background:#f6f8fa;font:inherit;font-weight:600;cursor:pointer}
button small{font-weight:400;color:#59636e}label{display:block;font-size:14px;margin:16px 0 4px}
input[type=text]{width:100%;box-sizing:border-box;padding:8px;border:1px solid #d0d7de;border-radius:6px;font:inherit}
</style></head><body><main><h1>Authorize Northframe Media (fake GitHub)</h1>
<p>This is a local stand-in for GitHub sign-in. Pick the account to sign in as.</p>
<form method="get" action="/login/oauth/authorize/approve">${hidden}${buttons}</form>
<form method="get" action="/login/oauth/authorize/approve">${hidden}<label for="other">Another login</label>
<input id="other" type="text" name="login" pattern="[A-Za-z0-9-]{1,39}" required>
<button type="submit">Continue</button></form></main></body></html>`;
}

export function startFakeGitHub(options: { port?: number; users?: FakeUser[] } = {}): Promise<FakeGitHub> {
  const users = options.users ?? FAKE_USERS;
  const codes = new Map<string, { login: string; redirectUri: string }>();
  const tokens = new Map<string, string>();
  const userFor = (login: string): FakeUser => users.find((u) => u.login === login) ?? { id: 9_000_000 + login.length, login, name: '' };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    try {
      if (req.method === 'GET' && url.pathname === '/login/oauth/authorize') {
        if (url.searchParams.get('client_id') !== FAKE_CLIENT_ID) return json(res, 400, { error: 'unknown client_id' });
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(authorizePage(url.searchParams, users));
        return;
      }
      if (req.method === 'GET' && url.pathname === '/login/oauth/authorize/approve') {
        const login = url.searchParams.get('login') ?? '';
        const redirectUri = url.searchParams.get('redirect_uri') ?? '';
        if (!/^[A-Za-z0-9-]{1,39}$/.test(login) || !/^https?:\/\//.test(redirectUri)) return json(res, 400, { error: 'bad request' });
        const code = randomBytes(10).toString('hex');
        codes.set(code, { login, redirectUri });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        const state = url.searchParams.get('state');
        if (state) back.searchParams.set('state', state);
        res.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/login/oauth/access_token') {
        const form = new URLSearchParams(await readBody(req));
        const grant = codes.get(form.get('code') ?? '');
        if (form.get('client_id') !== FAKE_CLIENT_ID || form.get('client_secret') !== FAKE_CLIENT_SECRET || !grant) {
          return json(res, 200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
        }
        codes.delete(form.get('code')!);
        const token = `gho_${randomBytes(16).toString('hex')}`;
        tokens.set(token, grant.login);
        return json(res, 200, { access_token: token, token_type: 'bearer', scope: '' });
      }
      if (req.method === 'GET' && url.pathname === '/user') {
        const token = /^(?:Bearer|token) (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
        const login = tokens.get(token);
        if (!login) return json(res, 401, { message: 'Bad credentials' });
        const user = userFor(login);
        return json(res, 200, { id: user.id, login: user.login, name: user.name || null, type: 'User' });
      }
      json(res, 404, { message: 'Not Found' });
    } catch {
      json(res, 500, { message: 'fake GitHub error' });
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        server,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/** Environment that points the app at a running fake. */
export function fakeGitHubEnv(fake: FakeGitHub, adminLogins = FAKE_USERS[0]!.login): Record<string, string> {
  return {
    GITHUB_CLIENT_ID: FAKE_CLIENT_ID,
    GITHUB_CLIENT_SECRET: FAKE_CLIENT_SECRET,
    GITHUB_BASE_URL: fake.url,
    GITHUB_API_URL: fake.url,
    ADMIN_GITHUB_LOGINS: adminLogins,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.env.NODE_ENV === 'production') {
    console.error('The fake GitHub is for development and tests only; it does not run with NODE_ENV=production.');
    process.exit(1);
  }
  const fake = await startFakeGitHub({ port: Number(process.env.FAKE_GITHUB_PORT ?? 4010) });
  console.info(`Fake GitHub on ${fake.url} (client id ${FAKE_CLIENT_ID}, secret ${FAKE_CLIENT_SECRET})`);
}
