// What the admin says when a save was refused because the record changed since it was opened (409): the same words
// and box wherever a versioned record is edited, with what was saved meanwhile and what to do next.
import type { ReactNode } from 'react';

/** Saved times as the admin shows them, in Toronto. */
export const savedAt = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' });

export function ConflictNotice({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="alert"
      className={`rounded-[var(--radius-card)] border border-brass-700/40 bg-paper-2 p-3 text-sm text-ink-800 sm:p-4 ${className}`}
    >
      <p className="font-semibold">Changed in another tab or by another admin since you opened it.</p>
      {children}
    </div>
  );
}
