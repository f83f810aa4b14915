// The SSR and API suites drive the production build: make sure it exists and is current. The Observatory test
// needs its scanner, installed apart from the site's own dependencies.
import { ensureBuild } from './scripts/ensure-build.ts';
import { ensureObservatory } from './test/observatory/ensure.ts';

export default function setup() {
  ensureBuild();
  ensureObservatory();
}
