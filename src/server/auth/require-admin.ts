// Guards admin-only endpoints: 401 when nobody is signed in, 403 for a signed-in account not on the allowlist.
import type { RequestHandler } from 'express';

export interface AdminUser {
  id: string;
  login: string;
  name: string;
  isAdmin: boolean;
  /** Why a signed-in account is not an admin. */
  refusal?: 'not-allowed' | 'account-mismatch';
}

export const requireAdmin: RequestHandler = (req, res, next) => {
  const user = (req as { user?: AdminUser }).user;
  if (!user) return res.status(401).json({ error: 'Sign in required' });
  if (!user.isAdmin) return res.status(403).json({ error: 'This GitHub account is not authorised for the admin' });
  next();
};
