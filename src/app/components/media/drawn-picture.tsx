// The card of an item that has no picture of its own (a 3D tour or video saved without a thumbnail, an image whose
// name is not in the catalogue): drawn in the brand's line style, slate and brass, never another property's photo.
// A 3D tour is the tour's wireframe of a room, a video a strip of film, an image an empty frame.
import type { MediaType } from '#shared/portfolio-item';

const LINES: Record<MediaType, string> = {
  // A room in two-point perspective: floor, back corner, ceiling, and the scan's grid on the floor.
  embed: 'M40 70 L100 50 L160 70 L100 90 Z M40 70 V30 L100 12 L160 30 V70 M100 12 V50 M70 60 L130 80 M70 80 L130 60',
  // A strip of film, its sprocket holes above and below (the card puts its own play mark in the middle).
  video:
    'M36 20 H164 V80 H36 Z M36 32 H164 M36 68 H164 M46 25 h6 v4 h-6 Z M46 71 h6 v4 h-6 Z M62 25 h6 v4 h-6 Z M62 71 h6 v4 h-6 Z M78 25 h6 v4 h-6 Z M78 71 h6 v4 h-6 Z M94 25 h6 v4 h-6 Z M94 71 h6 v4 h-6 Z M110 25 h6 v4 h-6 Z M110 71 h6 v4 h-6 Z M126 25 h6 v4 h-6 Z M126 71 h6 v4 h-6 Z M142 25 h6 v4 h-6 Z M142 71 h6 v4 h-6 Z M158 25 h6 v4 h-6 Z M158 71 h6 v4 h-6 Z',
  image: 'M44 20 H156 V80 H44 Z M44 68 L82 44 L108 62 L124 52 L156 72 M128 36 a6 6 0 1 0 0.1 0',
};

export function DrawnPicture({ kind, alt, className = '' }: { kind: MediaType; alt: string; className?: string }) {
  return (
    <div role="img" aria-label={alt} data-drawn-picture={kind} className={`relative bg-ink-900 ${className}`}>
      <svg viewBox="0 0 200 100" preserveAspectRatio="xMidYMid meet" aria-hidden="true" className="absolute inset-[12%] h-[76%] w-[76%]">
        <path d={LINES[kind]} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinejoin="round" className="text-brass" />
      </svg>
    </div>
  );
}
