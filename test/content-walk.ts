// Walkers over the whole built-in content (src/content/all-content.ts), for the rules every piece of copy must keep.
export { allContent, loadAllPosts } from '#content/all-content';

/** Every string under one of these keys, anywhere in a value. */
export function stringsUnder(value: unknown, keys: readonly string[], found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) stringsUnder(item, keys, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (keys.includes(key) && typeof child === 'string') found.push(child);
      else stringsUnder(child, keys, found);
    }
  }
  return found;
}

/** Every string anywhere in a value. */
export function allStrings(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') found.push(value);
  else if (Array.isArray(value)) for (const item of value) allStrings(item, found);
  else if (value && typeof value === 'object') for (const child of Object.values(value)) allStrings(child, found);
  return found;
}
