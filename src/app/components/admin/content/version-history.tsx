// A page's versions, newest first: what made each (a draft, a publish, a restore, a discarded draft), who and when,
// and what it changed on the site against the version before it, word by word (jsdiff). Restore puts what a
// version showed live again.
import { diffWords } from 'diff';
import { History, RotateCcw } from 'lucide-react';
import type { ContentEvent, ContentRecord } from '#shared/content-records';
import { savedAt } from '../conflict-notice';
import type { SchemaNode } from './schema-form';

const EVENTS: Record<ContentEvent, string> = {
  saved: 'Saved',
  draft: 'Draft saved',
  published: 'Published',
  restored: 'Restored',
  discarded: 'Draft discarded',
};

/** Every text of a record by its path, labelled as the form labels it ("Milestones › Milestone 2 › Title"). */
function texts(node: SchemaNode | undefined, value: unknown, label: string, out = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(value)) {
    value.forEach((v, i) => texts(node?.items, v, `${label} › ${node?.item ?? 'Entry'} ${i + 1}`, out));
  } else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const child = node?.properties?.[key];
      texts(child, v, [label, child?.title ?? key].filter(Boolean).join(' › '), out);
    }
  } else if (typeof value === 'string') out.set(label, value);
  return out;
}

/** What the site showed differently in `after` than in `before`, text by text. */
export function changesBetween(node: SchemaNode, before: unknown, after: unknown) {
  const was = texts(node, before, '');
  const now = texts(node, after, '');
  const labels = [...new Set([...was.keys(), ...now.keys()])];
  return labels.flatMap((label) => {
    const a = was.get(label) ?? '';
    const b = now.get(label) ?? '';
    return a === b ? [] : [{ label, parts: diffWords(a, b) }];
  });
}

export interface VersionHistoryProps {
  node: SchemaNode;
  current: ContentRecord | null;
  history: ContentRecord[];
  restoring: boolean;
  onRestore: (version: number) => void;
}

export function VersionHistory({ node, current, history, restoring, onRestore }: VersionHistoryProps) {
  if (!current) return null;
  const versions = [current, ...history];
  return (
    <section aria-labelledby="versions-heading" className="mt-8">
      <h3 id="versions-heading" className="flex items-center gap-2 text-base font-semibold text-ink-900">
        <History size={18} aria-hidden="true" />
        Versions
      </h3>
      <ol className="mt-3 divide-y divide-line rounded-[var(--radius-card)] border border-line">
        {versions.map((v, i) => {
          const older = versions[i + 1];
          const changes = older ? changesBetween(node, older.data, v.data) : [];
          const live = i === 0;
          return (
            <li key={v.version} className="p-3 text-sm sm:p-4" data-version={v.version}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p>
                  <span className="font-semibold text-ink-900">
                    Version {v.version}: {EVENTS[v.event ?? 'saved']}
                  </span>{' '}
                  <span className="text-ink-600">
                    {savedAt.format(new Date(v.savedAt))} by {v.savedBy}
                    {live && ' · on the site now'}
                  </span>
                </p>
                {!live && (
                  <button
                    type="button"
                    className="btn-ghost-dark"
                    disabled={restoring}
                    aria-label={`Restore version ${v.version}`}
                    onClick={() => onRestore(v.version)}
                  >
                    <RotateCcw size={16} aria-hidden="true" />
                    Restore
                  </button>
                )}
              </div>
              {older &&
                (changes.length ? (
                  <details className="mt-2">
                    <summary className="cursor-pointer text-ink-700">
                      {changes.length} {changes.length === 1 ? 'change' : 'changes'} on the site
                    </summary>
                    <ul className="mt-2 space-y-2">
                      {changes.map((c) => (
                        <li key={c.label}>
                          <p className="text-xs font-semibold text-ink-600">{c.label}</p>
                          <p className="mt-0.5 leading-relaxed text-ink-800">
                            {c.parts.map((part, k) =>
                              part.added ? (
                                <ins key={k} className="bg-emerald-100 text-emerald-900 no-underline">
                                  {part.value}
                                </ins>
                              ) : part.removed ? (
                                <del key={k} className="bg-red-100 text-red-900">
                                  {part.value}
                                </del>
                              ) : (
                                <span key={k}>{part.value}</span>
                              ),
                            )}
                          </p>
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : (
                  <p className="mt-1 text-ink-500">No change on the site{v.draft ? ' (a draft was kept)' : ''}.</p>
                ))}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
