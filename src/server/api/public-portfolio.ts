// GET /api/portfolio/{collection}: the public read side, used by the portfolio pages after client-side navigation.
// Like a page, a collection has one address: its key in another case answers 301 to the key as it is spelled.
import { Router } from 'express';
import { collectionKeyIgnoringCase, isCollectionKey } from '#shared/catalog';
import type { PortfolioStorage } from '../storage/store';

export function publicPortfolioRouter(store: PortfolioStorage): Router {
  const router = Router();
  router.get('/api/portfolio/:collection', async (req, res) => {
    const { collection } = req.params;
    if (!isCollectionKey(collection)) {
      const key = collectionKeyIgnoringCase(collection);
      if (key) return res.redirect(301, `/api/portfolio/${key}`);
      return res.status(404).json({ error: `Unknown portfolio collection "${collection}"` });
    }
    res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
    res.json(await store.list(collection));
  });
  return router;
}
