// The environment schema: parsed once at start-up; a bad value stops the process naming the variable.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { site } from '#content/site';

/** Requests per client per window on the limited route classes (see #shared/route-policy). */
export interface RateLimits {
  windowMs: number;
  /** /auth/* (GitHub sign-in starts, callbacks, logout). */
  auth: number;
  /** The admin API: who is signed in, portfolio writes, uploads. */
  admin: number;
  /** POST /api/vitals, which every page view may send. */
  vitals: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = { windowMs: 60_000, auth: 30, admin: 300, vitals: 600 };

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A linear trim: `/\/+$/` backtracks quadratically over a long run of slashes that does not end the string. */
function withoutTrailingSlashes(value: string): string {
  let end = value.length;
  while (end > 0 && value[end - 1] === '/') end--;
  return value.slice(0, end);
}

const url = (name: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^https?:\/\/[^\s/]+/.test(v) && URL.canParse(v), `${name} must be an absolute http(s) URL`)
    .transform(withoutTrailingSlashes);

const postgresUrl = (name: string) =>
  optionalString.pipe(
    z
      .string()
      .refine((v) => /^postgres(ql)?:\/\/\S+$/.test(v) && URL.canParse(v), `${name} must be a postgres:// or postgresql:// URL`)
      .optional(),
  );

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Development servers listen on loopback only unless HOST says otherwise; production on every interface.
  HOST: optionalString,
  PUBLIC_URL: url('PUBLIC_URL').optional(),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional()),
  // Unset, production and tests use ./db.json, ./uploads and ./data, and development (`npm run dev`, `dev:admin`) its own
  // under ./.dev, so trying the admin never touches the live site's state.
  DB_FILE: optionalString,
  UPLOADS_DIR: optionalString,
  DATA_DIR: optionalString,
  // Set: the shared state (portfolio, media records, sessions, rate limits, vitals) lives in PostgreSQL. Development
  // reads DEV_DATABASE_URL instead, so a DATABASE_URL exported for production tools is never its database.
  DATABASE_URL: postgresUrl('DATABASE_URL'),
  DEV_DATABASE_URL: postgresUrl('DEV_DATABASE_URL'),
  // Which proxies' X-Forwarded-For/-Proto to believe (Express's `trust proxy`): a load balancer on another machine
  // must be named, or every client shares its address (and its rate limit).
  TRUST_PROXY: z
    .string()
    .trim()
    .default('loopback')
    .refine(
      (v) => v.split(',').every((s) => /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/.test(s.trim())),
      'TRUST_PROXY must be comma-separated addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
    ),
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  GITHUB_BASE_URL: url('GITHUB_BASE_URL').default('https://github.com'),
  GITHUB_API_URL: url('GITHUB_API_URL').default('https://api.github.com'),
  ADMIN_GITHUB_LOGINS: z.string().default(''),
  // Numeric GitHub account ids allowed into the admin, for deployments that know them.
  ADMIN_GITHUB_IDS: z
    .string()
    .default('')
    .refine(
      (v) => v.split(',').every((s) => !s.trim() || /^\d{1,20}$/.test(s.trim())),
      'ADMIN_GITHUB_IDS must be comma-separated numeric GitHub account ids',
    ),
  GA_MEASUREMENT_ID: optionalString.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]{4,16}$/, 'GA_MEASUREMENT_ID must look like G-XXXXXXXXXX')
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RENDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
  // Pages rendered at the same time; more requests wait their turn.
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  // 1: after listening, a production server requests its sitemap's pages once to fill the HTML cache.
  WARM_UP: z.enum(['0', '1'], { message: 'WARM_UP must be 0 or 1' }).default('1'),
  // Where the site's image files are kept once made from their masters (several instances may share one).
  IMAGE_CACHE_DIR: optionalString,
  // The most the uploads folder may hold, in MB (uploads past it get 507 with a message saying so).
  UPLOADS_QUOTA_MB: z.coerce.number().int().min(1).default(10_240),
  // Requests per client per minute.
  RATE_LIMIT_AUTH: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.auth),
  RATE_LIMIT_ADMIN: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.admin),
  RATE_LIMIT_VITALS: z.coerce.number().int().min(1).default(DEFAULT_RATE_LIMITS.vitals),
  // Where the contact page's buttons and quote builder send requests; site.ts's number and address when unset.
  CONTACT_WHATSAPP: optionalString.pipe(
    z
      .string()
      .regex(/^\+?[\d\s().-]+$/, 'CONTACT_WHATSAPP must be a phone number: digits, spaces, dots, dashes or brackets, with an optional +')
      .refine((v) => /^[1-9]\d{7,14}$/.test(v.replace(/\D/g, '')), 'CONTACT_WHATSAPP must be an international number of 8 to 15 digits')
      .optional(),
  ),
  CONTACT_EMAIL: optionalString.pipe(z.email('CONTACT_EMAIL must be an e-mail address').max(254).optional()),
});

export interface Config {
  mode: 'development' | 'production' | 'test';
  dev: boolean;
  port: number;
  host: string;
  publicUrl: string;
  secureCookies: boolean;
  sessionSecret: string;
  /** False when SESSION_SECRET is unset and a random one was made for this process. */
  sessionSecretSet: boolean;
  dbFile: string;
  uploadsDir: string;
  /** The most the uploads folder may hold, in bytes. */
  uploadsQuotaBytes: number;
  /** The site's image files, made from their masters (images/site-images.ts). */
  imageCacheDir: string;
  dataDir: string;
  /** PostgreSQL for the shared state; undefined keeps it in files (DB_FILE, DATA_DIR). */
  databaseUrl?: string;
  /** Express's `trust proxy`: the proxies whose forwarded headers are believed. */
  trustProxy: string[];
  github: { clientId: string; clientSecret: string; baseUrl: string; apiUrl: string } | null;
  adminLogins: string[];
  adminIds: string[];
  gaId?: string;
  logLevel: string;
  renderTimeoutMs: number;
  renderConcurrency: number;
  warmUp: boolean;
  rateLimits: RateLimits;
  /** The WhatsApp number (as shown) and e-mail address the contact page sends requests to. */
  contact: { whatsapp: string; email: string };
  root: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const root = process.cwd();
  const dev = (overrides.dev ?? e.NODE_ENV === 'development') === true;
  // Development keeps its own state beside the live site's: .dev/db.json, .dev/uploads, .dev/data (git ignores .dev).
  const state = (value: string | undefined, name: string) => path.resolve(root, value ?? (dev ? `./.dev/${name}` : `./${name}`));
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const github =
    e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET
      ? { clientId: e.GITHUB_CLIENT_ID, clientSecret: e.GITHUB_CLIENT_SECRET, baseUrl: e.GITHUB_BASE_URL, apiUrl: e.GITHUB_API_URL }
      : null;
  if ((e.GITHUB_CLIENT_ID && !e.GITHUB_CLIENT_SECRET) || (!e.GITHUB_CLIENT_ID && e.GITHUB_CLIENT_SECRET)) {
    throw new ConfigError('Invalid environment:\n  GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET must be set together');
  }
  return {
    mode: e.NODE_ENV,
    dev: e.NODE_ENV === 'development',
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    // Without a configured secret, sessions still work but end when the process restarts.
    sessionSecret: e.SESSION_SECRET ?? randomBytes(32).toString('hex'),
    sessionSecretSet: Boolean(e.SESSION_SECRET),
    dbFile: state(e.DB_FILE, 'db.json'),
    uploadsDir: state(e.UPLOADS_DIR, 'uploads'),
    uploadsQuotaBytes: e.UPLOADS_QUOTA_MB * 1024 * 1024,
    // The files are the same from the same masters, so development shares production's cache.
    imageCacheDir: path.resolve(root, e.IMAGE_CACHE_DIR ?? '.cache/img'),
    dataDir: state(e.DATA_DIR, 'data'),
    databaseUrl: dev ? e.DEV_DATABASE_URL : e.DATABASE_URL,
    trustProxy: e.TRUST_PROXY.split(',').map((v) => v.trim()),
    github,
    adminLogins: e.ADMIN_GITHUB_LOGINS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    adminIds: e.ADMIN_GITHUB_IDS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    gaId: e.GA_MEASUREMENT_ID,
    logLevel: e.LOG_LEVEL,
    renderTimeoutMs: e.RENDER_TIMEOUT_MS,
    renderConcurrency: e.RENDER_CONCURRENCY,
    warmUp: e.WARM_UP === '1' && e.NODE_ENV === 'production',
    rateLimits: { windowMs: DEFAULT_RATE_LIMITS.windowMs, auth: e.RATE_LIMIT_AUTH, admin: e.RATE_LIMIT_ADMIN, vitals: e.RATE_LIMIT_VITALS },
    contact: { whatsapp: e.CONTACT_WHATSAPP ?? site.phone, email: e.CONTACT_EMAIL ?? site.email },
    root,
    ...overrides,
  };
}
