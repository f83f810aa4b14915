// The environment schema: defaults, derived settings, and a clear error naming a bad variable.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';
import { deploymentWarnings } from './deployment-warnings';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dbFile.endsWith('db.json')).toBe(true);
    expect(config.github).toBeNull();
    expect(config.gaId).toBeUndefined();
    expect(config.secureCookies).toBe(false);
  });

  it('derives secure cookies from an https public URL and trims its slash', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://northframe.example/' });
    expect(config.publicUrl).toBe('https://northframe.example');
    expect(config.secureCookies).toBe(true);
  });

  it('parses the admin allowlist', () => {
    expect(loadConfig({ ADMIN_GITHUB_LOGINS: ' Alice, bob ,,' }).adminLogins).toEqual(['alice', 'bob']);
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'javascript:alert(1)' }],
    ['GA_MEASUREMENT_ID', { GA_MEASUREMENT_ID: 'UA-123' }],
    ['SESSION_SECRET', { SESSION_SECRET: 'short' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['GITHUB_CLIENT_SECRET', { GITHUB_CLIENT_ID: 'abc' }],
  ])('names %s when it is invalid', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('where development keeps its state', () => {
  it('keeps development’s store, uploads and data under .dev, never the live site’s, and reads DEV_DATABASE_URL only', () => {
    const live = loadConfig({ DATABASE_URL: 'postgres://live/site' });
    const dev = loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://live/site' });
    expect([dev.dbFile, dev.uploadsDir, dev.dataDir].map((p) => path.relative(process.cwd(), p))).toEqual([
      path.join('.dev', 'db.json'),
      path.join('.dev', 'uploads'),
      path.join('.dev', 'data'),
    ]);
    expect([live.dbFile, live.uploadsDir, live.dataDir].map((p) => path.relative(process.cwd(), p))).toEqual([
      'db.json',
      'uploads',
      'data',
    ]);
    expect(live.databaseUrl).toBe('postgres://live/site');
    expect(dev.databaseUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development', DEV_DATABASE_URL: 'postgres://dev/site' }).databaseUrl).toBe('postgres://dev/site');
    // The --dev flag (npm run dev) counts as development too, and a variable set by hand still wins.
    expect(path.relative(process.cwd(), loadConfig({}, { dev: true }).uploadsDir)).toBe(path.join('.dev', 'uploads'));
    expect(loadConfig({ NODE_ENV: 'development', UPLOADS_DIR: '/srv/shots' }).uploadsDir).toBe('/srv/shots');
  });
});

describe('where the server listens', () => {
  it('listens on every interface in production, and on loopback only in development and tests', () => {
    expect(loadConfig({}).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('deployment warnings', () => {
  it('warns a production start without an https PUBLIC_URL or a SESSION_SECRET', () => {
    const warnings = deploymentWarnings(loadConfig({}));
    expect(warnings.join('\n')).toMatch(/PUBLIC_URL is http:\/\/localhost:3000/);
    expect(warnings.join('\n')).toMatch(/SESSION_SECRET is not set/);
    expect(deploymentWarnings(loadConfig({ PUBLIC_URL: 'http://northframe.example' })).join()).toMatch(/https/);
  });

  it('says nothing when production is set up, or outside production', () => {
    expect(deploymentWarnings(loadConfig({ PUBLIC_URL: 'https://northframe.example', SESSION_SECRET: 'x'.repeat(40) }))).toEqual([]);
    expect(deploymentWarnings(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });
});
