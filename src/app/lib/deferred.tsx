// Below-the-fold blocks whose code loads when they come into view.
//
// The server renders a deferred block in full: its module is loaded before the page renders, so the HTML is
// complete and nothing suspends on the server. In the browser the first hydration leaves the block's HTML as it
// is (a suspended Suspense boundary keeps the server's DOM) until the block nears the viewport or takes focus;
// then its chunk loads and React hydrates it. The chunk is not among the page's modulepreloads, so it does not
// share the first load's bandwidth with the hero image.
//
// A click that reaches a block before it is hydrated is held and replayed once it is, so a quick visitor loses
// nothing; a plain link is left to the browser. The first client navigation opens every block:
// React cannot apply the new page's context to a block that is still server HTML, and would wait for it.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { loadAllImages } from '#image-entries';
import { loadAllIcons } from '#icon-symbols';
import { HYDRATION_UNIT, unitHydrated } from './hydration-units';

/** Every deferred block's opener: loads its module and lets its waiting instances hydrate. */
const openers = new Set<() => Promise<unknown>>();
/** True in the browser until the first client navigation: the page on screen is the server's HTML. */
let firstPage = typeof document !== 'undefined';

/** Loads every deferred block's module. The server awaits it before it renders a page. */
export function loadDeferred(): Promise<unknown> {
  return Promise.all([...openers].map((open) => open()));
}

/** A page module loaded for a client navigation: its blocks load with it, not when seen, and so do the whole image
 * manifest and icon sprite (the server's page carried only the rows of its own images and the symbols of its icons). */
export async function loadDeferredForNavigation(): Promise<void> {
  if (!firstPage) await Promise.all([loadDeferred(), loadAllImages(), loadAllIcons()]);
}

/** Called when the router starts its first navigation: every block on the server's page hydrates now. */
export function endFirstPage(): void {
  if (!firstPage) return;
  firstPage = false;
  void loadDeferred();
  void loadAllImages().catch(() => {}); // the navigation itself awaits them again, and reports a failure
  void loadAllIcons().catch(() => {});
}

/** How far below the viewport a block starts to load, so it is usually hydrated before it is seen. */
const LOAD_MARGIN = '600px 0px';

/** Renders nothing; its effect runs when the Suspense boundary around it has hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

// Blocks on the first page that are not hydrated yet: a click inside one is held, the block is woken, and the
// click is replayed once it has hydrated (Enter or Space on a button is a click too). Keys pass as they are, so
// a native control such as a range input is not deferred. The listener sits on the window, ahead of React's own:
// the block's wrapper may itself still be server HTML when the event arrives.
const readyBlocks = new WeakSet<Element>();
const heldEvents = new WeakMap<Element, Array<() => void>>();
const wakers = new WeakMap<Element, () => void>();
const replayed = new WeakSet<Event>();

function holdEarlyEvent(event: Event) {
  // The target may be an icon's <svg> inside a button: any element, replayed with a dispatched event.
  if (replayed.has(event) || !(event.target instanceof Element)) return;
  const target = event.target;
  const block = target.closest('[data-deferred]');
  // A plain link works as it is: the browser follows it.
  if (!block || readyBlocks.has(block) || !(event instanceof MouseEvent) || target.closest('a[href]')) return;
  const { clientX, clientY, screenX, screenY, button, detail } = event;
  const replay = new MouseEvent('click', { clientX, clientY, screenX, screenY, button, detail, bubbles: true, cancelable: true });
  event.preventDefault();
  event.stopPropagation();
  const queue = heldEvents.get(block) ?? [];
  heldEvents.set(block, queue);
  queue.push(() => {
    replayed.add(replay);
    target.dispatchEvent(replay);
  });
  wakers.get(block)?.();
}

if (firstPage) window.addEventListener('click', holdEarlyEvent, true);

/** The block's code has hydrated: clicks held for it run now. In a task of their own: this is called from a React
 * effect, and React can hydrate a section nested in the block for a click only outside its own work. */
function blockReady(block: Element) {
  readyBlocks.add(block);
  unitHydrated(block);
  const held = heldEvents.get(block)?.splice(0) ?? [];
  if (held.length) setTimeout(() => held.forEach((replay) => replay()));
}

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  let openGate!: () => void;
  const gate = new Promise<void>((resolve) => (openGate = resolve));
  const Lazy = lazy(async () => {
    await gate;
    return { default: await loadOnce() };
  });
  openers.add(() => {
    openGate();
    return loadOnce();
  });

  function Deferred(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    // Chosen once: switching from the lazy wrapper to the module's component later would remount the block.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    const [waits] = useState(() => !loaded && firstPage);
    const [onHydrated] = useState(() => () => {
      if (ref.current) blockReady(ref.current);
    });

    useEffect(() => {
      const element = ref.current;
      if (!element) return;
      if (!waits) {
        blockReady(element);
        return;
      }
      wakers.set(element, openGate);
      if (typeof IntersectionObserver === 'undefined') {
        openGate();
        return;
      }
      // An event held before this wrapper hydrated wakes the block now.
      if (heldEvents.get(element)?.length) openGate();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          openGate();
          observer.disconnect();
        },
        { rootMargin: LOAD_MARGIN },
      );
      observer.observe(element);
      // Focus that lands in the block (a keyboard user tabbing ahead) hydrates it too.
      element.addEventListener('focusin', openGate, { once: true });
      return () => {
        observer.disconnect();
        element.removeEventListener('focusin', openGate);
      };
    }, [waits]);

    return (
      <div ref={ref} data-deferred="" {...{ [HYDRATION_UNIT]: '' }}>
        <Suspense>
          <Component {...props} />
          {waits && <Hydrated onHydrated={onHydrated} />}
        </Suspense>
      </div>
    );
  }
  return Deferred;
}
