// MDN HTTP Observatory's own scanner (@mdn/mdn-http-observatory, the code behind developer.mozilla.org/observatory)
// run against the app on loopback. Every check passes except the two that need HTTPS, which a plain-http loopback
// server cannot offer; they are named below with the reason, and must fail for exactly that reason and no other.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Server } from 'node:http';
import request from 'supertest';
import { scan, type ObservatoryScan } from '@mdn/mdn-http-observatory';
import { Requests } from '@mdn/mdn-http-observatory/src/types.js';
import { strictTransportSecurityTest } from '@mdn/mdn-http-observatory/src/analyzer/tests/strict-transport-security.js';
import { listenLikeServer, testApp } from '#test/test-app';

// The scanner looks hosts up in Chromium's HSTS preload list, which its postinstall script downloads from GitHub.
// Install scripts that need the internet are denied in package.json (this machine is offline), so the list is
// absent and the scanner would throw ENOENT. 127.0.0.1 is on no preload list, which is what this stand-in answers.
// (vite.config.ts inlines the package so that this mock reaches its internal import.)
vi.mock('@mdn/mdn-http-observatory/src/analyzer/hsts.js', () => ({ hsts: () => new Map(), isHstsPreloaded: () => null }));

/** The checks that cannot pass over plain http, each with the only result it may have here and why. */
const HTTPS_ONLY_CHECKS: Record<string, { result: string; reason: string }> = {
  'strict-transport-security': {
    result: 'hsts-not-implemented-no-https',
    reason: 'HSTS is only honoured over HTTPS; the app sends it when PUBLIC_URL is https (next test)',
  },
  redirection: {
    result: 'redirection-missing',
    reason: 'the http → https redirect belongs to the TLS terminator in front of the app; loopback has no HTTPS',
  },
};

let server: Server;
let host: string;
let report: ObservatoryScan;

beforeAll(async () => {
  const { app } = await testApp();
  const listening = await listenLikeServer(app);
  server = listening.server;
  host = `127.0.0.1:${listening.port}`;
  // The scanner tries https://host/ and http://host/ (the TLS attempt fails here), then / again for cookies,
  // /robots.txt, and a CORS preflight with a foreign Origin. Its jsdom cannot parse today's CSS (cascade layers,
  // @property) and prints the page's whole stylesheet as an error, one 75,000-character line: that one is dropped.
  const printError = console.error;
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    // jsdom's console prints the error's stack, then the stylesheet.
    if (String(args[0]).startsWith('Error: Could not parse CSS stylesheet')) return;
    printError(...args);
  });
  try {
    report = await scan(host);
  } finally {
    spy.mockRestore();
  }
}, 60_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('MDN HTTP Observatory scan of /', () => {
  it('ran all of its checks against a 200 page', () => {
    expect(report.scan.statusCode).toBe(200);
    expect(report.scan.testsQuantity).toBe(10);
    expect(Object.keys(report.tests)).toHaveLength(10);
  });

  it('passes every check except the HTTPS-only ones', () => {
    const failed = Object.entries(report.tests)
      .filter(([, test]) => !test.pass)
      .map(([name, test]) => `${name}: ${test.result}`);
    const allowed = Object.entries(HTTPS_ONLY_CHECKS).map(([name, { result }]) => `${name}: ${result}`);
    expect(failed.sort()).toEqual(allowed.sort());
    expect(report.scan.testsPassed).toBe(10 - allowed.length);
  });

  it('scores the CSP, framing, referrer and CORP checks at their best results', () => {
    const results = Object.fromEntries(Object.entries(report.tests).map(([name, test]) => [name, test.result]));
    expect(results).toMatchObject({
      'content-security-policy': 'csp-implemented-with-no-unsafe',
      'x-frame-options': 'x-frame-options-implemented-via-csp',
      'referrer-policy': 'referrer-policy-private',
      'cross-origin-resource-policy': 'corp-implemented-with-same-origin',
      'x-content-type-options': 'x-content-type-options-nosniff',
      'cross-origin-resource-sharing': 'cross-origin-resource-sharing-not-implemented',
      cookies: 'cookies-not-found',
    });
  });

  it('survived the scan: the server still answers', async () => {
    const res = await fetch(`http://${host}/about`);
    expect(res.status).toBe(200);
  });
});

describe('the HTTPS-only checks, on an https deployment', () => {
  it("passes the Observatory's HSTS analyzer with the header the app sends when PUBLIC_URL is https", async () => {
    const { app } = await testApp({ PUBLIC_URL: 'https://northframe.example' });
    const res = await request(app).get('/').set('X-Forwarded-Proto', 'https').expect(200);
    const requests = new Requests('northframe.example');
    requests.responses.https = { status: res.status, headers: res.headers, verified: true };
    const hsts = strictTransportSecurityTest(requests);
    expect(hsts.result).toBe('hsts-implemented-max-age-at-least-six-months');
    expect(hsts.pass).toBe(true);
    expect(hsts.includeSubDomains).toBe(true);
  });
});
