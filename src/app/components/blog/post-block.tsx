// One block of a post body (heading, paragraph, list, quote, image), and its words for the word count.
import { Icon } from '#app/components/ui/icon';
import type { BlogBlock } from '#content/types';
import { Picture } from '#app/components/ui/picture';

const blockText = (b: { text?: string; content?: string }) => b.text ?? b.content ?? '';

/** A block's words, for the article's word count. */
export function plainText(block: BlogBlock): string {
  if (block.type === 'list') return block.items.join(' ');
  if (block.type === 'image') return '';
  return blockText(block);
}

/** One body block; an unknown type renders nothing. */
export function PostBlock({ block }: { block: BlogBlock }) {
  switch (block.type) {
    case 'heading':
      return <h2 className="mt-14 text-2xl font-medium leading-tight text-ink sm:text-[1.9rem]">{blockText(block)}</h2>;
    case 'paragraph':
      return <p className="mt-6 text-[1.0625rem] leading-[1.8] text-ink-700">{blockText(block)}</p>;
    case 'image':
      return (
        <figure className="my-10">
          <div className="aspect-[16/10] overflow-hidden rounded-[var(--radius-card)]">
            <Picture
              name={block.src}
              alt={block.alt ?? block.caption ?? ''}
              sizes="(min-width: 1024px) 720px, 100vw"
              className="block h-full w-full"
              imgClassName="h-full w-full object-cover"
            />
          </div>
          {block.caption && <figcaption className="mt-3 text-sm leading-relaxed text-ink-500">{block.caption}</figcaption>}
        </figure>
      );
    case 'highlight':
      return (
        <aside className="my-10 rounded-[var(--radius-card)] border-l-4 border-brass bg-brass-100/60 px-6 py-6 sm:px-8">
          <p className="text-[1.0625rem] font-medium leading-relaxed text-ink">{blockText(block)}</p>
        </aside>
      );
    case 'quote':
      return (
        <figure className="my-12 border-y border-line py-10 text-center">
          <Icon name="Quote" aria-hidden="true" className="mx-auto h-8 w-8 text-brass" />
          <blockquote className="mt-4 text-balance font-display text-2xl leading-snug text-ink sm:text-[1.7rem]">“{block.text}”</blockquote>
          {block.author && <figcaption className="mt-4 text-sm font-semibold text-ink-600">— {block.author}</figcaption>}
        </figure>
      );
    case 'list':
      return (
        <ul className="mt-6 space-y-3">
          {block.items.map((item) => (
            <li key={item} className="flex gap-3 text-[1.0625rem] leading-[1.7] text-ink-700">
              <span aria-hidden="true" className="mt-[0.7em] h-1.5 w-1.5 shrink-0 rounded-full bg-brass" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      );
    default:
      return null;
  }
}
