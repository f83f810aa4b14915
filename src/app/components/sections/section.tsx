// A page section with the site's rhythm: generous vertical space, an eyebrow, a display heading and an intro.
// Each section is its own Suspense boundary: nothing in it suspends on the server, so its HTML is inline in the
// shell, but the browser hydrates it as a separate unit of work, in short tasks rather than one long one.
import { Suspense, useEffect, useRef, type ReactNode } from 'react';
import { HYDRATION_UNIT, unitHydrated } from '#app/lib/hydration-units';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: string;
  tone?: 'paper' | 'white' | 'sand' | 'dark';
  align?: 'left' | 'center';
  children?: ReactNode;
  className?: string;
  /** Extra content to the right of the heading (e.g. a "View all" link). */
  aside?: ReactNode;
}

const tones = {
  paper: 'bg-paper text-ink',
  white: 'bg-white text-ink',
  sand: 'bg-paper-2 text-ink',
  dark: 'bg-ink-900 text-white',
};

export function Section(props: SectionProps) {
  return (
    <Suspense>
      <SectionBody {...props} />
    </Suspense>
  );
}

/** Inside the boundary: its effect runs once the section has hydrated, and marks it (hydration-units.ts). */
function SectionBody({ id, eyebrow, title, intro, tone = 'paper', align = 'left', children, className = '', aside }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  const centered = align === 'center';
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (ref.current) unitHydrated(ref.current);
  }, []);
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={`py-20 sm:py-24 ${tones[tone]} ${className}`}
      {...{ [HYDRATION_UNIT]: '' }}
    >
      <div className="container-site">
        {(title || eyebrow) && (
          <div
            className={`mb-12 flex flex-col gap-6 ${centered ? 'items-center text-center' : 'sm:flex-row sm:items-end sm:justify-between'}`}
          >
            <div className={centered ? 'max-w-2xl' : 'max-w-2xl'}>
              {eyebrow && <p className={`eyebrow ${tone === 'dark' ? '!text-brass-200' : ''}`}>{eyebrow}</p>}
              {title && (
                <h2 id={headingId} className="mt-3 text-balance text-3xl font-medium leading-tight sm:text-4xl lg:text-[2.75rem]">
                  {title}
                </h2>
              )}
              {intro && <p className={`mt-4 text-pretty text-lg ${tone === 'dark' ? 'text-white/75' : 'text-ink-600'}`}>{intro}</p>}
            </div>
            {aside}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}
