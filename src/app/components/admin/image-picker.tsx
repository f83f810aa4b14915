// The form's image: what it shows now, a file to choose (which only enables Upload) and Upload to send it, or a
// pick from the library. For an image item it fills the source; for a video or a 3D tour, the card's thumbnail.
// Every upload belongs to the form that started it: its result fills this form only if it is still on screen.
import { useRef } from 'react';
import { Upload } from 'lucide-react';
import { UPLOAD_RULES, type MediaEntry } from '#shared/api';
import { MutationError } from './api';
import { Field } from './field';
import { imageTarget, type ItemFormState } from './form-state';
import { LibraryPicker } from './library-picker';
import { MediaThumb } from './media-card';
import { toast } from './toaster';
import { checkFile, enqueueUpload, formatBytes, useUploads } from './upload-queue';
import { UploadProgress } from './upload-progress';

/** Starts uploads owned by the form; the first that succeeds fills the form's image field if the form is still open. */
export function uploadForForm(files: File[], form: ItemFormState, csrf: string | undefined, onSaved: () => void) {
  const owner = form.key;
  const target = imageTarget(form.values.type);
  let filled = false;
  for (const file of files) {
    enqueueUpload(file, owner, csrf).done.then(
      (entry) => {
        onSaved();
        if (filled || !form.isCurrent(owner)) return;
        filled = true;
        form.clearError('file');
        form.setField(target, entry.url);
        toast({ title: 'Upload successful', description: 'Image uploaded and ready to use.' });
      },
      (error: unknown) => {
        const reason = error instanceof MutationError ? error.detail : undefined;
        toast({ variant: 'destructive', title: 'Upload failed', description: reason ?? 'There was an error uploading your file.' });
      },
    );
  }
}

export interface ImagePickerProps {
  form: ItemFormState;
  media: MediaEntry[];
  csrf: string | undefined;
  onUploaded: () => void;
}

export function ImagePicker({ form, media, csrf, onUploaded }: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const tasks = useUploads(form.key);
  const target = imageTarget(form.values.type);
  const current = form.values[target];
  const shown = media.find((m) => m.url === current);
  const busy = tasks.some((t) => t.status === 'queued' || t.status === 'uploading');
  const file = form.pendingFile;

  const choose = (chosen: File | null) => {
    form.setPendingFile(null);
    if (!chosen) return;
    const refused = checkFile(chosen);
    if (refused) {
      form.showErrors({ ...form.errors, file: refused });
      if (input.current) input.current.value = '';
      return;
    }
    form.clearError('file');
    form.setPendingFile(chosen);
  };

  const upload = () => {
    if (!file) return;
    form.setPendingFile(null);
    if (input.current) input.current.value = '';
    uploadForForm([file], form, csrf, onUploaded);
  };

  const pick = (entry: MediaEntry) => {
    form.setField(target, entry.url);
    if (!form.values.alt && entry.alt) form.setField('alt', entry.alt);
  };

  return (
    <fieldset className="rounded-[var(--radius-card)] border border-dashed border-line bg-paper px-4 pb-4 pt-3 md:col-span-2">
      <legend className="px-1 text-sm font-medium text-ink-800">{target === 'src' ? 'Upload image' : 'Thumbnail image'}</legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="w-full shrink-0 sm:w-40">
          {shown ? (
            <MediaThumb entry={shown} sizes="160px" className="rounded-[var(--radius-card)] border border-line" />
          ) : (
            <div className="grid aspect-[16/10] place-items-center rounded-[var(--radius-card)] border border-line bg-white px-2 text-center text-xs text-ink-500">
              {current ? 'A site image or an address' : 'No image yet'}
            </div>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-3">
          <Field
            name="file"
            label="Image file"
            error={form.errors.file}
            hint={
              file
                ? `${file.name} (${formatBytes(file.size)}) is chosen: press Upload, or ${form.editingId ? 'Update Item' : 'Add Item'} to upload it and save.`
                : `${UPLOAD_RULES.limit}. Or drop images anywhere on this form. ${target === 'src' ? 'The upload fills the Image URL.' : 'It becomes the card’s thumbnail.'}`
            }
          >
            {(control) => (
              <input
                {...control}
                ref={input}
                type="file"
                accept={UPLOAD_RULES.types.join(',')}
                onChange={(e) => choose(e.target.files?.[0] ?? null)}
                className="block min-h-11 w-full min-w-0 text-sm text-ink-600 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-full file:border-0 file:bg-ink file:px-4 file:text-sm file:font-medium file:text-white hover:file:bg-ink-900"
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-ghost-dark shrink-0 !px-4" onClick={upload} disabled={!file || busy}>
              <Upload size={16} aria-hidden="true" />
              {busy ? 'Uploading...' : 'Upload'}
            </button>
            <LibraryPicker media={media} current={current} onPick={pick} />
          </div>
          <UploadProgress tasks={tasks} label="Uploads for this item" />
        </div>
      </div>
    </fieldset>
  );
}
