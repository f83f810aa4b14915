// Read time is derived from the article body so the figure on the card can never drift from the text.
// Pure and dependency-free: the index stores the resulting string as a literal (it must not import bodies),
// and posts.test.ts checks the two agree.
import type { BlogBlock } from '../types';

/** Instructional copy gets re-read and skimmed back over, so we use the slow end of adult reading speed. */
export const WORDS_PER_MINUTE = 200;

/** The readable text of one block; unknown block types render nothing, so they count for nothing. */
export function blockText(block: BlogBlock): string[] {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
    case 'highlight':
      return [block.text ?? block.content ?? ''];
    case 'quote':
      return [block.text, block.author ?? ''];
    case 'list':
      return [...block.items];
    case 'image':
      // Captions are read on the page; alt text is not.
      return [block.caption ?? ''];
    default:
      return [];
  }
}

/** Words are whitespace-separated tokens that contain at least one letter or digit (so "—" is not a word). */
export function wordCount(blocks: readonly BlogBlock[]): number {
  let count = 0;
  for (const block of blocks) {
    for (const text of blockText(block)) {
      for (const token of text.split(/\s+/)) {
        if (/[\p{L}\p{N}]/u.test(token)) count += 1;
      }
    }
  }
  return count;
}

/** Whole minutes, rounded up, e.g. "7 min read". */
export function readTimeFor(blocks: readonly BlogBlock[]): string {
  const minutes = Math.max(1, Math.ceil(wordCount(blocks) / WORDS_PER_MINUTE));
  return `${minutes} min read`;
}
