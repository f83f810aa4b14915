// Responsive <picture> for the site's own images (built by `npm run images`): AVIF and WebP
// srcsets, a JPEG fallback, intrinsic width/height against layout shift, and the image's average
// colour as a placeholder. Uploads described by the media library get the same: srcsets over their generated
// widths, intrinsic size, their average colour, and their focal point for every crop; an upload the library
// does not describe renders as a simple <img>.
import { useEffect, useState, type CSSProperties } from 'react';
import { allImagesLoaded, imageEntry, loadAllImages } from '#image-entries';
import type { UploadedImage } from '#shared/portfolio-item';

const FALLBACK_WIDTH = 1200;

export interface ImageSources {
  avif: string;
  webp: string;
  jpeg: string;
  width: number;
  height: number;
  /** What the <img> paints before its pixels arrive (colour, blurred copy) and where crops centre. */
  style: CSSProperties;
  /** The owner's description of the image (media library), when they gave one. */
  alt?: string;
  /** The tall crop phones get in a hero, when the image has one. */
  portrait?: {
    avif: string;
    webp: string;
    /** The widest WebP, for a preload's href. */
    fallback: string;
    /** The AVIF a 412 px phone at 1.75x picks (the narrowest crop 721 px wide or wider), and its width. */
    phone: { avif: string; width: number };
    width: number;
    height: number;
  };
}

/** Device pixels across a 412 px phone at Lighthouse's 1.75x: the width its hero crop is chosen for. */
const PHONE_PIXELS = Math.ceil(412 * 1.75);

export function hasImage(name: string): boolean {
  return imageEntry(name) !== undefined;
}

function isProduction(): boolean {
  try {
    return process.env.NODE_ENV === 'production';
  } catch {
    return false;
  }
}

/** URLs for a manifest image. Throws on an unknown name so typos fail in dev and tests. */
export function imageSources(name: string): ImageSources {
  const e = imageEntry(name);
  if (!e) throw new Error(`Unknown image "${name}": not in src/content/image-manifest.json`);
  const url = (w: number | string, ext: string) => `/img/${name}.${e.hash}.${w}.${ext}`;
  const set = (ext: string, widths = e.widths, prefix = '') => widths.map((w) => `${url(prefix + w, ext)} ${w}w`).join(', ');
  const jpegWidth = Math.max(e.widths[0]!, ...e.widths.filter((w) => w <= FALLBACK_WIDTH));
  const style: CSSProperties = {
    backgroundColor: e.color,
    backgroundImage: `url(data:image/webp;base64,${e.placeholder})`,
    backgroundSize: 'cover',
  };
  if (e.focal) style.objectPosition = `${Math.round(e.focal[0] * 100)}% ${Math.round(e.focal[1] * 100)}%`;
  const p = e.portrait;
  const phoneWidth = p && (p.widths.find((w) => w >= PHONE_PIXELS) ?? p.widths[p.widths.length - 1]!);
  return {
    avif: set('avif'),
    webp: set('webp'),
    jpeg: url(jpegWidth, 'jpg'),
    width: e.width,
    height: e.height,
    style,
    ...(e.alt ? { alt: e.alt } : {}),
    portrait: p && {
      avif: set('avif', p.widths, 'p'),
      webp: set('webp', p.widths, 'p'),
      fallback: url(`p${p.widths[p.widths.length - 1]!}`, 'webp'),
      phone: { avif: url(`p${phoneWidth}`, 'avif'), width: phoneWidth! },
      width: p.width,
      height: p.height,
    },
  };
}

interface CommonProps {
  alt: string;
  sizes?: string;
  /** Above the fold and important: eager, high fetch priority. */
  priority?: boolean;
  /** Above the fold but not the main image: eager, default priority. */
  eager?: boolean;
  className?: string;
  imgClassName?: string;
}

export type PictureProps = CommonProps &
  (
    | { name: string; src?: undefined; width?: undefined; height?: undefined }
    | { src: string; name?: undefined; width?: number; height?: number; image?: UploadedImage }
  );

function loadingProps(priority?: boolean, eager?: boolean) {
  if (priority) return { loading: 'eager', fetchPriority: 'high', decoding: 'async' } as const;
  if (eager) return { loading: 'eager', decoding: 'async' } as const;
  return { loading: 'lazy', decoding: 'async' } as const;
}

export function Picture(props: PictureProps) {
  const { alt, sizes = '100vw', priority, eager, className, imgClassName } = props;
  const load = loadingProps(priority, eager);

  if (props.src !== undefined) {
    const image = props.image;
    if (!image) {
      return <img src={props.src} alt={alt} width={props.width} height={props.height} className={imgClassName ?? className} {...load} />;
    }
    return (
      <UploadedPicture
        src={props.src}
        image={image}
        alt={alt}
        sizes={sizes}
        className={className}
        imgClassName={imgClassName}
        load={load}
      />
    );
  }

  if (!hasImage(props.name)) {
    // In the browser, an image the server's page did not draw (one the admin just picked, a lightbox's full image)
    // waits for the rest of the manifest.
    if (!allImagesLoaded()) return <PictureAfterManifest {...props} />;
    if (!isProduction()) imageSources(props.name);
    console.error(`Picture: unknown image "${props.name}"`);
    return null;
  }
  const src = imageSources(props.name);
  // The owner's description from the media library replaces the built-in one; a picture meant to be passed over
  // (alt="") stays so.
  const described = alt && src.alt ? src.alt : alt;
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={src.avif} sizes={sizes} />
      <source type="image/webp" srcSet={src.webp} sizes={sizes} />
      <img src={src.jpeg} width={src.width} height={src.height} alt={described} className={imgClassName} style={src.style} {...load} />
    </picture>
  );
}

/** Draws nothing until the whole image manifest has loaded, then the picture. */
function PictureAfterManifest(props: PictureProps) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let live = true;
    // On a failed load (offline) the slot stays empty rather than showing a wrong image.
    loadAllImages().then(
      () => live && setLoaded(true),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return loaded ? <Picture {...props} /> : null;
}

interface UploadedPictureProps {
  src: string;
  image: UploadedImage;
  alt: string;
  sizes: string;
  className?: string;
  imgClassName?: string;
  load: ReturnType<typeof loadingProps>;
}

/** An upload: AVIF and WebP srcsets over its widths (the main WebP is the widest), placeholder and focal point. */
function UploadedPicture({ src, image, alt, sizes, className, imgClassName, load }: UploadedPictureProps) {
  const variants = image.variants.filter((v) => v.width < image.width).sort((a, b) => a.width - b.width);
  const avif = variants.map((v) => `${v.avif} ${v.width}w`).join(', ');
  const webp = [...variants.map((v) => `${v.webp} ${v.width}w`), `${image.url} ${image.width}w`].join(', ');
  const style: CSSProperties = { backgroundColor: image.color };
  if (image.focal) style.objectPosition = `${image.focal.x}% ${image.focal.y}%`;
  return (
    <picture className={className}>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      <source type="image/webp" srcSet={webp} sizes={sizes} />
      <img src={src} width={image.width} height={image.height} alt={alt} className={imgClassName} style={style} {...load} />
    </picture>
  );
}
