// How a content image loads, from its position on the page (count from 0 in page order; the hero image is index 0).
// Only the hero gets high fetch priority (issue #16): a card's image fetched at high priority shares the phone's
// bandwidth with the hero and delays the largest paint. The next two load eagerly at the browser's default
// priority (above the fold on a desktop, where Chromium raises them once they are laid out in view); the rest lazily.
// A grid that always sits below the fold (home's featured projects, a project page's More Projects) loads lazily.
export function imagePriority(index: number): { priority?: boolean; eager?: boolean } {
  if (index === 0) return { priority: true };
  if (index < 3) return { eager: true };
  return {};
}
