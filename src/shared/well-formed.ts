// Text that is valid Unicode: no lone surrogate (half of a character outside the Basic Multilingual Plane, such as
// "\ud800" in JSON). JSON carries one happily, but the page then holds a character the browser reads differently
// from the server, and React's hydration fails. Every text field the admin saves is held to it.
import { z } from 'zod';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. Linear: no repetition. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** The message for a field whose text is not well formed, naming the field as its form labels it. */
const malformedText = (label: string) => `${label} holds a broken character: type or paste that part again`;

/** The schema of a text field: a string of well-formed Unicode, refused otherwise with a message naming `label`. */
export const fieldText = (label: string, error: string) => z.string({ error }).refine(isWellFormed, malformedText(label));
