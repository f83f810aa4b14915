// The site's built-in photographs in the media library, at 1440 and 375 px: find one by searching, see it marked as
// built in with how the site describes it, give it a description and move its focal point, and see the project page
// describe it so and show its crops from new files. Each width edits its own photograph and puts it back.
import { expect, test } from './support/test';
import { adminHeaders, signInAdmin } from '#test/admin-browser';

const PAGE = '/projects/leslieville-semi';
const PHOTO = { 1440: 'leslieville-semi-porch', 375: 'leslieville-bedroom' } as const;
const viewport = (width: number) => ({ width, height: width < 800 ? 812 : 900 });

for (const width of [1440, 375] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewport(width) });

    test('describe a built-in photograph and move its focal point: the project page follows', async ({ page }) => {
      const name = PHOTO[width];
      const mine = `The Leslieville semi photographed for the ${width} px journey`;
      const gallery = page.locator(`img[src^="/img/${name}."]`).last();
      await page.goto(PAGE);
      const builtInAlt = await gallery.getAttribute('alt');
      const builtInSrc = await gallery.getAttribute('src');
      expect(builtInAlt).toBeTruthy();

      await signInAdmin(page);
      const library = page.getByRole('region', { name: 'Built-in photographs' });
      const cards = library.getByTestId('built-in-card');
      // Twenty tiles first; Show all lists the rest and puts focus on the first of them.
      await expect(cards).toHaveCount(20);
      await library.getByRole('button', { name: /^Show all \d+ photographs$/ }).click();
      expect(await cards.count()).toBeGreaterThan(150);
      await expect(cards.nth(20).getByRole('button')).toBeFocused();
      await library.getByRole('searchbox', { name: 'Search the built-in photographs' }).fill(name);
      const card = library.getByTestId('built-in-card').filter({ hasText: name });
      await expect(cards).toHaveCount(1);
      await expect(card).toContainText('Built in');
      await card.getByRole('button').click();

      const details = page.getByRole('dialog', { name: new RegExp(name) });
      await expect(details.getByRole('list').filter({ hasText: builtInAlt! })).toBeVisible();
      await details.getByRole('textbox', { name: 'Alt text' }).fill(mine);
      // The keyboard moves the point: Home takes it to the left edge.
      await details.getByRole('slider', { name: /^Across/ }).focus();
      await page.keyboard.press('Home');
      await expect(details.getByRole('slider', { name: /^Across/ })).toHaveValue('0');
      await expect(details.getByRole('button', { name: 'Back to the built-in point' })).toBeVisible();
      await details.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Image details saved')).toBeVisible();
      await expect(details).toBeHidden();
      await expect(card).toContainText('changed by you');
      await expect(card).toContainText(`Alt: ${mine}`);

      await page.goto(PAGE);
      await expect(gallery).toHaveAttribute('alt', mine);
      const movedSrc = await gallery.getAttribute('src');
      expect(movedSrc).not.toBe(builtInSrc);
      await gallery.scrollIntoViewIfNeeded();
      await expect.poll(() => gallery.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

      // Put it back, through the API the library uses.
      const listed = await page.request.get('/api/admin/site-images');
      const { images } = (await listed.json()) as { images: { name: string; version: number }[] };
      const version = images.find((i) => i.name === name)!.version;
      const reset = await page.request.put(`/api/admin/content/site-image/${name}`, {
        headers: await adminHeaders(page),
        data: { data: {}, baseVersion: version },
      });
      expect(reset.status()).toBe(200);
      await page.goto(PAGE);
      await expect(gallery).toHaveAttribute('alt', builtInAlt!);
      await expect(gallery).toHaveAttribute('src', builtInSrc!);
    });
  });
}
