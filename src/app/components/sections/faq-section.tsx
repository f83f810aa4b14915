// The service-page FAQ: the single-open accordion plus the "Contact Us for More Information" link.
import { Icon } from '#app/components/ui/icon';
import { Link } from '#app/components/ui/link';
import type { FaqItem } from '#content/types';
import { FaqAccordion } from './faq-accordion';
import { Section } from './section';
import { paths } from '#shared/paths';

export function FaqSection({
  title = 'Frequently Asked Questions',
  items,
  tone = 'paper',
}: {
  title?: string;
  items: FaqItem[];
  tone?: 'paper' | 'white' | 'sand';
}) {
  return (
    <Section id="faq" eyebrow="Good to know" title={title} tone={tone}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="lg:pt-2">
          <p className="text-pretty text-lg text-ink-600">
            Straight answers about timing, files and pricing. If your question is not here, we reply to every message within 2-4 hours on
            business days.
          </p>
          <Link to={paths.contact} className="btn-dark mt-8">
            Contact Us for More Information
            <Icon name="ArrowRight" aria-hidden="true" className="h-4 w-4" />
          </Link>
        </div>
        <FaqAccordion items={items} mode="single" />
      </div>
    </Section>
  );
}
