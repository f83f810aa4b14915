// The add/edit form of one collection. Every field is the shared Field (label, control, hint, error), with its
// limits and words from the item schema; errors sit under their fields and focus goes to the first. Files
// dropped anywhere on the form upload at once; `noValidate`: the inputs are marked required, the schema checks.
import { useEffect, useRef, type FormEvent } from 'react';
import { Images, UploadCloud } from 'lucide-react';
import { MEDIA_TYPES, SOURCE_FIELD, TYPE_FIELD, type MediaType } from '#shared/portfolio-item';
import type { MediaEntry } from '#shared/api';
import { Field, itemField } from './field';
import type { ItemFormState } from './form-state';
import { useFileDrop } from './file-drop';
import { ImagePicker, uploadForForm } from './image-picker';
import { fieldInput } from './styles';

export interface ItemFormProps {
  form: ItemFormState;
  media: MediaEntry[];
  csrf: string | undefined;
  busy: 'uploading' | 'saving' | null;
  onSubmit: () => void;
  onCancel: () => void;
  onUploaded: () => void;
  /** Several photos at once (dropped, or the shoot button): an item per photo, in the shoot form. Not while editing. */
  onShoot: (files: File[]) => void;
}

type TextField = 'title' | 'category' | 'thumbnail' | 'specs' | 'alt';

export function ItemForm({ form, media, csrf, busy, onSubmit, onCancel, onUploaded, onShoot }: ItemFormProps) {
  const ref = useRef<HTMLFormElement>(null);
  const { values, errors, editingId } = form;
  const editing = Boolean(editingId);
  const source = SOURCE_FIELD[values.type];
  const drop = useFileDrop((files) => (files.length > 1 && !editingId ? onShoot(files) : uploadForForm(files, form, csrf, onUploaded)));

  useEffect(() => {
    if (form.focusRequest) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.focusRequest]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  const text = (name: TextField, className = '') => {
    const spec = itemField(name);
    return (
      <Field name={name} label={spec.label} required={spec.required} hint={spec.hint} error={errors[name]} className={className}>
        {(control) => (
          <input
            {...control}
            className={fieldInput}
            value={values[name]}
            onChange={(e) => form.setField(name, e.target.value)}
            maxLength={spec.maxLength}
            placeholder={spec.placeholder}
          />
        )}
      </Field>
    );
  };

  const description = itemField('description');
  const src = itemField('src');

  return (
    <form
      ref={ref}
      onSubmit={submit}
      noValidate
      className="relative grid gap-5 md:grid-cols-2"
      aria-label={editing ? 'Edit item' : 'Add new item'}
      {...drop.handlers}
    >
      {!editing && (
        <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-paper px-4 py-3 text-sm text-ink-700 sm:flex-row sm:items-center md:col-span-2">
          <p className="flex min-w-0 flex-1 items-start gap-3">
            <Images size={18} className="mt-0.5 shrink-0 text-brass-700" aria-hidden="true" />
            <span>A whole shoot? Drop its photos here, or add them all at once: each becomes an item.</span>
          </p>
          <button type="button" className="btn-ghost-dark self-start sm:self-auto" onClick={() => onShoot([])}>
            Add a shoot
          </button>
        </div>
      )}
      {text('title')}
      <Field name="type" label={TYPE_FIELD.label} required error={errors.type}>
        {(control) => (
          <select
            {...control}
            className={fieldInput}
            value={values.type}
            onChange={(e) => form.setField('type', e.target.value as MediaType)}
          >
            {MEDIA_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_FIELD.options[t]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="description" label={description.label} required error={errors.description} className="md:col-span-2">
        {(control) => (
          <textarea
            {...control}
            className={`${fieldInput} min-h-24`}
            rows={3}
            value={values.description}
            onChange={(e) => form.setField('description', e.target.value)}
            maxLength={description.maxLength}
            placeholder={description.placeholder}
          />
        )}
      </Field>

      <ImagePicker form={form} media={media} csrf={csrf} onUploaded={onUploaded} />

      <Field name="src" label={source.label} required hint={source.hint} error={errors.src} className="md:col-span-2">
        {(control) =>
          values.type === 'embed' ? (
            <textarea
              {...control}
              className={`${fieldInput} min-h-24 font-mono text-sm`}
              rows={3}
              value={values.src}
              onChange={(e) => form.setField('src', e.target.value)}
              maxLength={src.maxLength}
              placeholder={source.placeholder}
            />
          ) : (
            <input
              {...control}
              className={fieldInput}
              value={values.src}
              onChange={(e) => form.setField('src', e.target.value)}
              maxLength={src.maxLength}
              placeholder={source.placeholder}
            />
          )
        }
      </Field>

      {(['category', 'thumbnail', 'specs', 'alt'] as const).map((name) => (
        <div key={name}>{text(name)}</div>
      ))}

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end md:col-span-2">
        {editing && (
          <button type="button" className="btn-ghost-dark" onClick={onCancel} disabled={busy !== null}>
            Cancel
          </button>
        )}
        <button type="submit" className="btn-primary" disabled={busy !== null}>
          {busy === 'uploading' ? 'Uploading...' : busy === 'saving' ? 'Saving...' : editing ? 'Update Item' : 'Add Item'}
        </button>
      </div>

      {drop.over && (
        <div
          className="pointer-events-none absolute -inset-2 grid place-items-center rounded-[var(--radius-card)] border-2 border-dashed border-brass bg-paper/90"
          aria-hidden="true"
        >
          <p className="flex items-center gap-2 text-lg font-semibold text-ink-900">
            <UploadCloud size={22} />
            {editing
              ? `Drop to upload ${values.type === 'image' ? 'the image' : 'a thumbnail'}`
              : 'Drop one photo for this item, or several for a shoot'}
          </p>
        </div>
      )}
    </form>
  );
}
