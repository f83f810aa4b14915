// Numbered process steps: a row on wide screens, a vertical timeline on phones. Editing shows each step's duration.
import type { ProcessStep } from '#content/types';
import { Icon } from '../ui/icon';

export function ProcessTimeline({ steps, tone = 'light' }: { steps: ProcessStep[]; tone?: 'light' | 'dark' }) {
  const dark = tone === 'dark';
  const cols = steps.length === 4 ? 'lg:grid-cols-4' : steps.length === 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-3';
  return (
    <ol className={`relative grid grid-cols-1 gap-10 sm:grid-cols-2 lg:gap-8 ${cols}`} aria-label="Process steps">
      {steps.map((step, i) => (
        <li
          key={step.title}
          data-step
          className="relative pl-16 lg:pl-0"
          data-reveal
          style={{ '--reveal-index': i } as React.CSSProperties}
        >
          {/* the connecting line: down the left on phones, across the top on wide screens */}
          {i < steps.length - 1 && (
            <span
              aria-hidden="true"
              className={`absolute left-[1.4rem] top-12 h-[calc(100%-1rem)] w-px sm:hidden lg:left-14 lg:top-[1.4rem] lg:block lg:h-px lg:w-[calc(100%-2.5rem)] ${dark ? 'bg-white/20' : 'bg-ink/15'}`}
            />
          )}
          <span
            className={`absolute left-0 top-0 flex h-11 w-11 items-center justify-center rounded-full font-display text-lg font-medium lg:relative ${
              dark ? 'bg-brass text-ink-900' : 'bg-ink text-white'
            }`}
          >
            {i + 1}
          </span>
          <div className="lg:mt-6">
            <Icon name={step.icon} className={`mb-3 hidden h-5 w-5 lg:block ${dark ? 'text-brass-200' : 'text-brass-700'}`} />
            <h3 className="font-display text-xl font-medium leading-snug">{step.title}</h3>
            {step.duration && (
              <p
                className={`mt-3 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ${
                  dark ? 'bg-white/10 text-white' : 'bg-brass-100 text-brass-700'
                }`}
                data-duration
              >
                <Icon name="Clock" aria-hidden="true" className="h-3.5 w-3.5" />
                {step.duration}
              </p>
            )}
            <p className={`mt-3 text-sm leading-relaxed ${dark ? 'text-white/70' : 'text-ink-600'}`}>{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
