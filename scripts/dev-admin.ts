// `npm run dev:admin`: the dev server signed in through a fake GitHub on loopback, so the admin can be tried in
// one command. Like `npm run dev`, it keeps its own state under .dev/ (the store, seeded on first run, uploads,
// sessions), so it never touches the live site's, and runs beside `npm start`.
// PORT (default 3000, or a free port when 3000 is taken) and FAKE_GITHUB_PORT (default: any free port) choose the
// ports; both are printed.
import net from 'node:net';
import { FAKE_USERS, fakeGitHubEnv, startFakeGitHub } from '#test/fake-github';
import { freePort } from '#test/server-process';

if (process.env.NODE_ENV === 'production') {
  console.error('dev:admin is for development only; it never runs with NODE_ENV=production.');
  process.exit(1);
}

/** Whether something already listens on the port (on loopback). */
function taken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

async function choosePort(name: string, wanted: string | undefined, fallback: number | undefined): Promise<number> {
  if (wanted) {
    const port = Number(wanted);
    if (await taken(port)) {
      console.error(`${name}=${port} is already in use: stop what uses it, or leave ${name} unset to pick a free port.`);
      process.exit(1);
    }
    return port;
  }
  return fallback !== undefined && !(await taken(fallback)) ? fallback : freePort();
}

const fakePort = await choosePort('FAKE_GITHUB_PORT', process.env.FAKE_GITHUB_PORT, undefined);
const port = await choosePort('PORT', process.env.PORT, 3000);
const fake = await startFakeGitHub({ port: fakePort });
Object.assign(process.env, {
  NODE_ENV: 'development',
  PORT: String(port),
  SESSION_SECRET: process.env.SESSION_SECRET ?? 'dev-admin-session-secret-not-for-production',
  ...fakeGitHubEnv(fake, process.env.ADMIN_GITHUB_LOGINS ?? FAKE_USERS[0]!.login),
});
console.info(
  `Fake GitHub on ${fake.url} (FAKE_GITHUB_PORT=${fakePort}). Open http://localhost:${port}/admin (PORT=${port}) and sign in as ` +
    `"${FAKE_USERS[0]!.login}" (allowed) or "${FAKE_USERS[1]!.login}" (not authorised).`,
);
process.argv.push('--dev');
await import('../server.ts');
