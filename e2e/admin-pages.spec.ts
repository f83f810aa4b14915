// The owner edits the About page's copy in the admin, at 1440 and at 375 px: a change saved as a draft leaves the
// site as it was and shows in the preview, Publish puts it live, the versions list says what changed, and Restore brings the earlier copy
// back; an emptied heading is refused on its field before anything is sent. The two widths edit one record, so
// they run one after the other.
import { expect, test, type Page } from './support/test';
import { signInAdmin } from '#test/admin-browser';

test.describe.configure({ mode: 'serial' });

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const aboutHeading = async (page: Page) => {
  const html = await (await page.request.get('/about')).text();
  return /<h2 id="who-title"[^>]*>([^<]*)<\/h2>/.exec(html)?.[1];
};

for (const width of [1440, 375] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 812 : 900 } });

    test('draft, publish and restore the About page', async ({ page }) => {
      const heading = `The Studio at ${width} px`;
      await signInAdmin(page);
      const panel = page.getByRole('region', { name: 'Site pages' });
      await panel.getByRole('button', { name: /About page/ }).click();
      const form = page.getByRole('form', { name: 'Edit the About page' });
      await form.locator('summary', { hasText: 'Who we are' }).click();
      // An image field shows the photograph it names.
      await form.locator('summary', { hasText: 'Hero' }).click();
      const image = form.getByRole('group', { name: 'Hero' }).getByRole('combobox', { name: 'Image' });
      await expect(image).toHaveValue('liberty-village-office-diagonal');
      await expect(form.getByRole('group', { name: 'Hero' }).locator('img[src^="/img/liberty-village-office-diagonal."]')).toBeVisible();
      const field = form.getByRole('group', { name: 'Who we are' }).getByRole('textbox', { name: 'Heading' });
      await expect(field).toHaveValue('Who We Are');

      // An empty heading is refused on its field, with focus on it, and nothing is sent.
      await field.fill('');
      let sent = 0;
      page.on('request', (r) => r.url().includes('/api/admin/content/about') && r.method() !== 'GET' && (sent += 1));
      await form.getByRole('button', { name: 'Save draft' }).click();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toBeFocused();
      await expect(form.getByText('Heading is required')).toBeVisible();
      expect(sent).toBe(0);

      await field.fill(heading);
      await form.getByRole('button', { name: 'Save draft' }).click();
      await expect(toasts(page).getByText('Draft saved')).toBeVisible();
      await expect(panel.getByRole('status').first()).toContainText('not on the site until you publish it');
      expect(await aboutHeading(page)).toBe('Who We Are');

      // The saved draft on its real page, in a tab of its own.
      const [preview] = await Promise.all([page.waitForEvent('popup'), form.getByRole('link', { name: 'Preview draft' }).click()]);
      await expect(preview.getByRole('note')).toHaveText(/Preview of your draft/);
      await expect(preview.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      await preview.close();

      await form.getByRole('button', { name: 'Publish' }).click();
      await expect(toasts(page).getByText('Published', { exact: true })).toBeVisible();
      expect(await aboutHeading(page)).toBe(heading);

      const versions = panel.getByRole('region', { name: 'Versions' });
      const live = versions.getByRole('listitem').first();
      await expect(live).toContainText('Published');
      await expect(live).toContainText('on the site now');
      await live.getByText(/change on the site/).click();
      await expect(live.locator('ins')).toHaveText(new RegExp(`The Studio at ${width}`));

      // The version before the draft showed the built-in heading (or the one restored by the last run).
      const before = versions.getByRole('listitem').nth(2);
      const number = await before.getAttribute('data-version');
      await before.getByRole('button', { name: `Restore version ${number}` }).click();
      await expect(toasts(page).getByText('Version restored')).toBeVisible();
      expect(await aboutHeading(page)).toBe('Who We Are');
      await expect(field).toHaveValue('Who We Are');
    });
  });
}
