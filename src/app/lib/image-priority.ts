// How a content image loads, from its position on the page (count from 0 in page order; the hero image is index 0).
// Only the hero gets high fetch priority (issue #16): a card's image fetched at high priority shares the phone's
// bandwidth with the hero and delays the largest paint. Every other image loads lazily: on a phone the cards sit below
// a full-height hero, and an eager card fetched beside the hero delayed it (Lighthouse's simulated slow 4G counted the
// portfolio page's first two cards, 44 KB, before its largest paint); on a desktop, where the first cards are in view,
// Chromium fetches a lazy image as soon as it is laid out.
export function imagePriority(index: number): { priority?: boolean } {
  return index === 0 ? { priority: true } : {};
}
