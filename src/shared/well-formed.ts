// Text that can be stored and shown: well-formed Unicode (no lone surrogate, half of a character outside the Basic
// Multilingual Plane, such as "\ud800" in JSON) and no control character but tab and line breaks (NUL above all).
// JSON carries either happily, but a lone surrogate makes the page hold a character the browser reads differently
// from the server (React's hydration fails), and PostgreSQL refuses NUL in text. Every text field the admin saves is
// held to it, on either store.
import { z } from 'zod';

/** A high surrogate not followed by a low one, a low one not preceded by a high one, or a C0 control (but tab, LF,
 * CR) or DEL. Linear: no repetition. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSTORABLE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text);
}

/** The message for a field whose text cannot be stored, naming the field as its form labels it. */
const malformedText = (label: string) => `${label} holds a broken or invisible control character: type or paste that part again`;

/** The schema of a text field: a string that can be stored, refused otherwise with a message naming `label`. */
export const fieldText = (label: string, error: string) => z.string({ error }).refine(isStorableText, malformedText(label));
