// FAQ accordion: one disclosure per question (button with aria-expanded and aria-controls, a labelled region).
// "single" keeps at most one item open and lets the open one collapse; "multiple" toggles each alone. The item and
// its button carry the markup Radix Collapsible wrote (data-state on both), without its 3 KB of JavaScript: the
// roving focus of the ARIA accordion pattern is optional, and a button that toggles a state is all that is left.
//
// Every answer is in the HTML from the start, closed with hidden="until-found": crawlers without JavaScript read
// the answers the FAQPage data promises, and the browser's find-in-page reaches a closed answer and opens it.
import { Icon } from '#app/components/ui/icon';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FaqItem } from '#content/types';

interface FaqAccordionProps {
  items: FaqItem[];
  mode?: 'single' | 'multiple';
}

export function FaqAccordion({ items, mode = 'single' }: FaqAccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = useCallback(
    (index: number, next: boolean) =>
      setOpen((current) => {
        const updated = new Set(mode === 'single' ? [] : current);
        if (next) updated.add(index);
        else updated.delete(index);
        return updated;
      }),
    [mode],
  );

  return (
    <div className="card px-6 sm:px-8">
      {items.map((item, i) => {
        const triggerId = `${baseId}-q${i}`;
        const contentId = `${baseId}-a${i}`;
        const isOpen = open.has(i);
        const state = isOpen ? 'open' : 'closed';
        return (
          <div key={item.question} data-state={state} className="border-b border-line last:border-b-0">
            <h3>
              <button
                type="button"
                aria-controls={contentId}
                aria-expanded={isOpen}
                data-state={state}
                id={triggerId}
                className="group flex w-full items-center justify-between gap-6 py-5 text-left font-sans text-base font-semibold text-ink transition-colors hover:text-brass-700 sm:text-lg"
                onClick={() => toggle(i, !isOpen)}
              >
                {item.question}
                <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-line transition-colors group-hover:border-brass group-data-[state=open]:bg-ink group-data-[state=open]:text-white">
                  <Icon
                    name="ChevronDown"
                    aria-hidden="true"
                    className="h-4 w-4 transition-transform duration-300 group-data-[state=open]:rotate-180"
                  />
                </span>
              </button>
            </h3>
            <FaqAnswer id={contentId} labelledBy={triggerId} answer={item.answer} open={isOpen} index={i} onFound={toggle} />
          </div>
        );
      })}
    </div>
  );
}

// The closing animation keeps its end (height 0) until the region is hidden again, so the answer never flashes.
const regionClass =
  'overflow-hidden text-ink-600 data-[motion=open]:animate-[accordion-down_250ms_ease-out] data-[motion=close]:animate-[accordion-up_200ms_ease-out_forwards]';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The closed answer region as markup: React writes `hidden` only as a boolean, never as "until-found". */
function regionMarkup(id: string, labelledBy: string, answer: string): string {
  return (
    `<div id="${escapeHtml(id)}" role="region" aria-labelledby="${escapeHtml(labelledBy)}" data-state="closed" ` +
    `hidden="until-found" class="${regionClass}"><p class="pb-6 pr-12 leading-relaxed">${escapeHtml(answer)}</p></div>`
  );
}

/** Opens or closes a region with the accordion's animation, from or to its measured height. */
function show(region: HTMLElement, open: boolean) {
  region.removeAttribute('hidden');
  region.dataset.state = open ? 'open' : 'closed';
  // Measure with no animation running, then start the animation afresh with the height it needs.
  region.style.animationName = 'none';
  region.style.setProperty('--faq-answer-height', `${region.scrollHeight}px`);
  region.style.animationName = '';
  region.dataset.motion = open ? 'open' : 'close';
  if (open) return;
  const hide = () => {
    if (region.dataset.state === 'closed') region.setAttribute('hidden', 'until-found');
  };
  if (region.getAnimations().length === 0) hide();
  else region.addEventListener('animationend', hide, { once: true });
}

interface FaqAnswerProps {
  id: string;
  labelledBy: string;
  answer: string;
  open: boolean;
  index: number;
  onFound: (index: number, open: true) => void;
}

/** The answer region: written once as markup, then opened and closed through the DOM. */
function FaqAnswer({ id, labelledBy, answer, open, index, onFound }: FaqAnswerProps) {
  const holder = useRef<HTMLDivElement>(null);
  const shown = useRef(false);
  const markup = useMemo(() => ({ __html: regionMarkup(id, labelledBy, answer) }), [id, labelledBy, answer]);

  useLayoutEffect(() => {
    const region = holder.current?.firstElementChild;
    if (!(region instanceof HTMLElement) || open === shown.current) return;
    shown.current = open;
    show(region, open);
  }, [open]);

  // Find-in-page fires beforematch on a hidden="until-found" region before revealing it: open its item.
  useEffect(() => {
    const node = holder.current;
    const region = node?.firstElementChild;
    if (!node || !region) return;
    const found = () => onFound(index, true);
    node.addEventListener('beforematch', found);
    // Revealed before the page came to life: open it now.
    if (!region.hasAttribute('hidden') && region.getAttribute('data-state') === 'closed') found();
    return () => node.removeEventListener('beforematch', found);
  }, [index, onFound]);

  return <div ref={holder} dangerouslySetInnerHTML={markup} />;
}
