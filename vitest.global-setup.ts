// The SSR and API suites drive the production build: make sure it exists and is current.
import { ensureBuild } from './scripts/ensure-build.ts';

export default function setup() {
  ensureBuild();
}
