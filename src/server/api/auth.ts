// GET /api/auth/user: who is signed in. {authenticated, name}, plus what the admin page needs to pick its screen
// (GitHub configured?) and the session's CSRF token. Only admins have a session: an account refused at sign-in is
// sent to /admin?signin=refused with none.
import { Router } from 'express';
import { csrfToken } from '../auth/csrf';
import type { AuthUserResponse } from '#shared/api';
import type { Config } from '../env';

export function authApiRouter(config: Config): Router {
  const router = Router();
  router.get('/api/auth/user', (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const signInConfigured = Boolean(config.github);
    const user = req.user;
    let body: AuthUserResponse;
    if (!user?.isAdmin) body = { authenticated: false, name: null, signInConfigured };
    else body = { authenticated: true, name: user.name, login: user.login, signInConfigured, csrfToken: csrfToken(req) };
    res.json(body);
  });
  return router;
}
