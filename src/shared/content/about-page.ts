// The About page (/about) as a content record: its schema, used by the store, the admin API and the admin's form.
// Text may carry {years} (years in business, counted from the founding year each year) and {founder} (the founder's
// name from the site settings): the page fills them in as it renders (fillTokens), so they never go stale.
// The page itself imports only the type: zod stays out of the public bundle.
import { z } from 'zod';
import { fieldText } from '#shared/well-formed';
import { alt, icon, image, line, list, para, section, seo, text } from './fields';

const TOKENS = 'Write {years} for the years in business and {founder} for the founder’s name.';

const card = (title: string) => section(title, { title: line('Title'), description: para('Description'), icon });
const headed = (title: string) => section(title, { heading: line('Heading'), text: para('Text', TOKENS) });

export const aboutPageSchema = z
  .object({
    seo,
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
      imageAlt: alt,
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
