// Setting an image's focal point: click the picture, or move the two sliders, and see the crops it gives. Shared by
// uploads and the site's built-in photographs in the media library.
import type { MouseEvent } from 'react';
import { Crosshair } from 'lucide-react';
import type { UploadedImage } from '#shared/portfolio-item';
import { Picture } from '../ui/picture';
import { Field } from './field';

export type Focal = { x: number; y: number };

const CROPS = [
  ['16 / 10', 'Card'],
  ['1 / 1', 'Square'],
  ['4 / 5', 'Portrait'],
] as const;

export function FocalPicker({ image, focal, onChange }: { image: UploadedImage; focal: Focal; onChange: (focal: Focal) => void }) {
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const at = (v: number) => Math.round(Math.max(0, Math.min(100, v)));
    onChange({ x: at(((event.clientX - box.left) / box.width) * 100), y: at(((event.clientY - box.top) / box.height) * 100) });
  };
  const shown = { ...image, focal };

  return (
    <div>
      <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-ink-900">
        <Crosshair size={16} aria-hidden="true" />
        Focal point
      </h3>
      <button
        type="button"
        onClick={pick}
        className="relative block w-full cursor-crosshair overflow-hidden rounded-[var(--radius-card)]"
        aria-label="Set the focal point where you click (or use the sliders below)"
      >
        <Picture
          src={image.url}
          image={{ ...image, focal: undefined }}
          alt=""
          sizes="(min-width: 768px) 520px, 100vw"
          imgClassName="block h-auto w-full"
        />
        <span
          aria-hidden="true"
          className="absolute h-8 w-8 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_2px_rgb(17_24_39_/_0.7)]"
          style={{ left: `${focal.x}%`, top: `${focal.y}%` }}
        />
      </button>
      <div className="mt-3 grid grid-cols-2 gap-3">
        {(['x', 'y'] as const).map((axis) => (
          <Field key={axis} name={`focal-${axis}`} label={axis === 'x' ? `Across: ${focal.x}%` : `Down: ${focal.y}%`}>
            {(control) => (
              <input
                {...control}
                type="range"
                min={0}
                max={100}
                value={focal[axis]}
                onChange={(e) => onChange({ ...focal, [axis]: Number(e.target.value) })}
                className="h-11 w-full accent-ink-900"
              />
            )}
          </Field>
        ))}
      </div>
      <p className="mt-2 text-xs text-ink-500">Every crop of this image on the site keeps this point in view.</p>
      <ul className="mt-3 grid grid-cols-3 gap-2" aria-label="Crops with this focal point">
        {CROPS.map(([ratio, name]) => (
          <li key={name} className="text-center text-xs text-ink-500">
            <div className="overflow-hidden rounded-[var(--radius-card)]" style={{ aspectRatio: ratio }}>
              <Picture
                src={image.url}
                image={shown}
                alt=""
                sizes="120px"
                className="block h-full w-full"
                imgClassName="h-full w-full object-cover"
              />
            </div>
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}
