// The builder's note stays in the page: it may hold a lockbox code or a seller's details, so it never goes into the
// address bar (where history, analytics and a shared link would carry it). It is kept in this tab's session storage,
// per page, so a reload keeps it and closing the tab forgets it. An external store for useSyncExternalStore.
import { MAX_NOTE } from '#content/booking';
import { cleanText } from './quote';

type Listener = () => void;
const listeners = new Set<Listener>();
const key = () => `nf.quote-note:${window.location.pathname}`;

export function getNote(): string {
  try {
    return window.sessionStorage.getItem(key()) ?? '';
  } catch {
    // Storage refused (a privacy mode): the note lives as long as the page.
    return memory;
  }
}

let memory = '';

export function writeNote(note: string) {
  const text = cleanText(note, MAX_NOTE);
  memory = text;
  try {
    if (text) window.sessionStorage.setItem(key(), text);
    else window.sessionStorage.removeItem(key());
  } catch {
    // Kept in memory only.
  }
  listeners.forEach((l) => l());
}

export function subscribeNote(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
