// Small readers for server-rendered HTML in tests.
import { ACCENT_FACE_HREF, STYLE_HREF } from '#app/lib/app-env';

/** The text of the <style> resource with this key in a page's head, or undefined if the head has none. */
function headStyle(html: string, href: string): string | undefined {
  const head = html.split('</head>')[0] ?? '';
  return new RegExp(`<style [^>]*data-href="${href}"[^>]*>([\\s\\S]*?)</style>`).exec(head)?.[1];
}

/** The text of the stylesheet the server writes into a page's head (production), or undefined if the head has none. */
export const inlineStylesheet = (html: string) => headStyle(html, STYLE_HREF);

/** The accent italic's face with the font inside it (production, pages whose hero has an accent word). */
export const inlineAccentFace = (html: string) => headStyle(html, ACCENT_FACE_HREF);

export function metaContent(html: string, key: string): string | undefined {
  const re = new RegExp(`<meta[^>]+(?:name|property)="${key.replace(/[.:]/g, '\\$&')}"[^>]*content="([^"]*)"`, 'i');
  const value = html.match(re)?.[1];
  return value === undefined ? undefined : decode(value);
}

export function canonicalHref(html: string): string | undefined {
  return html.match(/<link[^>]+rel="canonical"[^>]*href="([^"]*)"/i)?.[1];
}

export function titleOf(html: string): string | undefined {
  const title = html.match(/<title>([^<]*)<\/title>/i)?.[1];
  return title === undefined ? undefined : decode(title);
}

export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** The JSON-LD block of this @type, or undefined. */
export function jsonLdOf(html: string, type: string): Record<string, any> | undefined {
  return jsonLd(html).find((d) => d['@type'] === type);
}

/** Every <script> tag's opening attributes. */
export function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
}

export function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

/** Text as React writes it back: entities decoded, the empty comments between text nodes dropped. */
export function decode(s: string): string {
  return s
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Visible text of an HTML fragment: tags removed, entities decoded, white space folded. */
export function textOf(fragment: string): string {
  return decode(fragment.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

export interface Anchor {
  href: string;
  /** The visible label: screen-reader-only context is not part of it. */
  text: string;
  attrs: string;
}

/** Every <a> of a fragment, with its href and visible text. */
export function anchors(fragment: string): Anchor[] {
  return [...fragment.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    attrs: m[1]!,
    href: decode(/\bhref="([^"]*)"/.exec(m[1]!)?.[1] ?? ''),
    text: textOf(m[2]!.replace(/<span class="sr-only">[\s\S]*?<\/span>/g, '')),
  }));
}

/** The href of the link with exactly this text, or undefined. */
export function linkTo(fragment: string, text: string): string | undefined {
  return anchors(fragment).find((a) => a.text === text)?.href;
}

/** The hrefs of the links with exactly this text, in order. */
export function linksNamed(fragment: string, text: string): string[] {
  return anchors(fragment)
    .filter((a) => a.text === text)
    .map((a) => a.href);
}

/** How often a string or pattern occurs. */
export function count(haystack: string, needle: string | RegExp): number {
  return typeof needle === 'string' ? haystack.split(needle).length - 1 : [...haystack.matchAll(needle)].length;
}

/** The page's <main>, without the navbar and footer. */
export function mainOf(html: string): string {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

/** The <section> that holds the marker (`id="packages"`, `aria-labelledby="cta-title"`), nested sections included. */
export function sectionOf(html: string, marker: string): string {
  const at = html.indexOf(marker);
  if (at < 0) throw new Error(`No ${marker} in the page`);
  const open = html.lastIndexOf('<section', at);
  const tags = /<(\/?)section\b/g;
  tags.lastIndex = open;
  let depth = 0;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(open, m.index);
  }
  return html.slice(open);
}

/** The texts of the elements that carry a data attribute (`data-step`), in order. */
export function itemsMarked(fragment: string, attr: string): string[] {
  return fragment
    .split(attr)
    .slice(1)
    .map((chunk) => chunk.slice(chunk.indexOf('>') + 1));
}

/** Every <img> tag. */
export function imgTags(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
}
