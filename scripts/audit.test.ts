// How `npm run audit` reads npm's report (no network here: the reports are fixtures in npm's audit --json shape).
import { describe, expect, it } from 'vitest';
import { readAudit } from './audit';

const clean = {
  auditReportVersion: 2,
  vulnerabilities: {},
  metadata: {
    vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 },
    dependencies: { prod: 182, dev: 0, optional: 0, peer: 0, peerOptional: 0, total: 181 },
  },
};

const withFindings = {
  auditReportVersion: 2,
  vulnerabilities: {
    multer: {
      name: 'multer',
      severity: 'high',
      isDirect: true,
      via: [
        {
          source: 1,
          name: 'multer',
          title: 'Multer vulnerable to Denial of Service via malformed request',
          url: 'https://github.com/advisories/GHSA-example',
          severity: 'high',
        },
      ],
      effects: [],
      nodes: ['node_modules/multer'],
      fixAvailable: true,
    },
    'brace-expansion': {
      name: 'brace-expansion',
      severity: 'low',
      isDirect: false,
      via: ['minimatch'],
      effects: [],
      nodes: [],
      fixAvailable: true,
    },
  },
  metadata: { vulnerabilities: { info: 0, low: 1, moderate: 0, high: 1, critical: 0, total: 2 }, dependencies: { prod: 182 } },
};

// What npm 11 prints on this machine: the registry mirror refuses the bulk advisory POST.
const refused = {
  message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  uri: 'https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  statusCode: 405,
  body: '',
  error: { summary: '', detail: '' },
};

describe('readAudit', () => {
  it('passes a clean report and counts the production dependencies', () => {
    expect(readAudit(JSON.stringify(clean))).toEqual({
      kind: 'audited',
      dependencies: 182,
      blocking: [],
      counts: { info: 0, low: 0, moderate: 0, high: 0, critical: 0 },
    });
  });

  it('lists high and critical findings as blocking, not the low ones', () => {
    const outcome = readAudit(JSON.stringify(withFindings));
    expect(outcome.kind).toBe('audited');
    if (outcome.kind !== 'audited') return;
    expect(outcome.blocking).toEqual([{ name: 'multer', severity: 'high', via: expect.stringContaining('GHSA-example') }]);
    expect(readAudit(JSON.stringify(withFindings), 'critical')).toMatchObject({ blocking: [] });
    expect(readAudit(JSON.stringify(withFindings), 'low')).toMatchObject({ blocking: [{ name: 'multer' }, { name: 'brace-expansion' }] });
  });

  it('reports an unusable audit endpoint as not audited, never as clean', () => {
    expect(readAudit(JSON.stringify(refused))).toEqual({ kind: 'unavailable', reason: expect.stringContaining('405 Method Not Allowed') });
    expect(readAudit('')).toMatchObject({ kind: 'unavailable' });
    expect(readAudit('npm error network getaddrinfo ENOTFOUND')).toMatchObject({
      kind: 'unavailable',
      reason: expect.stringContaining('ENOTFOUND'),
    });
  });
});
