// Arbitrary spellings of a site path, as a client could send them: letters in another case, slashes doubled or
// written as backslashes, letters and digits percent-escaped, a trailing slash. The routers treat all of them as
// the path itself, so the route policy and the app must too.
import fc from 'fast-check';

export function pathSpelling(path: string): fc.Arbitrary<string> {
  const ops = fc.array(fc.constantFrom('same', 'upper', 'escape', 'double', 'backslash'), {
    minLength: path.length,
    maxLength: path.length,
  });
  return fc.tuple(ops, fc.boolean()).map(([chosen, trailing]) => {
    let out = '';
    [...path].forEach((c, i) => {
      const op = chosen[i];
      if (c === '/' && i > 0 && op === 'double') out += '//';
      else if (c === '/' && i > 0 && op === 'backslash') out += '\\';
      else if (/[a-z]/.test(c) && op === 'upper') out += c.toUpperCase();
      else if (/[a-z0-9-]/.test(c) && op === 'escape') out += `%${c.charCodeAt(0).toString(16).toUpperCase()}`;
      else out += c;
    });
    return trailing && out !== '/' ? `${out}/` : out;
  });
}
