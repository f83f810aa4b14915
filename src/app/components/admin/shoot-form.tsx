// A shoot in one go: drop or choose its photos; each uploads (two at a time, with its progress) and takes a title
// from its file name, editable in the grid; one description, category and specs serve them all; "Add N items" puts
// them first in the collection, in the order they were chosen, in one request. Checked with the shared item schema
// (check), so the grid, the form and the API agree on every message; the server's refusals land on their photos.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Images, Trash2, UploadCloud } from 'lucide-react';
import type { CollectionKey } from '#shared/catalog';
import { byCollection } from '#shared/catalog';
import { MAX_BATCH_ITEMS, UPLOAD_RULES } from '#shared/api';
import type { NewPortfolioItem } from '#shared/portfolio-item';
import { MutationError, send } from './api';
import { Field, itemField } from './field';
import { useFileDrop } from './file-drop';
import { check, emptyForm, type FieldErrors } from './form-state';
import { MediaThumb } from './media-card';
import { fieldInput, iconButton } from './styles';
import { toast } from './toaster';
import { dismissUpload, enqueueUpload, formatBytes, useUploads, type UploadTask } from './upload-queue';

/** A title from a file name: no extension, words apart, the first letter capital ("leaside-infill_dusk.jpg" →
 * "Leaside infill dusk"; "DSC_0042.JPG" → "DSC 0042"). */
export function titleFromFileName(name: string): string {
  const words = name
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Untitled photo';
}

/** The upload queue's owner of a collection's shoot: its tasks are the shoot's photos, in the order chosen. */
export const shootOwner = (collection: CollectionKey) => `shoot:${collection}`;

/** Puts photos into the collection's shoot: each uploads in its turn (upload-queue.ts). */
export function addShootPhotos(files: File[], collection: CollectionKey, csrf: string | undefined, onUploaded: () => void) {
  for (const file of files) enqueueUpload(file, shootOwner(collection), csrf).done.then(onUploaded, () => undefined);
}

type Shared = Pick<typeof emptyForm, 'description' | 'category' | 'specs'>;

export interface ShootFormProps {
  collection: CollectionKey;
  csrf: string | undefined;
  onUploaded: () => void;
  /** Back to adding one item. */
  onClose: () => void;
  /** After the items were added: the list, with the shoot at its top. */
  onAdded: (count: number) => void;
}

export function ShootForm({ collection, csrf, onUploaded, onClose, onAdded }: ShootFormProps) {
  const photos = useUploads(shootOwner(collection));
  /** Titles the owner typed, by task; the others come from the file names. */
  const [titles, setTitles] = useState<Record<number, string>>({});
  const titleOf = (task: UploadTask) => titles[task.id] ?? titleFromFileName(task.name);
  const [shared, setShared] = useState<Shared>({ description: '', category: '', specs: '' });
  const [errors, setErrors] = useState<{ shared: FieldErrors; photos: Record<number, string> }>({ shared: {}, photos: {} });
  const [saving, setSaving] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const ref = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (focusRequest) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const add = (files: File[]) => addShootPhotos(files, collection, csrf, onUploaded);
  const drop = useFileDrop(add);
  const clear = () => photos.forEach((p) => dismissUpload(p.id));

  const ready = photos.filter((p) => p.result);
  const pending = photos.filter((p) => p.status === 'queued' || p.status === 'uploading');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending.length) return;
    // Each photo's item, checked as the API will check it; a problem with a shared field is the same on every item.
    const checked = ready.map((p) => check({ ...emptyForm, ...shared, title: titleOf(p), src: p.result!.url }));
    const next = { shared: {} as FieldErrors, photos: {} as Record<number, string> };
    checked.forEach((c, i) => {
      if (c.errors.title) next.photos[ready[i]!.id] = c.errors.title;
      for (const key of ['description', 'category', 'specs'] as const) if (c.errors[key]) next.shared[key] = c.errors[key];
    });
    setErrors(next);
    if (Object.keys(next.shared).length || Object.keys(next.photos).length) {
      setFocusRequest((n) => n + 1);
      return;
    }
    setSaving(true);
    try {
      const items = checked.map((c) => c.item!) satisfies NewPortfolioItem[];
      await send('POST', `/api/portfolio/${collection}/batch`, csrf, 'Failed to add the shoot', { items });
      toast({ title: `${items.length} items added`, description: `They lead the ${byCollection(collection)?.label ?? ''} portfolio now.` });
      clear();
      onAdded(items.length);
    } catch (error) {
      const refused = error instanceof MutationError ? error.items : undefined;
      if (refused) {
        setErrors({
          shared: Object.values(refused)[0] ?? {},
          photos: Object.fromEntries(Object.entries(refused).flatMap(([i, f]) => (f.title ? [[ready[Number(i)]!.id, f.title]] : []))),
        });
        setFocusRequest((n) => n + 1);
      }
      toast({
        variant: 'destructive',
        title: 'Failed to add the shoot',
        description: error instanceof MutationError ? error.detail : undefined,
      });
    } finally {
      setSaving(false);
    }
  };

  const sharedText = (name: 'category' | 'specs') => {
    const spec = itemField(name);
    return (
      <Field name={name} label={spec.label} error={errors.shared[name]}>
        {(control) => (
          <input
            {...control}
            className={fieldInput}
            value={shared[name]}
            maxLength={spec.maxLength}
            placeholder={spec.placeholder}
            onChange={(e) => setShared((s) => ({ ...s, [name]: e.target.value }))}
          />
        )}
      </Field>
    );
  };
  const description = itemField('description');
  const count = ready.length;

  return (
    <form ref={ref} noValidate onSubmit={(e) => void submit(e)} className="space-y-6" aria-label="Add a shoot" {...drop.handlers}>
      <div
        className={`flex flex-col items-center gap-3 rounded-[var(--radius-card)] border-2 border-dashed px-4 py-8 text-center transition-colors ${
          drop.over ? 'border-brass bg-brass-100/60' : 'border-line bg-paper'
        }`}
      >
        <UploadCloud size={28} className="text-brass-700" aria-hidden="true" />
        <p className="max-w-md text-sm text-ink-700">
          Drop a shoot’s photos here, or choose them: each becomes an item, titled from its file name. {UPLOAD_RULES.limit} each, up to{' '}
          {MAX_BATCH_ITEMS} at a time.
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept={UPLOAD_RULES.types.join(',')}
          className="sr-only"
          aria-label="Photos of the shoot"
          onChange={(e) => {
            add(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
        <button type="button" className="btn-dark gap-2" onClick={() => input.current?.click()}>
          <Images size={16} aria-hidden="true" />
          Choose photos
        </button>
      </div>

      {photos.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Photos of the shoot">
          {photos.map((task, i) => {
            const failed = task.status === 'failed';
            const title = titleOf(task);
            return (
              <li
                key={task.id}
                data-testid="shoot-photo"
                className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-white"
              >
                {task.result ? (
                  <MediaThumb entry={task.result} sizes="(min-width: 1280px) 280px, (min-width: 640px) 45vw, 90vw" />
                ) : (
                  <div className="flex aspect-[16/10] flex-col justify-end gap-2 bg-paper-2 p-4">
                    {failed ? (
                      <p className="text-sm text-red-800" role="alert">
                        {task.name}: {task.error}
                      </p>
                    ) : (
                      <>
                        <progress
                          className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-white [&::-webkit-progress-value]:bg-brass"
                          max={task.size || 1}
                          value={task.sent}
                          aria-label={`Uploading ${task.name}`}
                        />
                        <p className="text-xs tabular-nums text-ink-500">
                          {task.status === 'queued'
                            ? 'Waiting…'
                            : task.sent >= task.size
                              ? 'Sent; making the sizes…'
                              : `${formatBytes(task.sent)} of ${formatBytes(task.size)}`}
                        </p>
                      </>
                    )}
                  </div>
                )}
                <div className="flex items-end gap-2 p-3">
                  <Field
                    name={`title-${task.id}`}
                    label={`Title of photo ${i + 1}`}
                    error={errors.photos[task.id]}
                    className="min-w-0 flex-1"
                  >
                    {(control) => (
                      <input
                        {...control}
                        className={fieldInput}
                        value={title}
                        maxLength={itemField('title').maxLength}
                        disabled={failed}
                        onChange={(e) => setTitles((t) => ({ ...t, [task.id]: e.target.value }))}
                      />
                    )}
                  </Field>
                  <button
                    type="button"
                    className={iconButton}
                    onClick={() => dismissUpload(task.id)}
                    aria-label={`Leave out photo ${i + 1} (${title})`}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <div className="grid gap-5 md:grid-cols-2">
        <Field
          name="description"
          label={description.label}
          required
          error={errors.shared.description}
          hint="Shown with every photo of the shoot; each can be edited later."
          className="md:col-span-2"
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              className={fieldInput}
              value={shared.description}
              maxLength={description.maxLength}
              placeholder={description.placeholder}
              onChange={(e) => setShared((s) => ({ ...s, description: e.target.value }))}
            />
          )}
        </Field>
        {sharedText('category')}
        {sharedText('specs')}
      </div>

      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-5">
        <button type="submit" className="btn-primary" disabled={saving || count === 0 || pending.length > 0}>
          {saving ? 'Adding…' : count === 1 ? 'Add 1 item' : `Add ${count} items`}
        </button>
        <p className="text-sm text-ink-600" role="status" aria-live="polite">
          {pending.length
            ? `${pending.length} of ${photos.length} still uploading`
            : photos.length
              ? `${count} ready${photos.length > count ? `, ${photos.length - count} refused` : ''}`
              : ''}
        </p>
        <button
          type="button"
          className="btn-ghost-dark ml-auto"
          onClick={() => {
            clear();
            onClose();
          }}
          disabled={saving}
        >
          Back to one item
        </button>
      </div>
    </form>
  );
}
