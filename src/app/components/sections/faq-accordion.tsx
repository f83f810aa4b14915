// FAQ accordion on Radix: "single" keeps one item open (and lets it collapse); "multiple" toggles each item alone.
import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { FaqItem } from '../../../content/types';

export function FaqAccordion({ items, mode = 'single', idPrefix = 'faq' }: { items: FaqItem[]; mode?: 'single' | 'multiple'; idPrefix?: string }) {
  const content = items.map((item, i) => (
    <Accordion.Item key={item.question} value={`${idPrefix}-${i}`} className="border-b border-line last:border-b-0">
      <Accordion.Header asChild>
        <h3>
          <Accordion.Trigger className="group flex w-full items-center justify-between gap-6 py-5 text-left font-sans text-base font-semibold text-ink transition-colors hover:text-brass-700 sm:text-lg">
            {item.question}
            <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-line transition-colors group-hover:border-brass group-data-[state=open]:bg-ink group-data-[state=open]:text-white">
              <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform duration-300 group-data-[state=open]:rotate-180" />
            </span>
          </Accordion.Trigger>
        </h3>
      </Accordion.Header>
      <Accordion.Content className="overflow-hidden text-ink-600 data-[state=closed]:animate-[accordion-up_200ms_ease-out] data-[state=open]:animate-[accordion-down_250ms_ease-out]">
        <p className="pb-6 pr-12 leading-relaxed">{item.answer}</p>
      </Accordion.Content>
    </Accordion.Item>
  ));
  const className = 'card divide-y-0 px-6 sm:px-8';
  return mode === 'single' ? (
    <Accordion.Root type="single" collapsible className={className}>
      {content}
    </Accordion.Root>
  ) : (
    <Accordion.Root type="multiple" className={className}>
      {content}
    </Accordion.Root>
  );
}
