// Totals the vitest and Playwright JSON reports, and the lint and budget checks (LINT=, BUDGET=passed|failed, each
// counted as one check), into one closing line: "N passed, N failed".
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const [vitestFile, playwrightFile] = process.argv.slice(2);

if (existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  console.log(`vitest: ${v.numPassedTests} passed, ${v.numFailedTests} failed`);
} else {
  failed += 1;
  console.log('vitest: no report');
}
if (existsSync(playwrightFile)) {
  const p = JSON.parse(readFileSync(playwrightFile, 'utf8')).stats;
  passed += p.expected;
  failed += p.unexpected + p.flaky;
  skipped += p.skipped;
  console.log(`playwright: ${p.expected} passed, ${p.unexpected + p.flaky} failed`);
} else {
  failed += 1;
  console.log('playwright: no report');
}
for (const check of ['LINT', 'BUDGET']) {
  const result = process.env[check];
  if (!result) continue;
  if (result === 'passed') passed += 1;
  else failed += 1;
  console.log(`${check.toLowerCase()}: ${result}`);
}
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed ? 1 : 0);
