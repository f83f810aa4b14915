// A tap on a button before React has hydrated the page. As HTML a button does nothing (links work), and boot.ts
// starts the scripts only once the hero image is painted, up to 2.5 s on a slow phone. So boot.ts keeps the last
// button tapped meanwhile and starts the scripts at once; the entry stops the keeping when it calls hydrateRoot
// (from then on React replays a tap itself, hydrating the part that was tapped first), and clicks the kept button
// again once the hydration has committed.

export interface EarlyTap {
  /** The last button tapped before hydrateRoot was called. */
  button?: HTMLElement;
  /** Set as hydrateRoot is called: later taps are React's. */
  closed?: boolean;
}

declare global {
  interface Window {
    __earlyTap?: EarlyTap;
  }
}

/** Called as hydrateRoot is: taps from then on are React's to replay. */
export function closeEarlyTaps(): void {
  if (window.__earlyTap) window.__earlyTap.closed = true;
}

/** The button tapped before hydration whose tap is still to be replayed, if any. */
export function pendingEarlyTap(): HTMLElement | undefined {
  return window.__earlyTap?.button;
}

/** Called once the hydration has committed: the kept tap, on its button (still the server's element). In a task of
 * its own, outside React's work: this is called from an effect. */
export function replayEarlyTap(): void {
  const tap = window.__earlyTap;
  const button = tap?.button;
  if (tap) tap.button = undefined;
  if (button) setTimeout(() => button.isConnected && button.click());
}
