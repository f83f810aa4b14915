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

/**
 * Matterport's documented URL options an owner may set on a tour (mls=1 for the unbranded tour MLS boards require,
 * brand=0, help=0, qs=1, lang=fr, …): kept with the tour when their value is a short plain token, so nothing else
 * can ride along into the iframe's address.
 */
const MATTERPORT_OPTIONS = new Set([
  'brand',
  'dh',
  'f',
  'fp',
  'gt',
  'guides',
  'help',
  'hl',
  'hr',
  'kb',
  'lang',
  'log',
  'lp',
  'mf',
  'mls',
  'mt',
  'nozoom',
  'nt',
  'pin',
  'play',
  'portal',
  'qs',
  'search',
  'sr',
  'ss',
  'st',
  'title',
  'tourcta',
  'ts',
  'vr',
  'wh',
  'wts',
]);
const OPTION_VALUE = /^[A-Za-z0-9._-]{1,16}$/;

export interface MatterportTour {
  id: string;
  /** The tour's allowed options, in the order given. */
  options: [string, string][];
}

/** A Matterport tour from a bare id, a my.matterport.com/show/?m=… URL or iframe code, with its options; null when
 * there is no model id. */
export function parseMatterport(input: unknown): MatterportTour | null {
  if (typeof input !== 'string') return null;
  const address = addressOf(input);
  if (MATTERPORT_ID.test(address)) return { id: address, options: [] };
  const url = parseUrl(address);
  if (!url || !MATTERPORT_HOSTS.has(url.hostname.toLowerCase())) return null;
  const candidate = url.searchParams.get('m') ?? /^\/models\/([^/?#]+)/.exec(url.pathname)?.[1] ?? null;
  if (!candidate || !MATTERPORT_ID.test(candidate)) return null;
  const options: [string, string][] = [];
  for (const [key, value] of url.searchParams) {
    if (MATTERPORT_OPTIONS.has(key) && OPTION_VALUE.test(value) && !options.some(([k]) => k === key)) options.push([key, value]);
  }
  return { id: candidate, options };
}

/** A Matterport model id from a bare id, a URL or iframe code; null when there is none. */
export function parseMatterportId(input: unknown): string | null {
  return parseMatterport(input)?.id ?? null;
}

/** The address a tour is stored under, from whatever the owner pasted: its id and options on my.matterport.com, or
 * null when it holds no tour. */
export function matterportShowUrl(input: unknown): string | null {
  const tour = parseMatterport(input);
  if (!tour) return null;
  const params = new URLSearchParams([['m', tour.id], ...tour.options]);
  return `https://${MATTERPORT_HOST}/show/?${params.toString()}`;
}

export function youTubeEmbedUrl(id: string, autoplay = true): string {
  const params = new URLSearchParams({ rel: '0', modestbranding: '1', playsinline: '1' });
  if (autoplay) params.set('autoplay', '1');
  return `https://${YOUTUBE_EMBED_HOST}/embed/${id}?${params.toString()}`;
}

/** The iframe's address: the owner's options, then play=1 (the visitor clicked to load it) and qs=1 unless set. */
export function matterportEmbedUrl(tour: MatterportTour, autoplay = true): string {
  const params = new URLSearchParams([['m', tour.id], ...tour.options]);
  if (autoplay && !params.has('play')) params.set('play', '1');
  if (!params.has('qs')) params.set('qs', '1');
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
    const tour = parseMatterport(item.src);
    return tour
      ? {
          kind: 'matterport',
          id: tour.id,
          src: matterportEmbedUrl(tour, autoplay),
          title: item.title ? `${item.title} (3D tour)` : '3D tour',
          allow: 'autoplay; fullscreen; xr-spatial-tracking',
        }
      : null;
  }
  return null;
}
