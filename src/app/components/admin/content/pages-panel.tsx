// The admin's Site pages panel: the pages whose copy the owner edits as content records (the About page and the
// eight service pages, from the registry), each opened into its editor (page-editor.tsx).
import { useState } from 'react';
import { FileText } from 'lucide-react';
import { catalog } from '#shared/catalog';
import { paths } from '#shared/paths';
import type { ContentType } from '#shared/content-records';
import { panel, sectionHeading } from '../styles';
import { PageEditor } from './page-editor';

const PAGES: { type: ContentType; id: string; title: string; href: string; about: string }[] = [
  { type: 'about', id: 'page', title: 'About page', href: paths.about, about: 'The story, founder, values, milestones and figures.' },
  ...catalog.map((row) => ({
    type: 'service' as const,
    id: row.service,
    title: `${row.label} page`,
    href: paths.service(row.service),
    about: 'Hero, packages and prices, process, questions, testimonial and related services.',
  })),
];

export function PagesPanel({ csrf }: { csrf: string | undefined }) {
  const [open, setOpen] = useState<string>();
  return (
    <section aria-labelledby="pages-heading" className={`${panel} p-4 sm:p-6`}>
      <h2 id="pages-heading" className={sectionHeading}>
        Site pages
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Edit a page’s copy, keep it as a draft, publish it when it is ready, or go back to an earlier version.
      </p>
      <ul className="mt-4 space-y-4">
        {PAGES.map((page) => {
          const key = `${page.type}/${page.id}`;
          const expanded = open === key;
          return (
            <li key={key} className="rounded-[var(--radius-card)] border border-line">
              <button
                type="button"
                className="flex w-full items-center gap-3 p-4 text-left"
                aria-expanded={expanded}
                aria-controls={`editor-${page.type}-${page.id}`}
                onClick={() => setOpen(expanded ? undefined : key)}
              >
                <FileText size={20} aria-hidden="true" className="shrink-0 text-brass-700" />
                <span>
                  <span className="block font-semibold text-ink-900">{page.title}</span>
                  <span className="block text-sm text-ink-600">{page.about}</span>
                </span>
                <span className="ml-auto text-sm font-semibold text-ink-700">{expanded ? 'Close' : 'Edit'}</span>
              </button>
              {expanded && (
                <div id={`editor-${page.type}-${page.id}`} className="border-t border-line p-3 sm:p-6">
                  <PageEditor type={page.type} id={page.id} title={page.title} href={page.href} csrf={csrf} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
