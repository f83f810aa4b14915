// The fields a page's content record is made of, as zod schemas with the meta the admin's form reads (labels, hints,
// widgets, what one entry of a list is called). Every page schema builds from these, so a heading, an icon or an
// image is checked, labelled and drawn the same way everywhere. Messages name the field as the form labels it.
import { z } from 'zod';
import { fieldText } from '#shared/well-formed';

/** Text of at most `max` characters, required. Its label names it in messages and in the admin's form. */
export const text = (label: string, max: number, hint?: string) =>
  fieldText(label, `${label} must be text`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .meta({ title: label, ...(hint ? { description: hint } : {}) });

/** A one-line text (a heading, a title, a label). */
export const line = (label: string, hint?: string) => text(label, 160, hint);
/** A paragraph. */
export const para = (label: string, hint?: string) => text(label, 1200, hint);

/** A list the admin's form shows with Add, Move and Remove; `item` names one of its entries. */
export const list = <T extends z.ZodType>(label: string, item: string, entry: T, min: number, max: number) =>
  z
    .array(entry, { error: `${label} must be a list` })
    .min(min, `${label} needs at least ${min}`)
    .max(max, `${label} takes at most ${max}`)
    .meta({ title: label, item });

/** A group of fields under one title (a fieldset in the form). */
export const section = <T extends z.ZodRawShape>(title: string, shape: T) => z.object(shape).strict().meta({ title });

/** A yes-or-no choice (a checkbox in the form). */
export const flag = (label: string, hint?: string) =>
  z.boolean({ error: `${label} must be yes or no` }).meta({ title: label, ...(hint ? { description: hint } : {}) });

/** One of a few fixed values (a select in the form, its options labelled by `labels`). */
export const choice = <const T extends readonly [string, ...string[]]>(label: string, values: T, labels: Record<T[number], string>) =>
  z.enum(values, { error: `${label} must be one of ${values.join(', ')}` }).meta({ title: label, labels });

/** An icon of the site's sprite, by its lucide name (for example Award). */
export const icon = fieldText('Icon', 'Icon must be text')
  .regex(/^[A-Z][A-Za-z0-9]{1,40}$/, 'Icon must be an icon name such as Award')
  .meta({ title: 'Icon', widget: 'icon' });

/** A site image's name or an uploaded image's path. */
export const image = fieldText('Image', 'Image must be text')
  .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*|\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*)$/, 'Image must be a site image name or an /uploads/ path')
  .meta({ title: 'Image', widget: 'image', description: 'A built-in photograph’s name (see the media library), or an /uploads/ path.' });

/** What a photograph shows, for a visitor who cannot see it. */
export const alt = text('Alt text', 300, 'Describe the photograph for screen readers.');

/** Where a link goes: a page of this site (/contact) or a section of the same page (#packages). */
export const href = fieldText('Link', 'Link must be text')
  .regex(
    /^(?:\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:#[a-z0-9-]+)?|#[a-z0-9-]+)$/,
    'Link must be a page of this site such as /contact, or #section',
  )
  .meta({ title: 'Link', description: 'A page of this site such as /contact, or a section of this page such as #packages.' });

/** A button: its text, where it goes and how it looks. */
export const button = (title: string) =>
  section(title, {
    text: line('Button text'),
    href,
    variant: choice('Style', ['primary', 'secondary'], { primary: 'Filled', secondary: 'Outlined' }),
  });

/** What a page says in search results. */
export const seo = section('Search listing', {
  title: text('Page title', 70, 'Shown in search results and browser tabs; up to 70 characters.'),
  description: text('Description', 170, 'The snippet under the title in search results; up to 170 characters.'),
  keywords: list('Keywords', 'Keyword', line('Keyword'), 0, 12),
});
