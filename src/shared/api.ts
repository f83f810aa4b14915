// What the JSON API sends, declared once for the server that answers and the pages that read it.
import type { CollectionKey } from './catalog';
import type { PortfolioItem } from './portfolio-item';

/** GET /api/auth/user */
export interface AuthUserResponse {
  authenticated: boolean;
  name: string | null;
  login?: string;
  /** false when GITHUB_CLIENT_ID / GITHUB_CLIENT_SECRET are unset. */
  signInConfigured: boolean;
  /** Signed in with GitHub, but the account is not allowed into the admin. */
  notAuthorised?: boolean;
  /** Why not: the login is not on the list, or it is, but was first used by a different GitHub account. */
  refusal?: 'not-allowed' | 'account-mismatch';
  csrfToken?: string;
}

/** GET /api/admin/portfolio: every collection, in the registry's order. */
export type PortfolioData = Record<CollectionKey, PortfolioItem[]>;

/** POST /api/upload */
export interface SavedUpload {
  url: string;
  width: number;
  height: number;
  variants: { width: number; webp: string; avif: string }[];
}
