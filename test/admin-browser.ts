// Shared steps of the admin journeys: sign in through the fake GitHub, drop files as a browser does, and the
// CSRF token for calls made from the page's own context.
import { expect, type Page } from '@playwright/test';
import { admin } from './site-promises';

/** From the sign-in screen (checked against the promised texts) through the fake GitHub, as `login`; a login off the
 * allowlist ends on the refusal screen (`refused`). */
export async function signInAs(page: Page, login: string, base = '', { refused = false } = {}) {
  await page.goto(`${base}/admin`);
  await expect(page.getByRole('heading', { name: admin.signInRequired[0] })).toBeVisible();
  await expect(page.getByText(admin.signInRequired[1])).toBeVisible();
  await expect(page.getByRole('button', { name: admin.signInRequired[2] })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with GitHub' }).click();
  await page.getByRole('button', { name: new RegExp(`Continue as ${login}`) }).click();
  await expect(page).toHaveURL(refused ? /\/admin\?signin=refused$/ : /\/admin$/);
}

export async function signInAdmin(page: Page, base = '') {
  await signInAs(page, 'northframe-admin', base);
  await expect(page.getByRole('heading', { name: /Welcome back/ })).toBeVisible();
}

/** Drops files on the element: dragenter, dragover and drop with a DataTransfer holding real File objects. */
export async function dropFiles(page: Page, selector: string, files: { name: string; type: string; bytes: Buffer }[]) {
  const payload = files.map((f) => ({ name: f.name, type: f.type, data: f.bytes.toString('base64') }));
  await page.locator(selector).evaluate((el, list) => {
    const transfer = new DataTransfer();
    for (const f of list) {
      const bytes = Uint8Array.from(atob(f.data), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], f.name, { type: f.type }));
    }
    for (const type of ['dragenter', 'dragover', 'drop']) {
      el.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }));
    }
  }, payload);
}

/** Headers for an admin call made with the page's cookies (same origin, the session's CSRF token). */
export async function adminHeaders(page: Page, base = '') {
  const user = (await (await page.request.get(`${base}/api/auth/user`)).json()) as { csrfToken: string };
  const origin = base || new URL(page.url()).origin;
  return { 'x-csrf-token': user.csrfToken, origin, 'sec-fetch-site': 'same-origin' };
}

/** Slows the page's uploads to `bytesPerSecond`, so their progress can be seen (Chromium's network conditions). */
export async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () => cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}
