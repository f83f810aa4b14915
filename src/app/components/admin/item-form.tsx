// The add/edit form. Its values live in the parent, so switching tabs never loses what was typed.
// `noValidate`: the inputs are marked required, but the Missing fields toast does the checking.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Upload } from 'lucide-react';
import type { MediaType } from '#shared/portfolio-item';
import { fieldHint, fieldInput, fieldLabel } from './styles';

export interface FormValues {
  title: string;
  description: string;
  type: MediaType;
  src: string;
  thumbnail: string;
  category: string;
  specs: string;
  alt: string;
}

export const emptyForm: FormValues = {
  title: '',
  description: '',
  type: 'image',
  src: '',
  thumbnail: '',
  category: '',
  specs: '',
  alt: '',
};

export const SOURCE_FIELD: Record<MediaType, { label: string; placeholder: string; hint: string }> = {
  image: {
    label: 'Image URL *',
    placeholder: 'Image URL or path',
    hint: 'Upload an image above, or enter a site image name (for example house-dusk) or an /uploads/ path.',
  },
  video: {
    label: 'YouTube Video ID *',
    placeholder: 'e.g., dQw4w9WgXcQ',
    hint: 'The 11-character id from the video link; a full YouTube link works too.',
  },
  embed: {
    label: 'Embed Code *',
    placeholder: 'Paste iframe code here',
    hint: 'The iframe code from Matterport’s Share › Embed, or the my.matterport.com/show/?m=… link.',
  },
};

export interface ItemFormProps {
  values: FormValues;
  editing: boolean;
  saving: boolean;
  uploading: boolean;
  onChange: (values: FormValues) => void;
  onSubmit: () => void;
  onCancel: () => void;
  onUpload: (file: File) => Promise<boolean>;
}

export function ItemForm({ values, editing, saving, uploading, onChange, onSubmit, onCancel, onUpload }: ItemFormProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => onChange({ ...values, [key]: value });
  const source = SOURCE_FIELD[values.type];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  const upload = async () => {
    if (!file) return;
    if (await onUpload(file)) {
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const field = (name: string) => `${id}-${name}`;
  const preview = values.type === 'image' && /^\/uploads\/[\w.-]+$/.test(values.src) ? values.src : null;

  return (
    <form onSubmit={submit} noValidate className="grid gap-5 md:grid-cols-2" aria-label={editing ? 'Edit item' : 'Add new item'}>
      <div>
        <label htmlFor={field('title')} className={fieldLabel}>
          Title *
        </label>
        <input
          id={field('title')}
          className={fieldInput}
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          required
          aria-required="true"
          maxLength={200}
          placeholder="e.g., Modern Infill at Blue Hour, Leaside"
        />
      </div>
      <div>
        <label htmlFor={field('type')} className={fieldLabel}>
          Type *
        </label>
        <select
          id={field('type')}
          className={fieldInput}
          value={values.type}
          onChange={(e) => set('type', e.target.value as MediaType)}
          required
          aria-required="true"
        >
          <option value="image">Image</option>
          <option value="video">YouTube Video</option>
          <option value="embed">3D Tour (Embed)</option>
        </select>
      </div>
      <div className="md:col-span-2">
        <label htmlFor={field('description')} className={fieldLabel}>
          Description *
        </label>
        <textarea
          id={field('description')}
          className={`${fieldInput} min-h-24`}
          rows={3}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          required
          aria-required="true"
          maxLength={2000}
          placeholder="What was shot, where, and what made it work"
        />
      </div>

      <fieldset className="rounded-xl border border-dashed border-line bg-paper px-4 pb-4 pt-3 md:col-span-2">
        <legend className="px-1 text-sm font-medium text-ink-800">Upload image</legend>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <label htmlFor={field('file')} className="sr-only">
            Image file
          </label>
          <input
            ref={fileInput}
            id={field('file')}
            type="file"
            accept="image/*"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block w-full min-w-0 text-sm text-ink-600 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-ink file:px-4 file:py-2 file:text-sm file:font-medium file:text-white hover:file:bg-ink-900"
          />
          <button type="button" className="btn-ghost-dark shrink-0 gap-2 !py-2" onClick={upload} disabled={!file || uploading}>
            <Upload size={16} aria-hidden="true" />
            {uploading ? 'Uploading...' : 'Upload'}
          </button>
        </div>
        <p className={fieldHint}>JPEG, PNG, WebP or AVIF, up to 10 MB. The uploaded address fills the source field.</p>
      </fieldset>

      <div className="md:col-span-2">
        <label htmlFor={field('src')} className={fieldLabel}>
          {source.label}
        </label>
        <div className="flex items-start gap-3">
          {values.type === 'embed' ? (
            <textarea
              id={field('src')}
              className={`${fieldInput} min-h-24 font-mono text-sm`}
              rows={3}
              value={values.src}
              onChange={(e) => set('src', e.target.value)}
              placeholder={source.placeholder}
              required
              aria-required="true"
              aria-describedby={field('src-hint')}
            />
          ) : (
            <input
              id={field('src')}
              className={fieldInput}
              value={values.src}
              onChange={(e) => set('src', e.target.value)}
              placeholder={source.placeholder}
              required
              aria-required="true"
              aria-describedby={field('src-hint')}
            />
          )}
          {preview && (
            <img
              src={preview}
              alt="The uploaded file, as it will appear"
              className="aspect-[16/10] w-24 shrink-0 rounded-lg border border-line object-cover"
            />
          )}
        </div>
        <p id={field('src-hint')} className={fieldHint}>
          {source.hint}
        </p>
      </div>

      <div>
        <label htmlFor={field('category')} className={fieldLabel}>
          Category/Tag
        </label>
        <input
          id={field('category')}
          className={fieldInput}
          value={values.category}
          onChange={(e) => set('category', e.target.value)}
          maxLength={80}
          placeholder="e.g., Luxury, Condo, Commercial"
        />
      </div>
      <div>
        <label htmlFor={field('thumbnail')} className={fieldLabel}>
          Thumbnail URL
        </label>
        <input
          id={field('thumbnail')}
          className={fieldInput}
          value={values.thumbnail}
          onChange={(e) => set('thumbnail', e.target.value)}
          maxLength={300}
          placeholder="Optional image for the card"
        />
      </div>
      <div>
        <label htmlFor={field('specs')} className={fieldLabel}>
          Specifications
        </label>
        <input
          id={field('specs')}
          className={fieldInput}
          value={values.specs}
          onChange={(e) => set('specs', e.target.value)}
          maxLength={200}
          placeholder="e.g., 3,200 sq ft · 42 photos · HDR"
        />
      </div>
      <div>
        <label htmlFor={field('alt')} className={fieldLabel}>
          Alt text
        </label>
        <input
          id={field('alt')}
          className={fieldInput}
          value={values.alt}
          onChange={(e) => set('alt', e.target.value)}
          maxLength={300}
          placeholder="Describe the picture for screen readers"
        />
      </div>

      <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end md:col-span-2">
        {editing && (
          <button type="button" className="btn-ghost-dark" onClick={onCancel} disabled={saving}>
            Cancel
          </button>
        )}
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? 'Saving...' : editing ? 'Update Item' : 'Add Item'}
        </button>
      </div>
    </form>
  );
}
