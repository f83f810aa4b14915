// The About page (/about) as a content record: its schema, used by the store, the admin API and the admin's form.
// Text may carry {years} (years in business, counted from the founding year each year) and {founder} (the founder's
// name from the site settings): the page fills them in as it renders (fillTokens), so they never go stale.
// The page itself imports only the type: zod stays out of the public bundle.
import { z } from 'zod';
import { fieldText } from '#shared/well-formed';

/** Text of at most `max` characters, required. Its label names it in messages and in the admin's form. */
const text = (label: string, max: number, hint?: string) =>
  fieldText(label, `${label} must be text`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .meta({ title: label, ...(hint ? { description: hint } : {}) });

const line = (label: string, hint?: string) => text(label, 160, hint);
const para = (label: string, hint?: string) => text(label, 1200, hint);
/** A list the admin's form shows with Add, Move and Remove; `item` names one of its entries. */
const list = <T extends z.ZodType>(label: string, item: string, entry: T, min: number, max: number) =>
  z
    .array(entry, { error: `${label} must be a list` })
    .min(min, `${label} needs at least ${min}`)
    .max(max, `${label} takes at most ${max}`)
    .meta({ title: label, item });
const section = <T extends z.ZodRawShape>(title: string, shape: T) => z.object(shape).strict().meta({ title });

const TOKENS = 'Write {years} for the years in business and {founder} for the founder’s name.';

/** An icon of the site's sprite, by its lucide name (for example Award). */
const icon = fieldText('Icon', 'Icon must be text')
  .regex(/^[A-Z][A-Za-z0-9]{1,40}$/, 'Icon must be an icon name such as Award')
  .meta({ title: 'Icon', widget: 'icon' });
/** A site image's name or an uploaded image's path. */
const image = fieldText('Image', 'Image must be text')
  .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*|\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*)$/, 'Image must be a site image name or an /uploads/ path')
  .meta({ title: 'Image', widget: 'image', description: 'A built-in photograph’s name (see the media library), or an /uploads/ path.' });

const card = (title: string) => section(title, { title: line('Title'), description: para('Description'), icon });
const headed = (title: string) => section(title, { heading: line('Heading'), text: para('Text', TOKENS) });

export const aboutPageSchema = z
  .object({
    seo: section('Search listing', {
      title: text('Page title', 70, 'Shown in search results and browser tabs; up to 70 characters.'),
      description: text('Description', 170, 'The snippet under the title in search results; up to 170 characters.'),
      keywords: list('Keywords', 'Keyword', line('Keyword'), 0, 12),
    }),
    hero: section('Hero', { title: line('Title'), subtitle: line('Eyebrow'), description: para('Text', TOKENS), image }),
    whoWeAre: section('Who we are', {
      heading: line('Heading'),
      paragraphs: list('Paragraphs', 'Paragraph', para('Paragraph', TOKENS), 1, 6),
    }),
    highlights: list('Highlights', 'Highlight', card('Highlight'), 1, 6),
    mission: headed('Mission'),
    vision: headed('Vision'),
    founder: section('Founder', {
      heading: line('Heading'),
      bio: list('Biography', 'Paragraph', para('Paragraph', TOKENS), 1, 4),
      image,
      imageAlt: text('Alt text', 300, 'Describe the photograph for screen readers.'),
    }),
    valuesSection: section('Values: heading', { heading: line('Heading'), intro: para('Introduction') }),
    values: list('Values', 'Value', card('Value'), 1, 8),
    journeySection: section('Journey: heading', { heading: line('Heading'), intro: para('Introduction') }),
    milestones: list(
      'Milestones',
      'Milestone',
      section('Milestone', {
        year: fieldText('Year', 'Year must be text')
          .regex(/^\d{4}$/, 'Year must be four digits')
          .meta({ title: 'Year' }),
        title: line('Title'),
        description: para('Description'),
      }),
      1,
      20,
    ),
    stats: list(
      'Figures',
      'Figure',
      section('Figure', {
        number: text('Figure', 20, 'For example 5000+, or {years}+.'),
        label: line('Label'),
        description: line('Description'),
      }),
      1,
      6,
    ),
    cta: section('Closing call to action', { heading: line('Heading'), text: para('Text'), button: line('Button text') }),
  })
  .strict();

export type AboutPage = z.infer<typeof aboutPageSchema>;
