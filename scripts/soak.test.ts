// A 10-second `npm run soak` (the script's default is 120 s): zero errors over the mixed public load and a clean
// SIGTERM exit. Memory is only checked for gross leaks here (50%); the full run enforces the 10% limit.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';

describe('npm run soak (10 s)', () => {
  it('serves the mixed public load with no errors and exits cleanly', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/soak.ts'], {
      env: {
        ...process.env,
        SOAK_SECONDS: '10',
        SOAK_WARMUP_SECONDS: '3',
        SOAK_REPORT_SECONDS: '2',
        SOAK_CONNECTIONS: '8',
        SOAK_MAX_GROWTH: '0.5',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code, output.slice(-3000)).toBe(0);
    expect(output).toMatch(/, 0 errors; RSS/);
    expect(Number(output.match(/soak: (\d+) requests/)?.[1])).toBeGreaterThan(100);
    expect(output).toMatch(/soak: passed/);
  }, 180_000);
});
