// npm run audit: `npm audit --omit=dev` (the packages that run in production), read and reported plainly.
// Exit 0: no finding at or above AUDIT_LEVEL (default high). Exit 1: findings, listed.
// Exit 2: the registry's audit endpoint could not be asked (the npm registry mirror on the build machines answers
// 405 Method Not Allowed), so nothing was audited; this is never reported as a pass.
// Needs the network, so it is not part of npm test.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const SEVERITIES = ['info', 'low', 'moderate', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];

export type AuditOutcome =
  | { kind: 'unavailable'; reason: string }
  | {
      kind: 'audited';
      counts: Record<Severity, number>;
      dependencies: number;
      blocking: { name: string; severity: Severity; via: string }[];
    };

interface NpmAuditJson {
  message?: string;
  statusCode?: number;
  error?: { summary?: string; detail?: string };
  metadata?: { vulnerabilities?: Partial<Record<Severity, number>>; dependencies?: { prod?: number; total?: number } };
  vulnerabilities?: Record<string, { name: string; severity: Severity; via: (string | { title?: string; url?: string })[] }>;
}

/** Reads the output of `npm audit --json`. */
export function readAudit(stdout: string, level: Severity = 'high'): AuditOutcome {
  let json: NpmAuditJson;
  try {
    json = JSON.parse(stdout) as NpmAuditJson;
  } catch {
    return { kind: 'unavailable', reason: `npm audit printed no JSON report: ${stdout.trim().slice(0, 300) || '(nothing)'}` };
  }
  if (!json.metadata?.vulnerabilities) {
    const reason = json.message ?? json.error?.summary ?? 'npm audit returned no report';
    return { kind: 'unavailable', reason };
  }
  const counts = Object.fromEntries(SEVERITIES.map((s) => [s, json.metadata!.vulnerabilities![s] ?? 0])) as Record<Severity, number>;
  const threshold = SEVERITIES.indexOf(level);
  const blocking = Object.values(json.vulnerabilities ?? {})
    .filter((v) => SEVERITIES.indexOf(v.severity) >= threshold)
    .map((v) => ({
      name: v.name,
      severity: v.severity,
      via: v.via.map((x) => (typeof x === 'string' ? `via ${x}` : `${x.title ?? ''} ${x.url ?? ''}`.trim())).join('; '),
    }));
  return { kind: 'audited', counts, dependencies: json.metadata.dependencies?.prod ?? 0, blocking };
}

function main() {
  const level = (process.env.AUDIT_LEVEL ?? 'high') as Severity;
  if (!SEVERITIES.includes(level)) throw new Error(`AUDIT_LEVEL must be one of ${SEVERITIES.join(', ')}`);
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 180_000 });
  const outcome = readAudit(run.stdout ?? '', level);
  if (outcome.kind === 'unavailable') {
    console.error(`audit: NOT AUDITED - the registry's audit endpoint could not be used (${outcome.reason}).`);
    console.error('audit: run `npm run audit` where registry.npmjs.org answers POST /-/npm/v1/security/advisories/bulk.');
    process.exit(2);
  }
  const counts = SEVERITIES.map((s) => `${outcome.counts[s]} ${s}`).join(', ');
  console.log(`audit: ${outcome.dependencies} production dependencies; ${counts}`);
  for (const b of outcome.blocking) console.log(`  ${b.severity.padEnd(8)} ${b.name}: ${b.via}`);
  if (outcome.blocking.length) {
    console.error(
      `audit: FAILED - ${outcome.blocking.length} package(s) at ${level} or above; update them (npm update / npm install <pkg>@<fixed>) and commit the lock.`,
    );
    process.exit(1);
  }
  console.log(`audit: passed (nothing at ${level} or above)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
