// Turns stored video ids, URLs and pasted embed code into iframe addresses we build ourselves.
// Stored embed HTML comes from the admin form, so it is never inserted: we only ever extract an id from it,
// check it against a strict pattern, and put it into a URL on one of two allowlisted hosts.

export const YOUTUBE_EMBED_HOST = 'www.youtube-nocookie.com';
export const MATTERPORT_HOST = 'my.matterport.com';
/** The only hosts an iframe on this site may point at (mirrors the CSP frame-src). */
export const EMBED_HOSTS = [YOUTUBE_EMBED_HOST, MATTERPORT_HOST] as const;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const MATTERPORT_ID = /^[A-Za-z0-9]{11}$/;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const MATTERPORT_HOSTS = new Set(['my.matterport.com', 'matterport.com', 'www.matterport.com']);

/** The src="…" of the first iframe in pasted embed code; otherwise the trimmed input itself. */
function addressOf(input: string): string {
  const trimmed = input.trim();
  if (!trimmed.startsWith('<')) return trimmed;
  const match = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(trimmed);
  const raw = match ? (match[1] ?? match[2] ?? match[3] ?? '') : '';
  return raw.replace(/&amp;/g, '&').trim();
}

function parseUrl(address: string): URL | null {
  const withScheme = address.startsWith('//') ? `https:${address}` : address;
  if (!/^https?:\/\//i.test(withScheme)) return null;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

/** An 11-character YouTube id from an id, a watch/short/embed URL or iframe code; null when there is none. */
export function parseYouTubeId(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const address = addressOf(input);
  if (YOUTUBE_ID.test(address)) return address;
  const url = parseUrl(address);
  if (!url || !YOUTUBE_HOSTS.has(url.hostname.toLowerCase())) return null;
  let candidate: string | null = null;
  if (url.hostname.toLowerCase() === 'youtu.be') {
    candidate = url.pathname.split('/')[1] ?? null;
  } else if (url.pathname === '/watch') {
    candidate = url.searchParams.get('v');
  } else {
    const m = /^\/(?:embed|shorts|live|v)\/([^/?#]+)/.exec(url.pathname);
    candidate = m ? m[1]! : null;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** A Matterport model id from a bare id, a my.matterport.com/show/?m=… URL or iframe code; null when there is none. */
export function parseMatterportId(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const address = addressOf(input);
  if (MATTERPORT_ID.test(address)) return address;
  const url = parseUrl(address);
  if (!url || !MATTERPORT_HOSTS.has(url.hostname.toLowerCase())) return null;
  const candidate = url.searchParams.get('m') ?? /^\/models\/([^/?#]+)/.exec(url.pathname)?.[1] ?? null;
  return candidate && MATTERPORT_ID.test(candidate) ? candidate : null;
}

export function youTubeEmbedUrl(id: string, autoplay = true): string {
  const params = new URLSearchParams({ rel: '0', modestbranding: '1', playsinline: '1' });
  if (autoplay) params.set('autoplay', '1');
  return `https://${YOUTUBE_EMBED_HOST}/embed/${id}?${params.toString()}`;
}

export function matterportEmbedUrl(id: string, autoplay = true): string {
  const params = new URLSearchParams({ m: id });
  if (autoplay) params.set('play', '1');
  params.set('qs', '1');
  return `https://${MATTERPORT_HOST}/show/?${params.toString()}`;
}

export type EmbedKind = 'youtube' | 'matterport';

export interface Embed {
  kind: EmbedKind;
  id: string;
  /** Always https on one of EMBED_HOSTS. */
  src: string;
  title: string;
  allow: string;
}

/**
 * The iframe to show for an item, or null when its source cannot be reduced to an allowlisted embed.
 * `video` items hold a YouTube id (or URL); `embed` items hold a Matterport URL or iframe code.
 */
export function embedFor(item: { type: string; src: string; title?: string }, autoplay = true): Embed | null {
  if (item.type === 'video') {
    const id = parseYouTubeId(item.src);
    return id
      ? {
          kind: 'youtube',
          id,
          src: youTubeEmbedUrl(id, autoplay),
          title: item.title ? `${item.title} (video)` : 'Video',
          allow: 'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen',
        }
      : null;
  }
  if (item.type === 'embed') {
    const id = parseMatterportId(item.src);
    return id
      ? {
          kind: 'matterport',
          id,
          src: matterportEmbedUrl(id, autoplay),
          title: item.title ? `${item.title} (3D tour)` : '3D tour',
          allow: 'autoplay; fullscreen; xr-spatial-tracking',
        }
      : null;
  }
  return null;
}
