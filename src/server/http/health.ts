// Probes for a load balancer or an orchestrator: GET /healthz says the process serves (liveness); GET /readyz says
// it should be sent work (readiness): its state (the database, with DATABASE_URL) answers, and it is not draining
// after SIGTERM. Never cached, never logged as pages.
import { Router } from 'express';

export function healthRouter(ready: () => Promise<boolean>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store').type('text/plain').send('ok\n');
  });
  router.get('/readyz', async (_req, res) => {
    const ok = await ready();
    res
      .status(ok ? 200 : 503)
      .setHeader('Cache-Control', 'no-store')
      .type('text/plain')
      .send(ok ? 'ready\n' : 'not ready\n');
  });
  return router;
}
