// A service page (/services/{service}) as a content record: every section the one service template can show, with
// the optional ones only some pages have. The record's id is the service's slug; the 8 services and their
// addresses are the registry's (src/shared/catalog.ts), so a record edits a page and never adds one. What stays in
// the page's module (src/content/services/pages): the hero's two fixed buttons (its hero key) and the built-in
// Featured Work selection, which the owner replaces with a collection's newest items in the Portfolio tab.
// The page itself imports only the type: zod stays out of the public bundle.
import { z } from 'zod';
import { alt, button, choice, flag, href, icon, image, line, list, para, section, seo, text } from './fields';

const optionalLine = (label: string, hint?: string) => line(label, hint).optional();

const packageSchema = section('Package', {
  title: line('Title'),
  description: para('Description'),
  icon,
  price: text('Price', 40, 'For example “From $1,500”. Leave empty where the price is by quote.').optional(),
  features: list('What it includes', 'Line', line('Line'), 1, 12),
  popular: flag('Most popular', 'Marks the package with a “Most Popular” badge.').optional(),
});

const comparisonSide = (title: string) => section(title, { image, alt });

export const servicePageSchema = z
  .object({
    seo,
    hero: section('Hero', {
      title: line('Title', 'A vertical bar | marks where the heading may break onto its second line.'),
      subtitle: line('Eyebrow'),
      description: para('Text'),
      image,
    }),
    intro: section('Introduction', { heading: line('Heading'), body: para('Text') }).optional(),
    packagesHeading: optionalLine('Packages: heading', 'Empty shows “Service Packages”.'),
    packagesIntro: para('Packages: introduction', 'How the service is priced and what every package includes.'),
    packagesLayout: choice('Packages: layout', ['two-column', 'three-column'], {
      'two-column': 'Two to a row',
      'three-column': 'Three to a row',
    }).optional(),
    packages: list('Packages', 'Package', packageSchema, 1, 8),
    solutionsHeading: optionalLine('Solutions: heading'),
    solutions: list(
      'Solutions',
      'Solution',
      section('Solution', {
        title: line('Title'),
        description: para('Description'),
        icon,
        points: list('Points', 'Point', line('Point'), 0, 10).optional(),
      }),
      0,
      12,
    ).optional(),
    comparisons: section('Before and after', {
      heading: line('Heading'),
      intro: para('Introduction'),
      items: list(
        'Pairs',
        'Pair',
        section('Pair', {
          title: line('Title'),
          description: para('Description'),
          before: comparisonSide('Before'),
          after: comparisonSide('After'),
        }),
        1,
        8,
      ),
    }).optional(),
    featured: section('Featured work: heading', {
      heading: line('Heading'),
      intro: para('Introduction'),
      viewAll: button('Link beside the heading').optional(),
    }),
    process: section('Process', {
      heading: line('Heading'),
      steps: list(
        'Steps',
        'Step',
        section('Step', {
          title: line('Title'),
          description: para('Description'),
          icon,
          duration: text('Duration', 40, 'For example “30 minutes”; shown on the step.').optional(),
        }),
        1,
        10,
      ),
    }),
    faqHeading: optionalLine('Questions: heading', 'Empty shows “Frequently Asked Questions”.'),
    faqs: list(
      'Questions',
      'Question',
      section('Question', { question: line('Question'), answer: text('Answer', 2000), category: optionalLine('Category') }),
      1,
      20,
    ),
    testimonial: section('Testimonial', {
      quote: para('Quote'),
      author: line('Name'),
      role: line('Role and brokerage'),
      service: line('Service'),
    }),
    related: section('Related services', {
      heading: line('Heading'),
      items: list('Services', 'Service', section('Service', { title: line('Title'), description: para('Description'), href, icon }), 1, 8),
    }),
    cta: section('Closing call to action', {
      heading: line('Heading'),
      body: para('Text'),
      primary: button('First button'),
      secondary: button('Second button'),
    }),
    breadcrumbName: line('Name in the breadcrumb trail', 'The last step of Home › Services › …, and the service’s name in search data.'),
    serviceType: line('Service type', 'The kind of service search engines are told the page offers.'),
  })
  .strict();

export type ServicePageContent = z.infer<typeof servicePageSchema>;
