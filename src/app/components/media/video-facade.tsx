// Click-to-load video: our own poster and a play button; the youtube-nocookie iframe is created only
// after the click, so the page makes no third-party request until someone asks for the video.
import { Icon } from '#app/components/ui/icon';
import { useEffect, useRef, useState } from 'react';
import { embedFor } from '#shared/embeds';
import { EmbedFrame } from './embed-frame';
import { ItemImage, type ImageRef } from './item-image';

interface VideoFacadeProps {
  /** YouTube id (or URL); validated before any iframe is built. */
  videoId: string;
  title: string;
  poster: ImageRef;
  /** Visible caption under the play button, e.g. "Watch the 2-minute tour". */
  caption?: string;
}

export function VideoFacade({ videoId, title, poster, caption }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  // The play button is replaced by the player: keep keyboard focus on the player instead of losing it.
  useEffect(() => {
    if (playing) box.current?.querySelector('iframe')?.focus();
  }, [playing]);
  const embed = embedFor({ type: 'video', src: videoId, title });

  return (
    <div
      ref={box}
      className="relative aspect-video w-full overflow-hidden rounded-[var(--radius-card)] bg-ink-900 shadow-[var(--shadow-card)]"
      data-video-facade
    >
      {playing && embed ? (
        <EmbedFrame embed={embed} />
      ) : (
        <>
          <ItemImage
            image={poster}
            alt=""
            sizes="(min-width: 1280px) 1200px, 100vw"
            className="block h-full w-full"
            imgClassName="h-full w-full object-cover"
          />
          <div aria-hidden="true" className="absolute inset-0 bg-gradient-to-t from-ink-900/75 via-ink-900/20 to-ink-900/10" />
          {embed ? (
            <button
              type="button"
              onClick={() => setPlaying(true)}
              aria-label={`Play video: ${title}`}
              className="group absolute inset-0 flex flex-col items-center justify-center gap-4 text-white focus-visible:outline-none"
            >
              <span className="flex h-20 w-20 items-center justify-center rounded-full bg-white/95 text-ink shadow-2xl ring-8 ring-white/20 transition-transform duration-300 group-hover:scale-105 group-focus-visible:ring-brass sm:h-24 sm:w-24">
                <Icon name="Play" aria-hidden="true" className="ml-1 h-8 w-8 fill-current sm:h-9 sm:w-9" />
              </span>
              {caption && <span className="text-sm font-semibold tracking-wide text-white/90 sm:text-base">{caption}</span>}
            </button>
          ) : (
            <p className="absolute inset-0 flex items-center justify-center p-6 text-center text-white/80">
              This video is not available right now.
            </p>
          )}
        </>
      )}
    </div>
  );
}
