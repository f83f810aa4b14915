// The kill -9 loop, 10 cycles (the script's default is 100): it exits 0 only if every cycle kept db.json
// parseable with every acknowledged item exactly once, and left no half-written upload behind.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';

describe('npm run kill-loop (10 cycles)', () => {
  it('survives kill -9 during writes', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/kill-loop.ts'], {
      env: { ...process.env, CYCLES: '10' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code, output.slice(-4000)).toBe(0);
    expect(output).toMatch(/kill-loop: 10 cycles passed/);
    expect(output.match(/^cycle +\d+: ok/gm)).toHaveLength(10);
    // The loop must actually have written something for the check to mean anything.
    expect(Number(output.match(/: (\d+) of \d+ adds/)?.[1])).toBeGreaterThan(20);
  }, 90_000);
});
