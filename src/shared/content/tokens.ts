// Words a content record may carry in braces, filled in as a page renders: figures that change by themselves (the
// years in business) or live in one other record (the founder's name), so no saved text goes stale. Zod-free, for
// the public pages.

/** Every string inside `value` with each {name} replaced by its token; unknown names are left as written. */
export function fillTokens<T>(value: T, tokens: Readonly<Record<string, string>>): T {
  const fill = (v: unknown): unknown => {
    if (typeof v === 'string')
      return v.replace(/\{([a-z]+)\}/g, (all, name: string) => (Object.hasOwn(tokens, name) ? tokens[name]! : all));
    if (Array.isArray(v)) return v.map(fill);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, child]) => [k, fill(child)]));
    return v;
  };
  return fill(value) as T;
}
