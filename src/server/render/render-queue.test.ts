// Uncached renders run a few at a time (RENDER_CONCURRENCY); the rest wait their turn and are all answered.
import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { testApp } from '#test/test-app';
import { wrappedRenderer } from '#test/wrapped-renderer';

describe('the render queue', () => {
  it('never runs more renders at once than RENDER_CONCURRENCY, and answers every request', async () => {
    let running = 0;
    let most = 0;
    const counting = await wrappedRenderer(async (render, req, opts) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 20));
      const result = await render(req, opts);
      running--;
      return result;
    });
    const { app } = await testApp({ RENDER_CONCURRENCY: '2' }, { renderer: counting });
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        request(app)
          .get(`/faq?n=${i}`)
          .then((r) => r.status),
      ),
    );
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 200));
    expect(most).toBe(2);
  });
});
