// negotiator 1.x: DefinitelyTyped still describes 0.6, whose encodings() has no `preferred` option.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    /** Encodings the client accepts, best first; ties go to the order of `preferred`. */
    encodings(available?: readonly string[], options?: { preferred?: readonly string[] }): string[];
  }
}
