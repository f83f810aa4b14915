// The shared hero banner: full-bleed image under a dark gradient, title, copy and the page key's two buttons.
import { Icon } from '#app/components/ui/icon';
import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import type { ImageName } from '#content/types';
import { deferred } from '#app/lib/deferred';
import { ACCENT_FACE_HREF, INLINE_IMAGE_ATTR, useAppEnv } from '#app/lib/app-env';
import { imageSources } from '../ui/picture';

/** The buttons hydrate as their own block: their copy for every page key stays out of the first load. */
const HeroButtons = deferred(() => import('./hero-buttons').then((m) => m.HeroButtons));

/** Which screens take a hero's tall crop, and which its landscape file. The home's hero fills the screen, so every
 * screen held upright takes the crop, a tablet's too (an iPad's 1,180 px height drew the landscape file 1.8x), and a
 * phone on its side the landscape file. A page's hero is 60% of the screen's height, or its text's: from 541 px wide
 * (a small tablet, a foldable, a phone on its side) its banner is about as wide as it is tall or wider, and the
 * landscape file shows more of the picture, sharper. At 768 px, the tablet layout's first width, the banner is 475 px
 * tall: the tall crop showed a strip of it, blown up. Only a page hero's crop comes inside the page, so only it
 * names the phones that still request it (`sharpPhone`: wider, or sharper than 2x). */
const QUERIES = {
  home: { phone: '(orientation: portrait)', desktop: '(orientation: landscape)', sharpPhone: '(orientation: portrait)' },
  page: {
    phone: '(max-width: 540px)',
    desktop: '(min-width: 541px)',
    sharpPhone: [
      '(min-width: 461px) and (max-width: 540px)',
      '(max-width: 460px) and (min-resolution: 2.01dppx)',
      '(max-width: 460px) and (-webkit-min-device-pixel-ratio: 2.01)',
    ].join(', '),
  },
} as const;
/** A page hero's landscape file between the phone and tablet layouts: the banner is less wide than the picture, so the
 * picture is drawn up to 1.4 times the screen's width. */
const PAGE_SIZES = '(max-width: 767px) 140vw, 100vw';
/** The tall crop fills a phone's width. */
const PHONE_SIZES = '100vw';
/** The phones a crop inside the page serves: up to 460 px wide at up to 2x, which its 828 px cover (a 412 px phone at
 * Lighthouse's 1.75x wants 721). */
const INLINE_PHONE_QUERY = '(max-width: 460px)';

export interface HeroProps {
  title: string;
  subtitle?: string;
  description?: string;
  /** Phones get its tall crop around the focal point (every landscape image has one; see scripts/build-images.ts). */
  image: ImageName;
  /** Picks the banner's two buttons (see hero-ctas); the home buttons when unknown. */
  heroKey?: string;
  variant?: 'home' | 'page';
  compact?: boolean;
  /** Extra content under the copy, e.g. tag chips. */
  children?: ReactNode;
  /** Breadcrumb or back link shown above the title. */
  above?: ReactNode;
  showButtons?: boolean;
}

/** "Sell|Faster" reads "Sell Faster"; the part after the bar gets the accent. */
function HeroTitle({ title }: { title: string }) {
  const [first = '', ...rest] = title.split('|');
  if (!rest.length) return <>{first}</>;
  return (
    <>
      <AccentFace />
      {first.trimEnd()} <span className="italic text-brass-200">{rest.join(' ').trim()}</span>
    </>
  );
}

/** Production: the accent italic's face with the font inside it, hoisted into the head after the stylesheet, so the
 * accent is drawn in its own face at the first paint without a request of its own (the server's readInlineFace). In
 * development, or on a client navigation from a page without it, the stylesheet's face loads the file instead. */
function AccentFace() {
  const { accentFaceCss } = useAppEnv();
  if (accentFaceCss === undefined) return null;
  return (
    <style href={ACCENT_FACE_HREF} precedence="accent">
      {accentFaceCss}
    </style>
  );
}

export function Hero({
  title,
  subtitle,
  description,
  image,
  heroKey,
  variant = 'page',
  compact = false,
  children,
  above,
  showButtons = true,
}: HeroProps) {
  const isHome = variant === 'home';
  const desktop = imageSources(image);
  const mobile = desktop.portrait;
  const queries = QUERIES[variant];
  const sizes = mobile && !isHome ? PAGE_SIZES : '100vw';
  // Production: a page hero's light phone crop comes inside the page (the server's inline-image.ts) for the phones it
  // covers, painted with the first frame: no request after the document. Sharper or wider screens keep their request.
  // Not the home page's: it fills a phone's screen, so Chromium does not count it as the largest paint (its text is),
  // and its bytes would only hold the document back.
  const { inlineImage } = useAppEnv();
  const phoneInline = mobile && !isHome ? inlineImage?.(mobile.phone.avif) : undefined;
  // The phones that fetch the crop: all of them, or those the crop inside the page does not serve.
  const phoneQuery = phoneInline ? queries.sharpPhone : queries.phone;

  // The hero image is the LCP element: preload exactly the variant this viewport will use.
  preload(desktop.jpeg, {
    as: 'image',
    imageSrcSet: desktop.avif,
    imageSizes: sizes,
    type: 'image/avif',
    fetchPriority: 'high',
    media: mobile ? queries.desktop : undefined,
  });
  if (mobile) {
    preload(mobile.fallback, {
      as: 'image',
      imageSrcSet: mobile.avif,
      imageSizes: PHONE_SIZES,
      type: 'image/avif',
      fetchPriority: 'high',
      media: phoneQuery,
    });
  }

  const height = isHome ? 'min-h-[560px] h-svh' : compact ? 'min-h-[60vh] md:min-h-0 md:h-[472px]' : 'min-h-[60vh] md:min-h-0 md:h-[475px]';

  return (
    <section
      aria-labelledby="hero-title"
      data-hero={isHome ? 'home' : 'page'}
      className={`relative isolate flex items-end overflow-hidden bg-ink-900 text-white ${height}`}
    >
      <picture>
        {mobile && <source media={phoneQuery} type="image/avif" srcSet={mobile.avif} sizes={PHONE_SIZES} />}
        {mobile && phoneInline && (
          <source
            media={INLINE_PHONE_QUERY}
            type="image/avif"
            srcSet={`${phoneInline} ${mobile.phone.width}w`}
            sizes={PHONE_SIZES}
            {...{ [INLINE_IMAGE_ATTR]: mobile.phone.avif }}
          />
        )}
        {mobile && <source media={queries.phone} type="image/webp" srcSet={mobile.webp} sizes={PHONE_SIZES} />}
        <source type="image/avif" srcSet={desktop.avif} sizes={sizes} />
        <source type="image/webp" srcSet={desktop.webp} sizes={sizes} />
        <img
          src={desktop.jpeg}
          width={desktop.width}
          height={desktop.height}
          alt=""
          fetchPriority="high"
          loading="eager"
          decoding="async"
          className="absolute inset-0 -z-20 h-full w-full object-cover"
          style={desktop.style}
        />
      </picture>
      <div aria-hidden="true" className="hero-scrim absolute inset-0 -z-10" />
      <div className={`container-site relative w-full ${isHome ? 'pb-24 pt-32 md:pb-32' : 'pb-12 pt-28 md:pb-14'}`}>
        {above}
        {subtitle && <p className="eyebrow !text-brass-200">{subtitle}</p>}
        <h1
          id="hero-title"
          className={`mt-3 max-w-4xl text-balance font-medium leading-[1.05] ${
            isHome ? 'text-[2.6rem] sm:text-6xl lg:text-7xl' : 'text-4xl sm:text-5xl lg:text-[3.5rem]'
          }`}
        >
          <HeroTitle title={title} />
        </h1>
        {description && (
          <p className={`mt-5 max-w-2xl text-pretty text-white/90 ${isHome ? 'text-lg sm:text-xl' : 'text-base sm:text-lg'}`}>
            {description}
          </p>
        )}
        {children}
        {showButtons && <HeroButtons heroKey={heroKey} home={isHome} />}
      </div>
      {isHome && (
        <a
          href="#content"
          className="absolute bottom-6 left-1/2 flex -translate-x-1/2 flex-col items-center gap-1 text-xs font-medium uppercase tracking-[0.25em] text-white/80 hover:text-white"
        >
          Scroll
          <Icon name="ChevronDown" aria-hidden="true" className="h-5 w-5 motion-safe:animate-bounce" />
        </a>
      )}
    </section>
  );
}
