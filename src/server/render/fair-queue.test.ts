// Fair queues (security round 3, finding 5): uncached public renders are taken from the clients in turn and bounded
// per client, and the admin page never waits behind them. Order of events is asserted, never time.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '#test/test-app';
import { wrappedRenderer } from '#test/wrapped-renderer';
import { FairQueue } from './fair-queue';

/** A task that records its start and ends when released. */
function gated(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { task: () => (log.push(name), done), release: () => release() };
}

describe('FairQueue', () => {
  it('takes waiting clients in turn: one client with ten waiting delays another by one task, not ten', async () => {
    const log: string[] = [];
    const queue = new FairQueue({ concurrency: 1, perClient: 100, waiting: 100 });
    const flood = Array.from({ length: 10 }, (_, i) => gated(log, `a${i}`));
    for (const t of flood) queue.run('a', t.task);
    const visitor = gated(log, 'b0');
    queue.run('b', visitor.task);
    for (const t of [flood[0]!, visitor, ...flood.slice(1)]) {
      t.release();
      await new Promise((r) => setImmediate(r));
    }
    expect(log.slice(0, 3)).toEqual(['a0', 'b0', 'a1']);
    expect(log).toHaveLength(11);
  });

  it('refuses past a client’s share and past the whole queue’s, and runs none of what it refused', () => {
    const log: string[] = [];
    const queue = new FairQueue({ concurrency: 1, perClient: 3, waiting: 4 });
    const answers = Array.from({ length: 5 }, (_, i) => queue.run('a', gated(log, `a${i}`).task));
    expect(answers).toEqual([true, true, true, false, false]);
    expect(['b', 'c', 'd'].map((c) => queue.run(c, gated(log, c).task))).toEqual([true, true, false]);
    expect(queue.size).toBe(4);
  });
});

describe('the render lanes of the app', () => {
  it('renders the admin page at once while one client’s burst of unique 404s waits, and bounds that burst', async () => {
    let floodStarted = 0;
    let floodDone = 0;
    let atAdmin = -1;
    let atVisitor = -1;
    const renderer = await wrappedRenderer(async (render, req, opts) => {
      const path = new URL(req.url).pathname;
      if (path === '/admin') atAdmin = floodDone;
      if (path === '/about') atVisitor = floodStarted;
      if (path.startsWith('/flood-')) {
        floodStarted++;
        // Each flood render takes a while: a turn of the timers.
        await new Promise((r) => setTimeout(r, 20));
      }
      const result = await render(req, opts);
      if (path.startsWith('/flood-')) floodDone++;
      return result;
    });
    const { app } = await testApp({ RENDER_CONCURRENCY: '2' }, { renderer });
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    const flood = Array.from({ length: 120 }, (_, i) =>
      request(app)
        .get(`/flood-${i}`)
        .set(from('203.0.113.9'))
        .then((r) => [r.status, r.headers['retry-after']] as const),
    );
    // Let the burst reach the queue first.
    while (floodStarted < 2) await new Promise((r) => setImmediate(r));
    const [admin, visitor] = await Promise.all([
      request(app).get('/admin').set(from('198.51.100.7')),
      request(app).get('/about').set(from('198.51.100.8')),
    ]);
    const answers = await Promise.all(flood);
    expect(admin.status).toBe(200);
    expect(visitor.status).toBe(200);
    // The admin rendered long before the burst was through; the visitor's page came within a turn or two.
    expect(atAdmin).toBeLessThan(20);
    expect(atVisitor).toBeLessThanOrEqual(6);
    const refused = answers.filter(([status]) => status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every(([, retry]) => retry === '2')).toBe(true);
    expect(answers.every(([status]) => status === 404 || status === 503)).toBe(true);
    // Only what was let in was rendered.
    expect(floodStarted).toBe(answers.length - refused.length);
  });
});
