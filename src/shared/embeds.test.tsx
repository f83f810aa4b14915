// The embed parser is the only path from stored (admin-entered) text to an iframe, so it gets examples
// and a property: whatever string goes in, the iframe points at an allowlisted host or does not exist.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { EMBED_HOSTS, embedFor, matterportShowUrl, parseMatterportId, parseYouTubeId } from './embeds';
import { EmbedFrame } from '#app/components/media/embed-frame';

describe('parseYouTubeId', () => {
  it.each([
    ['aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['  ScMzIvxBSi4 ', 'ScMzIvxBSi4'],
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=30s', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ?si=abc', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1', 'aqz-KE-bpKQ'],
    ['https://m.youtube.com/shorts/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['<iframe width="560" src="https://www.youtube.com/embed/aqz-KE-bpKQ" allowfullscreen></iframe>', 'aqz-KE-bpKQ'],
  ])('reads %s', (input, id) => {
    expect(parseYouTubeId(input)).toBe(id);
  });

  it.each([
    '',
    'short',
    'aqz-KE-bpKQx',
    'aqz KE bpKQ',
    'https://evil.example/watch?v=aqz-KE-bpKQ',
    'https://www.youtube.com.evil.example/embed/aqz-KE-bpKQ',
    'javascript:alert(1)//aqz-KE-bpKQ',
    'https://www.youtube.com/watch?v=aqz-KE-bpK"',
    '<iframe src="https://evil.example/embed/aqz-KE-bpKQ"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  ])('rejects %s', (input) => {
    expect(parseYouTubeId(input)).toBeNull();
  });

  it('ignores non-strings', () => {
    expect(parseYouTubeId(undefined)).toBeNull();
    expect(parseYouTubeId(42)).toBeNull();
  });
});

describe('parseMatterportId', () => {
  it.each([
    ['https://my.matterport.com/show/?m=SxQL3iGyoDo', 'SxQL3iGyoDo'],
    ['https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1&qs=1', 'SxQL3iGyoDo'],
    ['SxQL3iGyoDo', 'SxQL3iGyoDo'],
    [
      '<iframe width="853" height="480" src="https://my.matterport.com/show/?m=SxQL3iGyoDo&amp;play=1" frameborder="0" allowfullscreen allow="xr-spatial-tracking"></iframe>',
      'SxQL3iGyoDo',
    ],
    ["<iframe src='https://my.matterport.com/show/?m=SxQL3iGyoDo' onload='alert(1)'></iframe>", 'SxQL3iGyoDo'],
  ])('reads %s', (input, id) => {
    expect(parseMatterportId(input)).toBe(id);
  });

  it.each([
    'https://evil.example/show/?m=SxQL3iGyoDo',
    'https://my.matterport.com.evil.example/show/?m=SxQL3iGyoDo',
    'https://my.matterport.com/show/?m=Sx"><script>',
    '<iframe srcdoc="<p>hi</p>"></iframe>',
    '<script src="https://my.matterport.com/show/?m=SxQL3iGyoDo"></script>',
    'data:text/html,<iframe src=https://my.matterport.com/show/?m=SxQL3iGyoDo>',
  ])('rejects %s', (input) => {
    expect(parseMatterportId(input)).toBeNull();
  });
});

describe('Matterport options', () => {
  it('keeps the documented options an owner sets (mls=1 for MLS boards), in the stored address and the iframe', () => {
    const pasted =
      '<iframe src="https://my.matterport.com/show/?m=SxQL3iGyoDo&amp;mls=1&amp;brand=0&amp;help=0&amp;lang=fr" allowfullscreen></iframe>';
    expect(matterportShowUrl(pasted)).toBe('https://my.matterport.com/show/?m=SxQL3iGyoDo&mls=1&brand=0&help=0&lang=fr');
    const src = embedFor({ type: 'embed', src: matterportShowUrl(pasted)! })!.src;
    expect(Object.fromEntries(new URL(src).searchParams)).toEqual({
      m: 'SxQL3iGyoDo',
      mls: '1',
      brand: '0',
      help: '0',
      lang: 'fr',
      play: '1',
      qs: '1',
    });
    // The owner's own play and qs win over the defaults.
    expect(
      new URL(embedFor({ type: 'embed', src: 'https://my.matterport.com/show/?m=SxQL3iGyoDo&qs=0' })!.src).searchParams.get('qs'),
    ).toBe('0');
  });

  it('drops anything else: unknown keys, values that are not short plain tokens, a second m', () => {
    expect(
      matterportShowUrl(
        'https://my.matterport.com/show/?m=SxQL3iGyoDo&m=AAAAAAAAAAA&mls=1%22%3E&utm_source=x&onload=alert(1)&ts=30&ts=99&brand=javascript:x',
      ),
    ).toBe('https://my.matterport.com/show/?m=SxQL3iGyoDo&ts=30');
    expect(matterportShowUrl('https://evil.example/show/?m=SxQL3iGyoDo&mls=1')).toBeNull();
  });
});

describe('embedFor', () => {
  it('builds a youtube-nocookie autoplay URL for a video', () => {
    const embed = embedFor({ type: 'video', src: 'https://youtu.be/aqz-KE-bpKQ', title: 'Tour' });
    expect(embed?.src).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0&modestbranding=1&playsinline=1&autoplay=1');
  });

  it('rebuilds a Matterport frame from stored iframe code', () => {
    const embed = embedFor({ type: 'embed', src: '<iframe src="https://my.matterport.com/show/?m=SxQL3iGyoDo" onload="x()"></iframe>' });
    expect(embed?.src).toBe('https://my.matterport.com/show/?m=SxQL3iGyoDo&play=1&qs=1');
  });

  it('has no embed for images or unknown types', () => {
    expect(embedFor({ type: 'image', src: 'leslieville-kitchen' })).toBeNull();
    expect(embedFor({ type: 'html', src: '<iframe src="https://my.matterport.com/show/?m=SxQL3iGyoDo">' })).toBeNull();
  });
});

/** The attributes EmbedFrame may render, and nothing else (no srcdoc, no on* handlers, no sandbox escapes). */
const ALLOWED_ATTRIBUTES = new Set(['src', 'title', 'allow', 'allowfullscreen', 'referrerpolicy', 'class', 'data-embed']);

function iframeAttributes(html: string): Map<string, string> {
  const open = /^<iframe\b([^>]*)>/.exec(html);
  expect(open).not.toBeNull();
  const attrs = new Map<string, string>();
  for (const m of open![1]!.matchAll(/\s([a-zA-Z-]+)(?:="([^"]*)")?/g)) attrs.set(m[1]!.toLowerCase(), m[2] ?? '');
  return attrs;
}

// Strings that look like the attacks we care about, mixed with arbitrary unicode.
const hostileFragment = fc.constantFrom(
  '<iframe src="',
  '" onload="alert(1)" ',
  ' srcdoc="<script>alert(1)</script>" ',
  'https://my.matterport.com/show/?m=',
  'https://www.youtube.com/embed/',
  'https://youtu.be/',
  'https://evil.example/',
  'javascript:',
  'data:text/html,',
  '&amp;',
  '"><script>',
  "'",
  'SxQL3iGyoDo',
  'aqz-KE-bpKQ',
  '></iframe>',
);
const hostileString = fc
  .array(fc.oneof(hostileFragment, fc.string(), fc.string({ unit: 'grapheme' })), { maxLength: 8 })
  .map((parts) => parts.join(''));

describe('property: any stored string yields an allowlisted iframe or none', () => {
  it.each(['video', 'embed'] as const)('type %s', (type) => {
    fc.assert(
      fc.property(hostileString, fc.string(), (src, title) => {
        const embed = embedFor({ type, src, title });
        if (!embed) return;
        const url = new URL(embed.src);
        expect(url.protocol).toBe('https:');
        expect(EMBED_HOSTS).toContain(url.hostname);
        expect(embed.src).not.toMatch(/["'<>\s]/);

        const html = renderToStaticMarkup(<EmbedFrame embed={embed} />);
        const attrs = iframeAttributes(html);
        for (const name of attrs.keys()) {
          expect(ALLOWED_ATTRIBUTES.has(name), `unexpected attribute ${name}`).toBe(true);
          expect(name.startsWith('on')).toBe(false);
        }
        expect(attrs.has('srcdoc')).toBe(false);
        expect(new URL(attrs.get('src')!.replace(/&amp;/g, '&')).hostname).toBe(url.hostname);
      }),
      { numRuns: 2000 },
    );
  });

  it('never returns an id that fails the strict patterns', () => {
    fc.assert(
      fc.property(hostileString, (s) => {
        const yt = parseYouTubeId(s);
        if (yt !== null) expect(yt).toMatch(/^[A-Za-z0-9_-]{11}$/);
        const mp = parseMatterportId(s);
        if (mp !== null) expect(mp).toMatch(/^[A-Za-z0-9]{11}$/);
      }),
      { numRuns: 2000 },
    );
  });
});
