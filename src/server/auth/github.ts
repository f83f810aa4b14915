// Sign-in with GitHub (passport-github2) over express-session with a persistent store (files or PostgreSQL).
// Endpoints are configurable so tests and `npm run dev:admin` can point them at a fake GitHub on loopback.
import { Router, type RequestHandler } from 'express';
import session from 'express-session';
import { Passport } from 'passport';
import { Strategy as GitHubStrategy, type Profile } from 'passport-github2';
import type { Config } from '../env';
import type { Log } from '../log';
import type { AdminUser } from './require-admin';
import { AdminAccounts, type AccountBindings } from './admin-accounts';
import { cookieStateStore, type UsedStates } from './oauth-state';
import { forRoutes } from '../http/route-class';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends AdminUser {}
  }
}

const SESSION_MS = 8 * 60 * 60_000;

export const NOT_CONFIGURED_MESSAGE =
  'GitHub sign-in is not configured: set GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET and ADMIN_GITHUB_LOGINS, then restart the server.';

type StoredUser = Pick<AdminUser, 'id' | 'login' | 'name'>;

export function sessionCookieName(config: Pick<Config, 'secureCookies'>): string {
  // __Host- makes the browser refuse the cookie unless it is Secure, host-only and Path=/.
  return config.secureCookies ? '__Host-nf.sid' : 'nf.sid';
}

export interface Auth {
  /** Session and passport, for the route classes that carry a session (sign-in and the admin API): public responses never set a cookie. */
  session: Router;
  router: Router;
}

/** Where sessions and the admin account bindings live: files under DATA_DIR, or PostgreSQL (src/server/state.ts). */
export interface AuthState {
  sessions: session.Store & { close(): void };
  accounts: AccountBindings;
  /** OAuth states already spent on a callback. */
  usedStates: UsedStates;
}

export function createAuth(config: Config, log: Log, state: AuthState): Auth {
  const admins = new AdminAccounts(state.accounts, config, log);
  const store = state.sessions;

  const passport = new Passport();
  passport.serializeUser<StoredUser>((user, done) => done(null, { id: user.id, login: user.login, name: user.name }));
  // The allowlist is read on every request, so removing a login takes effect without waiting for sign-out: the
  // session of an account no longer allowed is ended (below), not kept.
  passport.deserializeUser<StoredUser>((stored, done) => {
    admins.check(stored.id, stored.login).then(
      (decision) => done(null, decision.admin ? { ...stored, isAdmin: true } : false),
      (error: unknown) => done(error),
    );
  });

  if (config.github) {
    const { clientId, clientSecret, baseUrl, apiUrl } = config.github;
    passport.use(
      new GitHubStrategy(
        {
          clientID: clientId,
          clientSecret,
          callbackURL: `${config.publicUrl}/auth/github/callback`,
          authorizationURL: `${baseUrl}/login/oauth/authorize`,
          tokenURL: `${baseUrl}/login/oauth/access_token`,
          userProfileURL: `${apiUrl}/user`,
          scope: [],
          // The OAuth state lives in a signed cookie until the callback: no session is written before sign-in succeeds.
          store: cookieStateStore(config.sessionSecret, config.secureCookies, state.usedStates),
        },
        (_accessToken: string, _refreshToken: string, profile: Profile, done: (err: unknown, user?: AdminUser) => void) => {
          const login = profile.username ?? '';
          if (!login) return done(new Error('GitHub returned a profile without a login'));
          const id = String(profile.id);
          admins.signIn(id, login).then(
            (decision) =>
              done(null, {
                id,
                login,
                name: profile.displayName || login,
                isAdmin: decision.admin,
                refusal: decision.admin ? undefined : decision.reason,
              }),
            (error: unknown) => done(error),
          );
        },
      ),
    );
  }

  const sessionMiddleware = session({
    name: sessionCookieName(config),
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: config.secureCookies ? true : undefined,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      path: '/',
      maxAge: SESSION_MS,
    },
  });

  // @types/passport declares authenticate() as returning any; it returns an Express handler.
  const startSignIn = passport.authenticate('github', { session: true }) as RequestHandler;
  const finishSignIn = (done: (error: unknown, user: AdminUser | false) => void) => passport.authenticate('github', done) as RequestHandler;
  const router = Router();

  router.get('/auth/github', (req, res, next) => {
    if (!config.github) return res.status(503).type('text/plain').send(NOT_CONFIGURED_MESSAGE);
    startSignIn(req, res, next);
  });

  router.get('/auth/github/callback', (req, res, next) => {
    if (!config.github) return res.status(503).type('text/plain').send(NOT_CONFIGURED_MESSAGE);
    finishSignIn((error, user) => {
      if (error) {
        req.log.error({ area: 'auth', err: error }, 'GitHub sign-in failed');
        return res.redirect(303, '/admin?signin=error');
      }
      // No user: a missing or wrong OAuth state, or the person declined on GitHub.
      if (!user) return res.redirect(303, '/admin?signin=failed');
      // An account not allowed in gets no session at all (the refusal screen needs none), and the same answer
      // whatever the reason, so the refusal does not tell whether a login is on the list; the log says which.
      if (!user.isAdmin) {
        req.log.warn({ area: 'auth', login: user.login, reason: user.refusal }, 'a GitHub account not allowed into the admin was refused');
        return res.redirect(303, '/admin?signin=refused');
      }
      // passport 0.7 regenerates the session id here, so a planted pre-login id is worthless.
      req.logIn(user, (loginError) => {
        if (loginError) return next(loginError);
        res.redirect(303, '/admin');
      });
    })(req, res, next);
  });

  // The CSRF check ran before this (the route policy marks logout as a mutation that needs it).
  router.post('/auth/logout', (req, res, next) => {
    req.logout((logoutError) => {
      if (logoutError) return next(logoutError);
      req.session.destroy((destroyError) => {
        if (destroyError) return next(destroyError);
        res.clearCookie(sessionCookieName(config), {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: config.secureCookies,
        });
        res.status(204).end();
      });
    });
  });

  // A session whose account is no longer an admin (passport found no user for it) is ended, not saved again empty.
  const endRefusedSessions: RequestHandler = (req, _res, next) => {
    if (req.user || !(req.session as { passport?: unknown } | undefined)?.passport) return next();
    req.session.destroy((error) => next(error));
  };

  return {
    session: forRoutes(
      (route) => route.session,
      sessionMiddleware,
      passport.initialize() as RequestHandler,
      passport.session() as RequestHandler,
      endRefusedSessions,
    ),
    router,
  };
}
