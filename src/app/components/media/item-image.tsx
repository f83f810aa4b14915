// The picture for a portfolio or lightbox item. Items name a catalogue image or point at an admin upload;
// anything else (none, a typo, an outside URL) is drawn in the brand's line style (drawn-picture.tsx), so a card is
// never a grey box, never shows another property's photo, and the page never requests a third-party image.
import type { PortfolioItem, UploadedImage } from '#shared/portfolio-item';
import { allImagesLoaded } from '#image-entries';
import { hasImage, Picture } from '../ui/picture';
import { DrawnPicture } from './drawn-picture';

const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._/-]*$/;
const CATALOGUE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A site image by name, an upload by path with what the media library knows of it (widths, colour, focal point), or
 * a drawn card for an item of that type with no picture. */
export type ImageRef = { name: string } | { src: string; image?: UploadedImage } | { drawn: PortfolioItem['type'] };

type ItemImages = Pick<PortfolioItem, 'type' | 'src' | 'thumbnail' | 'uploads'>;

/** A catalogue name or an /uploads/ path, or null when the value is neither. */
export function imageRef(value: string | undefined, uploads?: Record<string, UploadedImage>): ImageRef | null {
  if (!value) return null;
  // Before the browser has the whole manifest, a name the page did not draw is still a catalogue name (the server
  // checked it when it was saved): <Picture> waits for the manifest.
  if (hasImage(value) || (!allImagesLoaded() && CATALOGUE_NAME.test(value))) return { name: value };
  if (UPLOAD_PATH.test(value) && !value.includes('..')) return { src: value, image: uploads?.[value] };
  return null;
}

/** Card image of an item: its thumbnail, else (for images) its source, else the drawn card of its type. */
export function itemCardImage(item: ItemImages): ImageRef {
  return (
    imageRef(item.thumbnail, item.uploads) ?? (item.type === 'image' ? imageRef(item.src, item.uploads) : null) ?? { drawn: item.type }
  );
}

/** Full image of an image item (its source first), for the lightbox. */
export function itemFullImage(item: ItemImages): ImageRef {
  return (item.type === 'image' ? imageRef(item.src, item.uploads) : null) ?? itemCardImage(item);
}

interface ItemImageProps {
  image: ImageRef;
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
  imgClassName?: string;
}

export function ItemImage({ image, ...rest }: ItemImageProps) {
  if ('drawn' in image) return <DrawnPicture kind={image.drawn} alt={rest.alt} className={rest.className} />;
  return 'name' in image ? <Picture name={image.name} {...rest} /> : <Picture src={image.src} image={image.image} {...rest} />;
}
