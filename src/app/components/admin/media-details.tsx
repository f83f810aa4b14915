// One uploaded image in detail: set its focal point (click the picture, or the two sliders) and see the crops it
// gives, set its alt text, see where it is used, and delete it when nothing uses it (its files and sizes go too).
import { useState, type MouseEvent } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Crosshair, Trash2, X } from 'lucide-react';
import type { MediaEntry, MediaPatch } from '#shared/api';
import { byCollection } from '#shared/catalog';
import { Picture } from '../ui/picture';
import { ConfirmDialog } from './confirm-dialog';
import { Field, itemField } from './field';
import { formatBytes } from './upload-queue';
import { dangerButton, fieldInput, iconButton, panel } from './styles';

export interface MediaDetailsProps {
  entry: MediaEntry;
  onClose: () => void;
  onSave: (patch: MediaPatch) => void;
  saving: boolean;
  onDelete: () => void;
}

const CROPS = [
  ['16 / 10', 'Card'],
  ['1 / 1', 'Square'],
  ['4 / 5', 'Portrait'],
] as const;

export function MediaDetails({ entry, onClose, onSave, saving, onDelete }: MediaDetailsProps) {
  const [alt, setAlt] = useState(entry.alt);
  const [focal, setFocal] = useState(entry.focal ?? { x: 50, y: 50 });
  const [confirming, setConfirming] = useState(false);
  const altSpec = itemField('alt');
  const inUse = entry.usedBy.length > 0;
  const image = { ...entry, focal };

  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const at = (v: number) => Math.round(Math.max(0, Math.min(100, v)));
    setFocal({ x: at(((event.clientX - box.left) / box.width) * 100), y: at(((event.clientY - box.top) / box.height) * 100) });
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[90] bg-ink-900/50" />
        <Dialog.Content
          className={`${panel} fixed inset-x-2 bottom-2 top-6 z-[95] overflow-y-auto sm:inset-x-auto sm:bottom-auto sm:left-1/2 sm:top-1/2 sm:max-h-[90vh] sm:w-[min(60rem,calc(100%-4rem))] sm:-translate-x-1/2 sm:-translate-y-1/2`}
        >
          <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-line bg-white px-5 py-3">
            <Dialog.Title className="min-w-0 truncate font-display text-xl font-semibold text-ink-900">{entry.originalName}</Dialog.Title>
            <Dialog.Close className={iconButton} aria-label="Close">
              <X size={18} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="px-5 pt-3 text-sm text-ink-600">
            {entry.width} × {entry.height} px · {formatBytes(entry.bytes)} · sizes {entry.variants.map((v) => v.width).join(', ') || 'none'}{' '}
            px · uploaded {new Date(entry.uploadedAt).toLocaleDateString('en-CA')}
          </Dialog.Description>

          <div className="grid gap-6 p-5 md:grid-cols-2">
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
                  src={entry.url}
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
                        onChange={(e) => setFocal((f) => ({ ...f, [axis]: Number(e.target.value) }))}
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
                        src={entry.url}
                        image={image}
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

            <div className="space-y-5">
              <Field name="alt" label={altSpec.label} hint="Used when an item showing this image has no alt text of its own.">
                {(control) => (
                  <textarea
                    {...control}
                    className={`${fieldInput} min-h-24`}
                    maxLength={altSpec.maxLength}
                    placeholder={altSpec.placeholder}
                    value={alt}
                    onChange={(e) => setAlt(e.target.value)}
                  />
                )}
              </Field>
              <button type="button" className="btn-primary w-full" disabled={saving} onClick={() => onSave({ alt, focal })}>
                {saving ? 'Saving...' : 'Save details'}
              </button>

              <div>
                <h3 className="text-sm font-semibold text-ink-900">Where it is used</h3>
                {inUse ? (
                  <ul className="mt-2 space-y-1 text-sm text-ink-700">
                    {entry.usedBy.map((u) => (
                      <li key={`${u.collection}-${u.itemId}-${u.field}`}>
                        {u.title}{' '}
                        <span className="text-ink-500">
                          ({byCollection(u.collection)?.label}, as {u.field === 'src' ? 'the image' : 'the thumbnail'})
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="mt-2 text-sm text-ink-600">No item uses this image.</p>
                )}
              </div>

              <div className="border-t border-line pt-5">
                <button type="button" className={`${dangerButton} w-full`} disabled={inUse} onClick={() => setConfirming(true)}>
                  <Trash2 size={16} aria-hidden="true" />
                  Delete image
                </button>
                {inUse && (
                  <p className="mt-2 text-xs text-ink-500">An image in use cannot be deleted: remove it from the items above first.</p>
                )}
              </div>
            </div>
          </div>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Delete this image?"
            confirmLabel="Delete image"
            destructive
            onConfirm={onDelete}
          >
            “{entry.originalName}” and all its sizes will be removed from the server. This cannot be undone.
          </ConfirmDialog>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
