// The media library: every uploaded image, newest first, then the site's built-in photographs (built-in-library.tsx). Drop several files anywhere on it, or choose them, and
// each uploads at once with its own progress bar and result. A tile opens the image's details.
import { useRef, useState } from 'react';
import { ImagePlus, UploadCloud } from 'lucide-react';
import { type MediaEntry, UPLOAD_RULES } from '#shared/api';
import type { AdminData } from './use-admin-data';
import { useFileDrop } from './file-drop';
import { MediaCard } from './media-card';
import { MediaDetails } from './media-details';
import { BuiltInLibrary } from './built-in-library';
import { clearUploads, enqueueUpload, useUploads } from './upload-queue';
import { UploadProgress } from './upload-progress';
import { panel, sectionHeading } from './styles';

const ACCEPT = UPLOAD_RULES.types.join(',');

export function MediaLibrary({ data }: { data: AdminData }) {
  const [openId, setOpenId] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const tasks = useUploads('library');
  const media: MediaEntry[] = data.media.data?.media ?? [];
  const open = media.find((m) => m.id === openId);

  const upload = (files: File[]) => {
    clearUploads('library');
    for (const file of files) {
      enqueueUpload(file, 'library', data.csrf).done.then(data.refetchMedia, () => undefined);
    }
  };
  const drop = useFileDrop(upload);

  return (
    <section aria-labelledby="library-heading" className={`${panel} relative p-4 sm:p-6`} {...drop.handlers}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="library-heading" className={sectionHeading}>
            Media library
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            {media.length} {media.length === 1 ? 'image' : 'images'}. Drop photos anywhere here to upload them ({UPLOAD_RULES.limit} each).
          </p>
        </div>
        <div>
          <input
            ref={input}
            id="library-files"
            type="file"
            multiple
            accept={ACCEPT}
            className="sr-only"
            onChange={(e) => {
              upload(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
          <label htmlFor="library-files" className="btn-dark cursor-pointer focus-within:outline">
            <ImagePlus size={16} aria-hidden="true" />
            Upload images
          </label>
        </div>
      </div>

      <div className="mt-4">
        <UploadProgress tasks={tasks} label="Uploads to the library" />
      </div>

      {data.media.isPending ? (
        <p className="mt-6 text-sm text-ink-500">Loading the library...</p>
      ) : data.media.isError ? (
        <p className="mt-6 text-sm text-red-800">Could not load the library ({data.media.error.message}).</p>
      ) : media.length === 0 ? (
        <p className="mt-6 rounded-[var(--radius-card)] border border-dashed border-line bg-paper px-6 py-10 text-center text-ink-600">
          No uploads yet. Drop photos here, or choose Upload images.
        </p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" aria-label="Uploaded images">
          {media.map((entry) => (
            <MediaCard key={entry.id} entry={entry} onOpen={() => setOpenId(entry.id)} />
          ))}
        </ul>
      )}

      {drop.over && (
        <div
          className="pointer-events-none absolute inset-0 grid place-items-center rounded-[var(--radius-card)] border-2 border-dashed border-brass bg-paper/90"
          aria-hidden="true"
        >
          <p className="flex items-center gap-2 text-lg font-semibold text-ink-900">
            <UploadCloud size={22} />
            Drop to upload
          </p>
        </div>
      )}

      <BuiltInLibrary data={data} />

      {open && (
        <MediaDetails
          key={open.id}
          entry={open}
          saving={data.patchMedia.isPending}
          onClose={() => setOpenId(undefined)}
          onSave={(patch) => data.patchMedia.mutate({ id: open.id, patch })}
          onDelete={() => data.deleteMedia.mutate(open, { onSuccess: () => setOpenId(undefined) })}
        />
      )}
    </section>
  );
}
