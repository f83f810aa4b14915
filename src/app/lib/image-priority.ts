// on a page, the first 3 images load eagerly and the rest lazily; the first 2 get high fetch priority.
// Count from 0 in page order; the hero image is index 0.
export function imagePriority(index: number): { priority?: boolean; eager?: boolean } {
  if (index < 2) return { priority: true };
  if (index < 3) return { eager: true };
  return {};
}
