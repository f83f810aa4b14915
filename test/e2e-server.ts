// Starts the production server for Playwright on a throwaway copy of the store and uploads folder,
// with sign-in pointed at the fake GitHub on a free loopback port (public journeys never touch it).
import { fakeGitHubEnv, startFakeGitHub } from './fake-github.ts';
import { tempSite } from './temp-site.ts';

Object.assign(process.env, tempSite('nf-e2e-').env);

const fake = await startFakeGitHub();
Object.assign(process.env, fakeGitHubEnv(fake, 'northframe-admin'));
// Every journey signs in from the same loopback address, about 20 times a minute across both workers: the
// production limit (30 sign-in requests a minute) would refuse the later ones. The API suites test the limit.
process.env.RATE_LIMIT_AUTH ??= '1000';
await import('../server.ts');
