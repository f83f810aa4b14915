// The environment schema: defaults, derived settings, and a clear error naming a bad variable.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

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
