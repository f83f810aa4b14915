// Checks made on an upload before it is decoded: the file name the browser sent, and script or markup hidden in
// the bytes (a polyglot: a real image that is also an HTML, SVG or PHP document). The stored file is always a
// fresh re-encode under a random name, so neither could reach a visitor; they are refused anyway, as hostile.

/** Extensions an accepted image may carry (.jfif and .jpe are what some systems name JPEGs). */
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'jpe', 'jfif', 'png', 'webp', 'avif'] as const;

/** Why the client's file name is refused, with the HTTP status, or null when it is fine. */
export function uploadNameProblem(name: string): [number, string] | null {
  // NUL and other control characters: `x.jpg\0.php` style truncation tricks, header injection.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(name)) return [400, 'The file name contains control characters'];
  if (name.length > 255) return [400, 'The file name is longer than 255 characters'];
  const dot = name.lastIndexOf('.');
  const extension = dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
  // The last extension decides: `x.jpg.php` is a PHP name, whatever precedes it.
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) {
    return [415, 'Only .jpg, .jpeg, .png, .webp and .avif files can be uploaded'];
  }
  return null;
}

/**
 * Markup that has no business inside a photo, as a best-effort filter: the stored file is always a fresh
 * re-encode, which is what guarantees that no markup reaches a visitor. Each pattern is a tag name (or `<?php`,
 * `<?=`) plus the one character that must follow it, so the scan is linear in the file's size (no unbounded or
 * nested repetition), and compressed image data, close to random bytes, all but never matches by chance.
 */
const ACTIVE_CONTENT = /<\?(?:php\s|=)|<(?:script|html|iframe|body|svg|img|object|embed|meta|link|style)[\s/>]|<!doctype[\s]/i;

/** The first piece of script or markup found in the bytes, or null. */
export function findActiveContent(bytes: Buffer): string | null {
  const match = ACTIVE_CONTENT.exec(bytes.toString('latin1'));
  return match ? match[0] : null;
}
