// Starts the production server for Playwright on a throwaway copy of the store and uploads folder,
// with sign-in pointed at the fake GitHub on a free loopback port (public journeys never touch it).
import { fakeGitHubEnv, startFakeGitHub } from './fake-github.ts';
import { tempSite } from './temp-site.ts';

Object.assign(process.env, tempSite('nf-e2e-').env);

const fake = await startFakeGitHub();
Object.assign(process.env, fakeGitHubEnv(fake, 'northframe-admin'));
// Every journey comes from the same loopback address: about 20 sign-ins a minute across both workers, and the
// page-walking journeys (every public page at two sizes) send hundreds of vitals beacons a minute. The production
// limits (30 sign-in requests and 600 beacons a minute per client) would refuse the later ones, and a refused
// beacon is a console error that fails whichever journey is running. The API suites test the limits themselves.
process.env.RATE_LIMIT_AUTH ??= '1000';
process.env.RATE_LIMIT_VITALS ??= '100000';
await import('../server.ts');
