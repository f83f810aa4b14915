// The shared viewer: an image, a YouTube video or a Matterport tour, with a
// counter, a category badge, previous/next (disabled at the ends), close, and dots for 2 to 10 items.
// Radix Dialog gives the focus trap, Escape, outside dismissal and scroll lock; focus goes back to the card.
import { Icon } from '#app/components/ui/icon';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import type { LightboxItem, LightboxState } from './lightbox-state';
import * as Dialog from '@radix-ui/react-dialog';
import { embedFor } from '#shared/embeds';
import { EmbedFrame } from './embed-frame';
import { ItemImage, itemFullImage } from './item-image';

const SWIPE_THRESHOLD = 50;
const DOTS_MIN = 2;
const DOTS_MAX = 10;

export { useLightbox, type LightboxItem, type LightboxState } from './lightbox-state';

/** The item's description, whole: the cards clamp it, so this is where a visitor reads all of it. A long one scrolls
 * inside a box of about seven lines under the picture, and only then is the box a focusable, named region, so a
 * keyboard can scroll it too. */
function Description({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setScrolls(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [children]);
  return (
    <div
      ref={box}
      {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': 'Description' } : {})}
      className="mt-2 max-h-[min(28vh,10.5rem)] overflow-y-auto overscroll-contain short:mt-1 short:max-h-16"
    >
      <Dialog.Description className="text-sm leading-relaxed text-white/75 sm:text-base">{children}</Dialog.Description>
    </div>
  );
}

function Media({ item }: { item: LightboxItem }) {
  if (item.type === 'image') {
    return (
      <ItemImage
        image={itemFullImage(item)}
        alt={item.alt ?? item.title}
        sizes="(min-width: 1280px) 1200px, 100vw"
        priority
        // The picture fills the space the caption leaves (whatever the description's length), and the image fits in it.
        className="absolute inset-0 flex items-center justify-center px-4 sm:px-24"
        imgClassName="block h-auto max-h-full w-auto max-w-full rounded-md object-contain shadow-2xl"
      />
    );
  }
  const embed = embedFor(item);
  return (
    <div className="relative aspect-video w-full max-w-[min(100%,calc((100svh-15rem)*16/9))] overflow-hidden rounded-md bg-black shadow-2xl">
      {embed ? (
        <EmbedFrame key={embed.src} embed={embed} />
      ) : (
        <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-white/75">
          This {item.type === 'video' ? 'video' : '3D tour'} is not available right now.
        </p>
      )}
    </div>
  );
}

interface LightboxProps {
  items: LightboxItem[];
  state: LightboxState;
  /** Badge text when an item has no category, e.g. the page's service name. */
  fallbackCategory?: string;
}

export function Lightbox({ items, state, fallbackCategory = 'Portfolio' }: LightboxProps) {
  const { open, index, close, go, opener } = state;
  const touch = useRef<{ x: number; y: number } | null>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const total = items.length;
  const current = index !== null && index >= 0 && index < total ? index : null;
  const item = current !== null ? items[current] : undefined;
  const atStart = current === null || current <= 0;
  const atEnd = current === null || current >= total - 1;

  const previous = useCallback(() => {
    if (current !== null && current > 0) go(current - 1);
  }, [current, go]);
  const next = useCallback(() => {
    if (current !== null && current < total - 1) go(current + 1);
  }, [current, go, total]);

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowLeft') {
      e.preventDefault();
      previous();
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      next();
    }
  };
  const onTouchStart = (e: TouchEvent) => {
    const t = e.touches[0];
    touch.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touch.current;
    const t = e.changedTouches[0];
    touch.current = null;
    if (!start || !t) return;
    const dx = t.clientX - start.x;
    const dy = t.clientY - start.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy)) return;
    if (dx < 0) next();
    else previous();
  };

  const showDots = total >= DOTS_MIN && total <= DOTS_MAX;
  const navButton =
    'inline-flex h-11 w-11 items-center justify-center rounded-full border border-white/25 bg-black/40 text-white backdrop-blur transition hover:bg-white hover:text-ink disabled:pointer-events-none disabled:opacity-30 sm:h-12 sm:w-12';

  return (
    <Dialog.Root open={open && item !== undefined} onOpenChange={(o) => !o && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[100] bg-ink-900/95 backdrop-blur-sm motion-safe:animate-[lightbox-fade_200ms_ease-out]" />
        <Dialog.Content
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            opener.current?.focus();
          }}
          {...(item?.description ? {} : { 'aria-describedby': undefined })}
          data-testid="lightbox"
          className="fixed inset-0 z-[101] flex flex-col text-white outline-none motion-safe:animate-[lightbox-fade_200ms_ease-out]"
        >
          {item && current !== null && (
            <>
              <div className="flex items-center justify-between gap-4 px-4 py-4 sm:px-8 sm:py-5 short:py-2">
                <div className="flex min-w-0 items-center gap-3">
                  <span className="truncate rounded-full bg-brass px-3 py-1 text-[0.7rem] font-semibold uppercase tracking-[0.14em] text-ink-900">
                    {item.category || fallbackCategory}
                  </span>
                  <p className="shrink-0 text-sm tabular-nums text-white/75" aria-live="polite" data-testid="lightbox-counter">
                    {current + 1} / {total}
                  </p>
                </div>
                <Dialog.Close
                  className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-white/25 text-white transition hover:bg-white hover:text-ink"
                  aria-label="Close"
                >
                  <Icon name="X" aria-hidden="true" className="h-5 w-5" />
                </Dialog.Close>
              </div>

              <div
                className="relative flex min-h-0 flex-1 items-center justify-center px-4 sm:px-24"
                onTouchStart={onTouchStart}
                onTouchEnd={onTouchEnd}
              >
                <Media key={item.id} item={item} />
                <button
                  ref={prevRef}
                  type="button"
                  onClick={() => {
                    previous();
                    if (current - 1 <= 0) nextRef.current?.focus();
                  }}
                  disabled={atStart}
                  aria-label="Previous"
                  className={`${navButton} absolute left-2 top-1/2 -translate-y-1/2 sm:left-6`}
                >
                  <Icon name="ChevronLeft" aria-hidden="true" className="h-6 w-6" />
                </button>
                <button
                  ref={nextRef}
                  type="button"
                  onClick={() => {
                    next();
                    if (current + 1 >= total - 1) prevRef.current?.focus();
                  }}
                  disabled={atEnd}
                  aria-label="Next"
                  className={`${navButton} absolute right-2 top-1/2 -translate-y-1/2 sm:right-6`}
                >
                  <Icon name="ChevronRight" aria-hidden="true" className="h-6 w-6" />
                </button>
              </div>

              <div className="mx-auto w-full max-w-3xl px-5 pb-6 pt-5 text-center sm:pb-8 short:pb-3 short:pt-2">
                <Dialog.Title className="font-display text-xl font-medium sm:text-2xl short:text-lg">{item.title}</Dialog.Title>
                {item.description && <Description>{item.description}</Description>}
                {item.specs && <p className="mt-2 text-xs uppercase tracking-[0.14em] text-brass-200">{item.specs}</p>}
                {showDots && (
                  <div className="mt-4 flex justify-center gap-1 short:mt-1" role="group" aria-label="Choose an item">
                    {items.map((it, i) => (
                      <button
                        key={it.id}
                        type="button"
                        onClick={() => go(i)}
                        aria-label={`Show ${i + 1} of ${total}: ${it.title}`}
                        aria-current={i === current ? 'true' : undefined}
                        className="group inline-flex h-6 w-6 items-center justify-center"
                      >
                        <span
                          className={`block h-2 rounded-full transition-all ${i === current ? 'w-6 bg-brass' : 'w-2 bg-white/40 group-hover:bg-white/80'}`}
                        />
                      </button>
                    ))}
                  </div>
                )}
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
