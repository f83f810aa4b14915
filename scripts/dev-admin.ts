// `npm run dev:admin`: the dev server signed in through a fake GitHub on loopback, so the admin can be
// tried in one command. Uses its own store (data/dev-db.json, seeded on first run) so db.json stays clean.
import { FAKE_USERS, fakeGitHubEnv, startFakeGitHub } from '#test/fake-github';

if (process.env.NODE_ENV === 'production') {
  console.error('dev:admin is for development only; it never runs with NODE_ENV=production.');
  process.exit(1);
}

const fake = await startFakeGitHub({ port: Number(process.env.FAKE_GITHUB_PORT ?? 4010) });
const port = process.env.PORT ?? '3000';
Object.assign(process.env, {
  NODE_ENV: 'development',
  DB_FILE: process.env.DB_FILE ?? './data/dev-db.json',
  SESSION_SECRET: process.env.SESSION_SECRET ?? 'dev-admin-session-secret-not-for-production',
  ...fakeGitHubEnv(fake, process.env.ADMIN_GITHUB_LOGINS ?? FAKE_USERS[0]!.login),
});
console.info(
  `Fake GitHub on ${fake.url}. Open http://localhost:${port}/admin and sign in as "${FAKE_USERS[0]!.login}" ` +
    `(allowed) or "${FAKE_USERS[1]!.login}" (not authorised).`,
);
process.argv.push('--dev');
await import('../server.ts');
