// GET /api/portfolio/{collection}: the public read side, used by the portfolio pages after client-side navigation.
import { Router } from 'express';
import { isCollectionKey } from '#shared/catalog';
import type { PortfolioStorage } from '../storage/store';

export function publicPortfolioRouter(store: PortfolioStorage): Router {
  const router = Router();
  router.get('/api/portfolio/:collection', async (req, res) => {
    const { collection } = req.params;
    if (!isCollectionKey(collection)) return res.status(404).json({ error: `Unknown portfolio collection "${collection}"` });
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    res.json(await store.list(collection));
  });
  return router;
}
