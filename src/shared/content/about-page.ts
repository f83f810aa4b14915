// The About page (/about) as a content record: its schema, used by the store, the admin API and the admin's form.
// Text may carry {years} (years in business, counted from the founding year each year) and {founder} (the founder's
// name from the site settings): the page fills them in as it renders (fillTokens), so they never go stale.
// The page itself imports only the type: zod stays out of the public bundle.
import { z } from 'zod';
import { fieldText } from '../well-formed';

/** Text of at most `max` characters, required unless `optional`. */
const text = (label: string, max: number) =>
  fieldText(label, `${label} must be text`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const line = (label: string) => text(label, 160);
const para = (label: string) => text(label, 1200);
const list = <T extends z.ZodType>(label: string, item: T, min: number, max: number) =>
  z
    .array(item, { error: `${label} must be a list` })
    .min(min, `${label} needs at least ${min}`)
    .max(max, `${label} takes at most ${max}`);

/** An icon of the site's sprite, by its lucide name (for example Award). */
const icon = fieldText('Icon', 'Icon must be text').regex(/^[A-Z][A-Za-z0-9]{1,40}$/, 'Icon must be an icon name such as Award');
/** A site image's name or an uploaded image's path. */
const image = fieldText('Image', 'Image must be text').regex(
  /^(?:[a-z0-9]+(?:-[a-z0-9]+)*|\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*)$/,
  'Image must be a site image name or an /uploads/ path',
);

const card = z.object({ title: line('Title'), description: para('Description'), icon }).strict();

export const aboutPageSchema = z
  .object({
    seo: z
      .object({
        title: text('SEO title', 70),
        description: text('SEO description', 170),
        keywords: list('Keywords', line('Keyword'), 0, 12),
      })
      .strict(),
    hero: z.object({ title: line('Hero title'), subtitle: line('Hero subtitle'), description: para('Hero text'), image }).strict(),
    whoWeAre: z.object({ heading: line('Heading'), paragraphs: list('Paragraphs', para('Paragraph'), 1, 6) }).strict(),
    highlights: list('Highlights', card, 1, 6),
    mission: z.object({ heading: line('Heading'), text: para('Text') }).strict(),
    vision: z.object({ heading: line('Heading'), text: para('Text') }).strict(),
    founder: z
      .object({
        heading: line('Heading'),
        bio: list('Biography', para('Paragraph'), 1, 4),
        image,
        imageAlt: text('Alt text', 300),
      })
      .strict(),
    valuesSection: z.object({ heading: line('Heading'), intro: para('Introduction') }).strict(),
    values: list('Values', card, 1, 8),
    journeySection: z.object({ heading: line('Heading'), intro: para('Introduction') }).strict(),
    milestones: list(
      'Milestones',
      z.object({ year: fieldText('Year', 'Year must be text').regex(/^\d{4}$/, 'Year must be four digits'), title: line('Title'), description: para('Description') }).strict(),
      1,
      20,
    ),
    stats: list('Figures', z.object({ number: text('Figure', 20), label: line('Label'), description: line('Description') }).strict(), 1, 6),
    cta: z.object({ heading: line('Heading'), text: para('Text'), button: line('Button text') }).strict(),
  })
  .strict();

export type AboutPage = z.infer<typeof aboutPageSchema>;
