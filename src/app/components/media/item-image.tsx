// The picture for a portfolio or lightbox item. Items name a catalogue image or point at an admin upload;
// anything else (a typo, an outside URL) falls back to a catalogue image, so a card is never a grey box
// and the page never requests a third-party image.
import type { PortfolioItem } from '#shared/portfolio-item';
import { hasImage, Picture } from '../ui/picture';

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._/-]*$/;

const fallbackByType: Record<PortfolioItem['type'], string> = {
  image: 'house-dusk',
  video: 'video-set',
  embed: 'tour-wireframe',
};

export type ImageRef = { name: string } | { src: string };

/** A catalogue name or an /uploads/ path, or null when the value is neither. */
export function imageRef(value: string | undefined): ImageRef | null {
  if (!value) return null;
  if (hasImage(value)) return { name: value };
  if (UPLOAD_PATH.test(value) && !value.includes('..')) return { src: value };
  return null;
}

/** Card image of an item: its thumbnail, else (for images) its source, else a type-appropriate catalogue image. */
export function itemCardImage(item: Pick<PortfolioItem, 'type' | 'src' | 'thumbnail'>): ImageRef {
  return (
    imageRef(item.thumbnail) ?? (item.type === 'image' ? imageRef(item.src) : null) ?? { name: fallbackByType[item.type] ?? 'house-dusk' }
  );
}

/** Full image of an image item (its source first), for the lightbox. */
export function itemFullImage(item: Pick<PortfolioItem, 'type' | 'src' | 'thumbnail'>): ImageRef {
  return (item.type === 'image' ? imageRef(item.src) : null) ?? itemCardImage(item);
}

interface ItemImageProps {
  image: ImageRef;
  alt: string;
  sizes?: string;
  priority?: boolean;
  eager?: boolean;
  className?: string;
  imgClassName?: string;
}

export function ItemImage({ image, ...rest }: ItemImageProps) {
  return 'name' in image ? <Picture name={image.name} {...rest} /> : <Picture src={image.src} {...rest} />;
}
