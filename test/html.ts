// Small readers for server-rendered HTML in tests.
export function metaContent(html: string, key: string): string | undefined {
  const re = new RegExp(`<meta[^>]+(?:name|property)="${key.replace(/[.:]/g, '\\$&')}"[^>]*content="([^"]*)"`, 'i');
  return html.match(re)?.[1];
}

export function canonicalHref(html: string): string | undefined {
  return html.match(/<link[^>]+rel="canonical"[^>]*href="([^"]*)"/i)?.[1];
}

export function titleOf(html: string): string | undefined {
  return html.match(/<title>([^<]*)<\/title>/i)?.[1];
}

export function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** Every <script> tag's opening attributes. */
export function scriptTags(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
}

export function hrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}
