// One of the site's built-in photographs in detail: move its focal point (every crop of it on the site follows,
// the phones' tall hero crop too), give it a description that replaces the built-in ones on every page, or go back
// to the built-in ones. A save made from an older version is refused and shown beside the version that came first.
import { useState } from 'react';
import { ConflictNotice } from './conflict-notice';
import { DetailsDialog } from './details-dialog';
import { RotateCcw } from 'lucide-react';
import type { BuiltInImage } from '#shared/api';
import type { SiteImageData } from '#shared/content-records';
import { Field, itemField } from './field';
import { FocalPicker, type Focal } from './focal-picker';
import { MutationError } from './api';
import { fieldInput } from './styles';

export interface BuiltInDetailsProps {
  image: BuiltInImage;
  onClose: () => void;
  onSave: (data: SiteImageData) => void;
  saving: boolean;
  /** The last save's failure, if it failed. */
  error: Error | null;
}

const sameFocal = (a: Focal, b: Focal) => a.x === b.x && a.y === b.y;

export function BuiltInDetails({ image, onClose, onSave, saving, error }: BuiltInDetailsProps) {
  const [alt, setAlt] = useState(image.alt ?? '');
  const [focal, setFocal] = useState<Focal>(image.focal ?? image.builtInFocal);
  const altSpec = itemField('alt');
  const conflict = error instanceof MutationError && /changed in another tab/.test(error.detail ?? '');
  const data: SiteImageData = {
    ...(alt.trim() ? { alt: alt.trim() } : {}),
    ...(sameFocal(focal, image.builtInFocal) ? {} : { focal }),
  };

  return (
    <DetailsDialog
      title={
        <>
          <span className="truncate">{image.name}</span>
          <span className="shrink-0 rounded-full bg-paper-2 px-2.5 py-0.5 font-sans text-xs font-semibold text-ink-700">Built in</span>
        </>
      }
      description={
        <>
          {image.width} × {image.height} px · one of the site’s own photographs · shown in {image.uses}{' '}
          {image.uses === 1 ? 'place' : 'places'}
        </>
      }
      onClose={onClose}
    >
      <div className="grid gap-6 p-5 md:grid-cols-2">
        <div>
          <FocalPicker image={image} focal={focal} onChange={setFocal} />
          {!sameFocal(focal, image.builtInFocal) && (
            <button type="button" className="btn-ghost-dark mt-3" onClick={() => setFocal(image.builtInFocal)}>
              <RotateCcw size={16} aria-hidden="true" />
              Back to the built-in point
            </button>
          )}
        </div>

        <div className="space-y-5">
          <Field
            name="built-in-alt"
            label={altSpec.label}
            hint="Replaces the site’s description below wherever this photograph is shown. Left empty, each page keeps its own."
          >
            {(control) => (
              <textarea
                {...control}
                className={`${fieldInput} min-h-24`}
                maxLength={altSpec.maxLength}
                placeholder={image.descriptions[0] ?? altSpec.placeholder}
                value={alt}
                onChange={(e) => setAlt(e.target.value)}
              />
            )}
          </Field>

          {conflict && (
            <ConflictNotice>
              <p className="mt-1">
                Saved there: {image.alt ? `“${image.alt}”` : 'the built-in descriptions'}, focal point {image.focal?.x ?? 50}% across,{' '}
                {image.focal?.y ?? 50}% down. Yours is kept here: save again to replace it.
              </p>
            </ConflictNotice>
          )}
          {error && !conflict && (
            <p role="alert" className="text-sm font-medium text-red-800">
              {error.message}
              {error instanceof MutationError && error.detail ? `: ${error.detail}` : ''}
            </p>
          )}

          <button type="button" className="btn-primary w-full" disabled={saving} onClick={() => onSave(data)}>
            {saving ? 'Saving...' : 'Save details'}
          </button>

          <div>
            <h3 className="text-sm font-semibold text-ink-900">How the site describes it</h3>
            {image.descriptions.length ? (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-ink-700">
                {image.descriptions.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-ink-600">
                Shown without a description of its own (as a backdrop, or beside text that says it).
              </p>
            )}
          </div>
        </div>
      </div>
    </DetailsDialog>
  );
}
