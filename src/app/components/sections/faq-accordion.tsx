// FAQ accordion: one Radix Collapsible per question (button with aria-expanded and aria-controls, a labelled
// region). "single" keeps at most one item open and lets the open one collapse; "multiple" toggles each alone.
// Collapsible rather than Radix Accordion: the same semantics for a third of the JavaScript (no roving focus
// collection, which the ARIA accordion pattern leaves optional).
import { useId, useState } from 'react';
import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from '../ui/icons/lucide';
import type { FaqItem } from '#content/types';

interface FaqAccordionProps {
  items: FaqItem[];
  mode?: 'single' | 'multiple';
}

export function FaqAccordion({ items, mode = 'single' }: FaqAccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (index: number, next: boolean) =>
    setOpen((current) => {
      const updated = new Set(mode === 'single' ? [] : current);
      if (next) updated.add(index);
      else updated.delete(index);
      return updated;
    });

  return (
    <div className="card px-6 sm:px-8">
      {items.map((item, i) => {
        const triggerId = `${baseId}-q${i}`;
        const contentId = `${baseId}-a${i}`;
        return (
          <Collapsible.Root
            key={item.question}
            open={open.has(i)}
            onOpenChange={(next) => toggle(i, next)}
            className="border-b border-line last:border-b-0"
          >
            <h3>
              <Collapsible.Trigger
                id={triggerId}
                aria-controls={contentId}
                className="group flex w-full items-center justify-between gap-6 py-5 text-left font-sans text-base font-semibold text-ink transition-colors hover:text-brass-700 sm:text-lg"
              >
                {item.question}
                <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-line transition-colors group-hover:border-brass group-data-[state=open]:bg-ink group-data-[state=open]:text-white">
                  <ChevronDown
                    aria-hidden="true"
                    className="h-4 w-4 transition-transform duration-300 group-data-[state=open]:rotate-180"
                  />
                </span>
              </Collapsible.Trigger>
            </h3>
            <Collapsible.Content
              id={contentId}
              role="region"
              aria-labelledby={triggerId}
              className="overflow-hidden text-ink-600 data-[state=closed]:animate-[accordion-up_200ms_ease-out] data-[state=open]:animate-[accordion-down_250ms_ease-out]"
            >
              <p className="pb-6 pr-12 leading-relaxed">{item.answer}</p>
            </Collapsible.Content>
          </Collapsible.Root>
        );
      })}
    </div>
  );
}
