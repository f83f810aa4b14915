// The first script a page runs. It starts the page's JavaScript once the hero image has arrived (at once on a page
// without one), so the scripts do not share the first load's bandwidth with the image that is the page's largest
// paint. The server lists what to load in <script id="__modules">: the modules to run, in order, and the chunks to
// preload. Until they run the page works as HTML: links are links.
const LIST_ID = '__modules';
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

function whenHeroArrives() {
  const hero = document.querySelector<HTMLImageElement>('[data-hero] img');
  if (!hero || hero.complete) return start();
  hero.addEventListener('load', start);
  // A slow or failed image: the timer starts the page.
  setTimeout(start, MAX_WAIT_MS);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenHeroArrives);
else whenHeroArrives();
