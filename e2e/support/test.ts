// The journeys' `test`: every page.goto and page.reload resolves only once React has hydrated the document, so a
// click never lands on server HTML whose handlers are not attached yet (under load, hydration can trail the
// load event by seconds). Pages without a boot payload (the fake GitHub, static error pages) resolve at once.
import { test as base } from '@playwright/test';
import type { Page } from '@playwright/test';
import { BOOT_ELEMENT_ID } from '#app/lib/app-env';

/** The root sets body.loaded in an effect, which runs only after hydration has committed. */
export async function hydrated(page: Page) {
  await page.waitForFunction((bootId) => !document.getElementById(bootId) || document.body.classList.contains('loaded'), BOOT_ELEMENT_ID);
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await hydrated(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await hydrated(page);
      return response;
    };
    await use(page);
  },
});

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';
