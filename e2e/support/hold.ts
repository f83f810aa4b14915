// Requests a test holds back to see the page before they arrive: a lazily loaded chunk, or the entry itself.
import type { Page } from '@playwright/test';

/** Holds every request whose URL matches until the returned function is called (for good, if it never is). */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
