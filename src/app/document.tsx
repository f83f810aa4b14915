// The HTML document: head tags from the page's SEO, site chrome around the page, and the boot payload.
import { useEffect, useState, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { useLocation } from 'react-router';
import interFont from './styles/fonts/inter-text-400-700.woff2?url';
import frauncesFont from './styles/fonts/fraunces-text-400-700.woff2?url';
import { BOOT_ELEMENT_ID, MODULES_ELEMENT_ID, STYLE_HREF, useAppEnv } from './lib/app-env';
import { pageImagesJson } from '#image-entries';
import { IMAGES_ELEMENT_ID } from './lib/images/element-id';
import { pageIconsMarkup } from '#icon-symbols';
import { ICONS_ELEMENT_ID } from './components/ui/icons/symbol-id';
import { buildHead, safeJson, type PageSeo } from './lib/seo';
import { replayEarlyTap } from './lib/early-tap';

export const THEME_COLOR = '#1f2937';

export function Document({ seo, children }: { seo: PageSeo; children: ReactNode }) {
  const { env, bootJson, modulesJson, inlineCss } = useAppEnv();
  const { pathname } = useLocation();
  const head = buildHead(seo, { publicUrl: env.publicUrl, pathname });
  const [loaded, setLoaded] = useState(false);

  // body class is "loading" at start and "loaded" after 100 ms. A button tapped before hydration is tapped again now.
  useEffect(() => {
    replayEarlyTap();
    const timer = window.setTimeout(() => setLoaded(true), 100);
    return () => window.clearTimeout(timer);
  }, []);

  preload(interFont, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  preload(frauncesFont, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });

  return (
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <title>{head.title}</title>
        {head.meta.map((m) => (
          <meta key={`${m.name ?? m.property}`} name={m.name} property={m.property} content={m.content} />
        ))}
        <meta name="theme-color" content={THEME_COLOR} />
        {head.links.map((l) => (
          <link key={`${l.rel}:${l.href}`} rel={l.rel} href={l.href} type={l.type} title={l.title} />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
        {/* The site's stylesheet as a React style resource, emitted right after the font and hero-image preloads.
            Production: inline, so a page can paint without a second request (its hash is in the CSP). Development: a
            link. Its precedence, "site", is the first React meets, so a page's own stylesheet (the admin's, precedence
            "admin") comes after it and wins where both set a property. */}
        {inlineCss !== undefined ? (
          <style href={STYLE_HREF} precedence="site">
            {inlineCss}
          </style>
        ) : (
          env.assets.styles.map((href) => <link key={href} rel="stylesheet" href={href} precedence="site" />)
        )}
        {head.jsonLd.map((data, i) => (
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: safeJson(data) }} />
        ))}
      </head>
      <body className={loaded ? 'loaded' : 'loading'}>
        {children}
        <script id={BOOT_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: bootJson }} />
        <PageImages />
        <PageIcons />
        {modulesJson && <script id={MODULES_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: modulesJson }} />}
      </body>
    </html>
  );
}

/** The sprite symbols of the icons the page draws, for every <use href="#icon-…"> above it. After the content, like
 * the image rows, and not display:none (a symbol inside an undisplayed <svg> can lose its paint in some browsers). */
function PageIcons() {
  return (
    <svg
      id={ICONS_ELEMENT_ID}
      aria-hidden="true"
      width="0"
      height="0"
      className="absolute overflow-hidden"
      dangerouslySetInnerHTML={{ __html: pageIconsMarkup() }}
    />
  );
}

/** The rows of the images the page draws. A component of its own, so that it renders after the page's content (the
 * document's function runs before React descends into its children), by when every image has been looked up. */
function PageImages() {
  return <script id={IMAGES_ELEMENT_ID} type="application/json" dangerouslySetInnerHTML={{ __html: pageImagesJson() }} />;
}
