// A single testimonial, set large: the quote, its author and role, and the service it was for.
import { Icon } from '#app/components/ui/icon';
import type { Testimonial as TestimonialData } from '#content/types';

export function Testimonial({ testimonial, tone = 'dark' }: { testimonial: TestimonialData; tone?: 'dark' | 'light' }) {
  const dark = tone === 'dark';
  return (
    <section aria-label="Client testimonial" className={dark ? 'bg-ink-900 py-20 text-white sm:py-24' : 'bg-paper-2 py-20 sm:py-24'}>
      <figure className="container-site max-w-4xl text-center" data-reveal>
        <Icon name="Quote" aria-hidden="true" className="mx-auto h-10 w-10 text-brass" />
        <blockquote className="mt-6 text-balance font-display text-2xl leading-snug sm:text-3xl lg:text-[2.1rem]">
          “{testimonial.quote}”
        </blockquote>
        <figcaption className="mt-8">
          <span className="block font-semibold">{testimonial.author}</span>
          <span className={`mt-1 block text-sm ${dark ? 'text-white/65' : 'text-ink-500'}`}>
            {testimonial.role} · {testimonial.service}
          </span>
        </figcaption>
      </figure>
    </section>
  );
}
