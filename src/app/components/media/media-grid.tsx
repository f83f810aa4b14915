// A grid of portfolio items that open the shared lightbox: 16:10 images, titles clamped to 2 lines,
// descriptions to 2 or 3, and a play or 3D badge on videos and tours.
import { Icon } from '#app/components/ui/icon';
import { imagePriority } from '#app/lib/image-priority';
import { ItemImage, itemCardImage } from './item-image';
import { galleryCellStyle } from './gallery-layout';
import { lazy, Suspense, useState } from 'react';
import { useLightbox, type LightboxItem } from './lightbox-state';

// The viewer (and Radix Dialog) loads on first use; hovering or focusing the grid starts the download early.
const loadLightbox = () => import('./lightbox');
const Lightbox = lazy(() => loadLightbox().then((m) => ({ default: m.Lightbox })));

export type MediaGridLayout = 'auto' | 'gallery';

interface MediaGridProps {
  items: LightboxItem[];
  /** 'gallery' = compact 4-column gallery with image-only tiles (project pages), rows filled (gallery-layout.ts). */
  layout?: MediaGridLayout;
  /** Position of the first card's image in page order (the hero is 0), for imagePriority. */
  imageOffset?: number;
  /** Badge text when an item has no category. */
  fallbackCategory?: string;
  /** On the project page closing the viewer also clears its index. */
  clearIndexOnClose?: boolean;
  /** Accessible name of the list. */
  label: string;
}

/** Column classes for n cards: five get an editorial 2 + 3 rhythm; two and four keep pairs. */
function gridClasses(n: number, layout: MediaGridLayout): string {
  if (layout === 'gallery') return 'grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4';
  if (n === 5) return 'grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-6';
  if (n === 1) return 'grid-cols-1 gap-6 max-w-3xl mx-auto';
  if (n === 2 || n === 4) return 'grid-cols-1 gap-6 sm:grid-cols-2';
  return 'grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3';
}

function cellClasses(n: number, i: number): string {
  if (n === 5) return i === 0 ? 'sm:col-span-2 lg:col-span-3' : i === 1 ? 'lg:col-span-3' : 'lg:col-span-2';
  return '';
}

function TypeBadge({ type }: { type: LightboxItem['type'] }) {
  if (type === 'video')
    return (
      <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white/90 text-ink shadow-lg transition-transform duration-300 group-hover:scale-110">
          <Icon name="Play" className="ml-0.5 h-6 w-6 fill-current" />
        </span>
      </span>
    );
  if (type === 'embed')
    return (
      <span className="absolute right-3 top-3 inline-flex items-center gap-1.5 rounded-full bg-ink-900/80 px-3 py-1 text-xs font-semibold text-white backdrop-blur">
        <Icon name="Rotate3d" aria-hidden="true" className="h-3.5 w-3.5" />
        3D Tour
      </span>
    );
  return null;
}

const actionWord = { image: 'View image', video: 'Play video', embed: 'Open 3D tour' } as const;

export function MediaGrid({ items, layout = 'auto', imageOffset = 1, fallbackCategory, clearIndexOnClose = false, label }: MediaGridProps) {
  const lightbox = useLightbox({ clearIndexOnClose });
  // Once opened, the viewer stays mounted so Radix can animate closing and return focus to the card.
  const [viewerWanted, setViewerWanted] = useState(false);
  if (lightbox.open && !viewerWanted) setViewerWanted(true);
  const n = items.length;
  const gallery = layout === 'gallery';
  const wide = (i: number) => !gallery && n === 5 && i < 2;

  return (
    <div data-lightbox-index={lightbox.index ?? ''} data-lightbox-open={lightbox.open ? 'true' : 'false'}>
      <ul
        aria-label={label}
        data-layout={layout}
        className={`grid ${gridClasses(n, layout)}`}
        onPointerEnter={() => void loadLightbox()}
        onFocus={() => void loadLightbox()}
      >
        {items.map((item, i) => (
          <li
            key={item.id}
            data-media-item={item.type}
            className={gallery ? galleryCellStyle(n, i).cell : cellClasses(n, i)}
            data-reveal
            style={{ '--reveal-index': i % (gallery ? 4 : 3) } as React.CSSProperties}
          >
            <article
              className={`group relative h-full overflow-hidden focus-within:ring-2 focus-within:ring-brass focus-within:ring-offset-2 ${
                gallery ? 'rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)]' : 'card flex flex-col'
              }`}
            >
              <div className={`relative overflow-hidden bg-paper-2 ${gallery ? galleryCellStyle(n, i).frame : 'aspect-[16/10]'}`}>
                <ItemImage
                  image={itemCardImage(item)}
                  alt={item.alt ?? item.title}
                  sizes={
                    gallery
                      ? galleryCellStyle(n, i).sizes
                      : wide(i)
                        ? '(min-width: 1024px) 600px, (min-width: 640px) 100vw, 100vw'
                        : '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw'
                  }
                  {...imagePriority(imageOffset + i)}
                  className="block h-full w-full"
                  imgClassName="h-full w-full object-cover transition-transform duration-700 ease-[var(--ease-out-soft)] group-hover:scale-[1.04]"
                />
                <TypeBadge type={item.type} />
                {!gallery && item.category && (
                  <span className="absolute left-3 top-3 rounded-full bg-white/90 px-3 py-1 text-[0.7rem] font-semibold uppercase tracking-[0.14em] text-ink backdrop-blur">
                    {item.category}
                  </span>
                )}
                {gallery && (
                  <span
                    aria-hidden="true"
                    className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink-900/80 to-transparent px-3 pb-2.5 pt-8 text-left text-xs font-medium text-white opacity-0 transition-opacity group-hover:opacity-100 sm:text-sm"
                  >
                    {item.title}
                  </span>
                )}
              </div>
              {gallery ? (
                <button
                  type="button"
                  onClick={(e) => lightbox.openAt(i, e.currentTarget)}
                  aria-haspopup="dialog"
                  aria-label={`${actionWord[item.type] ?? 'Open'}: ${item.title}`}
                  className="absolute inset-0 z-10 cursor-zoom-in focus-visible:outline-none"
                />
              ) : (
                <div className="flex flex-1 flex-col p-5 sm:p-6">
                  <h3 className="clamp-2 font-display text-lg font-medium leading-snug sm:text-xl">
                    <button
                      type="button"
                      onClick={(e) => lightbox.openAt(i, e.currentTarget)}
                      aria-haspopup="dialog"
                      className="text-left after:absolute after:inset-0 after:z-10 after:content-[''] focus-visible:outline-none"
                    >
                      {item.title}
                    </button>
                  </h3>
                  {item.description && (
                    <p className={`${wide(i) ? 'clamp-3' : 'clamp-2'} mt-2 text-sm leading-relaxed text-ink-600`}>{item.description}</p>
                  )}
                  {item.specs && (
                    <p className="mt-auto pt-4 text-xs font-medium uppercase tracking-[0.12em] text-brass-700">{item.specs}</p>
                  )}
                </div>
              )}
            </article>
          </li>
        ))}
      </ul>
      {viewerWanted && (
        <Suspense fallback={null}>
          <Lightbox items={items} state={lightbox} fallbackCategory={fallbackCategory} />
        </Suspense>
      )}
    </div>
  );
}
