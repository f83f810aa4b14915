// The first script a page runs. It starts the page's JavaScript once the hero image is on screen (once the first
// frame is, on a page without one), so the scripts share neither the first load's bandwidth with the image that is
// the page's largest paint nor the main thread with the frame that paints it. The server lists what to load in
// <script id="__modules">: the modules to run, in order, and the chunks to preload. Until they run the page works as
// HTML: links are links, and a tap on a button starts the scripts at once and is replayed after hydration
// (lib/early-tap.ts).
import type { EarlyTap } from './lib/early-tap';

const LIST_ID = '__modules';
/** The buttons only JavaScript makes work (a submit button works as HTML). */
const TAP_TARGET = 'button[type="button"]';
/** A slow or failed image does not hold the page's controls for longer than this. */
const MAX_WAIT_MS = 2500;

let started = false;
function start() {
  if (started) return;
  started = true;
  const element = document.getElementById(LIST_ID);
  const list = JSON.parse(element?.textContent || '{}') as { modules?: string[]; preloads?: string[] };
  for (const href of list.preloads ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  for (const src of list.modules ?? []) {
    const script = document.createElement('script');
    script.type = 'module';
    script.async = false; // in the listed order
    script.src = src;
    document.head.append(script);
  }
}

/** After the next frame has been painted: a frame's rAF callbacks run just before it paints, so the second rAF runs
 * once the first frame is on screen. */
function afterNextPaint() {
  requestAnimationFrame(() => requestAnimationFrame(start));
}

function whenHeroIsPainted() {
  setTimeout(start, MAX_WAIT_MS);
  const hero = document.querySelector<HTMLImageElement>('[data-hero] img');
  if (!hero) return afterNextPaint();
  // decode() settles once the image can be painted (or has failed): the frame after it shows the image.
  const decoded = () => void hero.decode().then(afterNextPaint, afterNextPaint);
  if (hero.complete) return decoded();
  hero.addEventListener('load', decoded, { once: true });
  hero.addEventListener('error', start, { once: true });
}

const earlyTap: EarlyTap = (window.__earlyTap = {});
document.addEventListener(
  'click',
  (event) => {
    const button = !earlyTap.closed && event.target instanceof Element && event.target.closest<HTMLElement>(TAP_TARGET);
    if (!button) return;
    earlyTap.button = button;
    start();
  },
  true,
);

// A tab opened in the background paints no frames, so rAF never runs there: start at once instead.
if (document.visibilityState === 'hidden') start();
else if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenHeroIsPainted);
else whenHeroIsPainted();
