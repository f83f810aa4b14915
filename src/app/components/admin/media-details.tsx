// One uploaded image in detail: set its focal point (click the picture, or the two sliders) and see the crops it
// gives, set its alt text, see where it is used, and delete it when nothing uses it (its files and sizes go too).
import { useState } from 'react';
import { DetailsDialog } from './details-dialog';
import { Trash2 } from 'lucide-react';
import type { MediaEntry, MediaPatch } from '#shared/api';
import { byCollection } from '#shared/catalog';
import { ConfirmDialog } from './confirm-dialog';
import { FocalPicker } from './focal-picker';
import { Field, itemField } from './field';
import { formatBytes } from './upload-queue';
import { dangerButton, fieldInput } from './styles';

export interface MediaDetailsProps {
  entry: MediaEntry;
  onClose: () => void;
  onSave: (patch: MediaPatch) => void;
  saving: boolean;
  onDelete: () => void;
}

export function MediaDetails({ entry, onClose, onSave, saving, onDelete }: MediaDetailsProps) {
  const [alt, setAlt] = useState(entry.alt);
  const [focal, setFocal] = useState(entry.focal ?? { x: 50, y: 50 });
  const [confirming, setConfirming] = useState(false);
  const altSpec = itemField('alt');
  const inUse = entry.usedBy.length > 0;

  return (
    <DetailsDialog
      title={<span className="truncate">{entry.originalName}</span>}
      description={
        <>
          {entry.width} × {entry.height} px · {formatBytes(entry.bytes)} · sizes {entry.variants.map((v) => v.width).join(', ') || 'none'}{' '}
          px · uploaded {new Date(entry.uploadedAt).toLocaleDateString('en-CA')}
        </>
      }
      onClose={onClose}
    >
      <div className="grid gap-6 p-5 md:grid-cols-2">
        <FocalPicker image={entry} focal={focal} onChange={setFocal} />

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
            {inUse && <p className="mt-2 text-xs text-ink-500">An image in use cannot be deleted: remove it from the items above first.</p>}
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
    </DetailsDialog>
  );
}
