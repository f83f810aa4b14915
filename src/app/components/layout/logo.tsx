// The Northframe wordmark: a framed "N" monogram plus the name. Colour follows currentColor.
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" className="shrink-0">
        <rect x="1.5" y="1.5" width="37" height="37" rx="9" fill="none" stroke="currentColor" strokeWidth="2.2" />
        <path d="M12 29V11h3l10 13V11h3v18h-3L15 16v13z" fill="currentColor" />
        <path d="M30 6.5h4.5V11" fill="none" stroke="#b08d57" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="font-display text-[1.2rem] font-semibold tracking-tight">Northframe</span>{' '}
        <span className="mt-1 text-[0.6rem] font-semibold uppercase tracking-[0.32em] opacity-80">Media</span>
      </span>
    </span>
  );
}
