// The builder keeps its choices (all but the note, which stays in the page: note-state.ts) in the address bar and
// nowhere else: no cookie, no storage, no request. They live in the fragment (#quote?service=drone&…), which browsers never send, so a reload or a shared link restores them
// without the server seeing them. A "Book" button's preselection arrives in the query (?service=drone#quote); the
// first choice moves everything into the fragment.
//
// This is a small external store for useSyncExternalStore. Changes show at once (the snapshot is the pending URL);
// history.replaceState follows at most every 350 ms, because browsers throttle it (Safari: 100 calls in 30 s).
import { parsePreselection, parseQuote, serializeQuote, type Quote } from './quote';
import type { BookingService } from './options';

export const QUOTE_ID = 'quote';
const STATE_PREFIX = `#${QUOTE_ID}?`;
/** Query keys a "Book" button may set; the rest of a query (a campaign tag, say) is left alone. */
const PRESELECTION_KEYS = ['service', 'package', 'city'];
const MIN_INTERVAL_MS = 350;

type Listener = () => void;
const listeners = new Set<Listener>();
/** The history entry (React Router's key and the path) a pending write belongs to, and its search + hash. */
let pending: { entry: string; url: string } | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let lastWrite = 0;

const entryOf = () => `${(window.history.state as { key?: string } | null)?.key ?? ''} ${window.location.pathname}`;
const notify = () => listeners.forEach((l) => l());

/** The search and hash the builder reads: a write not yet in the history entry counts, unless the visitor moved on. */
export function getUrlSnapshot(): string {
  if (pending && pending.entry === entryOf()) return pending.url;
  return window.location.search + window.location.hash;
}

function flush() {
  clearTimeout(timer);
  timer = undefined;
  if (!pending) return;
  const write = pending;
  if (write.entry !== entryOf()) {
    pending = null;
    return;
  }
  try {
    window.history.replaceState(window.history.state, '', window.location.pathname + write.url);
    lastWrite = Date.now();
    pending = null;
  } catch {
    // Throttled by the browser: keep the change and try again shortly.
    timer = setTimeout(flush, 1000);
  }
}

/** Back, forward or an edited address: whatever the URL now says wins. */
function onExternalChange() {
  pending = null;
  clearTimeout(timer);
  notify();
}

export function subscribeUrl(listener: Listener) {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('popstate', onExternalChange);
    window.addEventListener('hashchange', onExternalChange);
    window.addEventListener('pagehide', flush);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    flush();
    window.removeEventListener('popstate', onExternalChange);
    window.removeEventListener('hashchange', onExternalChange);
    window.removeEventListener('pagehide', flush);
  };
}

/** The builder's choices from a search + hash: the fragment's state if there is one, else the query's preselection. */
export function quoteFromUrl(url: string, services: readonly BookingService[]): Quote {
  const hashAt = url.indexOf('#');
  const search = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  if (hash.startsWith(STATE_PREFIX)) return parseQuote(new URLSearchParams(hash.slice(STATE_PREFIX.length)), services);
  return parsePreselection(new URLSearchParams(search), services);
}

/** The search + hash that hold these choices: the preselection leaves the query, the state goes after #quote?. */
export function urlForQuote(quote: Quote, currentSearch: string): string {
  const params = new URLSearchParams(currentSearch);
  for (const key of PRESELECTION_KEYS) params.delete(key);
  const rest = params.toString();
  const state = serializeQuote(quote);
  return `${rest ? `?${rest}` : ''}${state ? `${STATE_PREFIX}${state}` : `#${QUOTE_ID}`}`;
}

export function writeQuote(quote: Quote) {
  pending = { entry: entryOf(), url: urlForQuote(quote, window.location.search) };
  notify();
  clearTimeout(timer);
  const wait = lastWrite + MIN_INTERVAL_MS - Date.now();
  if (wait <= 0) flush();
  else timer = setTimeout(flush, wait);
}
