// The closing call to action: a heading, a line of copy and up to two buttons.
import type { Cta } from '#content/types';
import { CtaLink } from './cta-link';

interface CtaBandProps {
  heading: string;
  body?: string;
  primary: Cta;
  secondary?: Cta;
}

export function CtaBand({ heading, body, primary, secondary }: CtaBandProps) {
  return (
    <section aria-labelledby="cta-title" className="bg-paper py-20 sm:py-24">
      <div className="container-site">
        <div
          data-reveal
          className="relative overflow-hidden rounded-[var(--radius-card)] bg-ink-900 px-6 py-14 text-center text-white sm:px-12 sm:py-20"
        >
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_80%_at_50%_0%,rgb(176_141_87/0.28),transparent_70%)]"
          />
          <h2 id="cta-title" className="relative mx-auto max-w-2xl text-balance text-3xl font-medium sm:text-4xl">
            {heading}
          </h2>
          {body && <p className="relative mx-auto mt-4 max-w-xl text-pretty text-white/75">{body}</p>}
          <div className="relative mt-8 flex flex-wrap justify-center gap-3">
            <CtaLink cta={primary} dark />
            {secondary && <CtaLink cta={secondary} dark />}
          </div>
        </div>
      </div>
    </section>
  );
}
