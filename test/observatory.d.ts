// The parts of MDN HTTP Observatory's scanner (plain JavaScript, no type declarations) that the tests use.
declare module '@mdn/mdn-http-observatory' {
  export interface ObservatoryTest {
    pass: boolean;
    result: string;
    expectation: string;
    scoreModifier: number;
  }
  export interface ObservatoryScan {
    scan: { grade: string; score: number; statusCode: number; testsPassed: number; testsFailed: number; testsQuantity: number };
    tests: Record<string, ObservatoryTest>;
  }
  /** Scans `http(s)://${hostname}/`; a port may be given as `host:port`. */
  export function scan(hostname: string): Promise<ObservatoryScan>;
}

declare module '@mdn/mdn-http-observatory/src/types.js' {
  export class Requests {
    constructor(hostname: string);
    responses: { https: { status: number; headers: Record<string, string>; verified: boolean } | null };
  }
}

declare module '@mdn/mdn-http-observatory/src/analyzer/tests/strict-transport-security.js' {
  import type { Requests } from '@mdn/mdn-http-observatory/src/types.js';
  import type { ObservatoryTest } from '@mdn/mdn-http-observatory';
  export function strictTransportSecurityTest(requests: Requests): ObservatoryTest & { maxAge: number | null; includeSubDomains: boolean };
}

declare module '@mdn/mdn-http-observatory/src/analyzer/hsts.js' {
  export function hsts(): Map<string, unknown>;
  export function isHstsPreloaded(hostname: string): unknown;
}
