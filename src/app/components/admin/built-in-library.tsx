// The site's own photographs, below the uploads in the media library: each marked as built in, with how the site
// describes it and whether the owner has changed it. Searchable by name and description; a tile opens its details.
import { useState } from 'react';
import { Search } from 'lucide-react';
import type { BuiltInImage } from '#shared/api';
import type { AdminData } from './use-admin-data';
import { BuiltInDetails } from './built-in-details';
import { MediaThumb } from './media-card';
import { fieldInput, sectionHeading } from './styles';

const describedAs = (image: BuiltInImage) => image.alt ?? image.descriptions[0];

/** Tiles shown before "Show all": the whole set is a long scroll on a phone; a search shows every match. */
const FIRST = 20;

function BuiltInCard({ image, onOpen }: { image: BuiltInImage; onOpen: () => void }) {
  const text = describedAs(image);
  return (
    <li data-testid="built-in-card" data-image={image.name}>
      <button
        type="button"
        onClick={onOpen}
        className="group block h-full w-full overflow-hidden rounded-[var(--radius-card)] border border-line bg-white text-left hover:border-ink/30"
        aria-label={`${image.name}: details`}
      >
        <span className="relative block">
          <MediaThumb entry={image} sizes="(min-width: 1024px) 220px, (min-width: 640px) 33vw, 50vw" />
          <span className="absolute left-2 top-2 rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold text-ink-800">Built in</span>
        </span>
        <span className="block p-3 text-xs leading-relaxed text-ink-600">
          <span className="block truncate text-sm font-medium text-ink-900">{image.name}</span>
          <span className="block truncate">{text ? `Alt: ${text}` : 'Shown without a description'}</span>
          <span className="block">
            Shown in {image.uses} {image.uses === 1 ? 'place' : 'places'}
            {image.version > 0 && <span className="font-semibold text-brass-700"> · changed by you</span>}
          </span>
        </span>
      </button>
    </li>
  );
}

export function BuiltInLibrary({ data }: { data: AdminData }) {
  const [openName, setOpenName] = useState<string>();
  const [query, setQuery] = useState('');
  const [all, setAll] = useState(false);
  const images = data.siteImages.data?.images ?? [];
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = images.filter((image) => {
    const text = [image.name, image.alt ?? '', ...image.descriptions].join(' ').toLowerCase();
    return words.every((w) => text.includes(w));
  });
  const listed = all || words.length ? shown : shown.slice(0, FIRST);
  const open = images.find((image) => image.name === openName);
  const save = data.saveSiteImage;

  return (
    <section aria-labelledby="built-in-heading" className="mt-10 border-t border-line pt-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h3 id="built-in-heading" className={sectionHeading}>
            Built-in photographs
          </h3>
          <p className="mt-1 text-sm text-ink-600">
            {images.length} photographs that come with the site. Set where their crops centre and how they are described.
          </p>
        </div>
        <label className="relative block w-full sm:w-72">
          <span className="sr-only">Search the built-in photographs</span>
          <Search size={16} aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-ink-500" />
          <input
            type="search"
            className={`${fieldInput} pl-9`}
            placeholder="Search by name or description"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </label>
      </div>

      {data.siteImages.isPending ? (
        <p className="mt-6 text-sm text-ink-500">Loading the built-in photographs...</p>
      ) : data.siteImages.isError ? (
        <p className="mt-6 text-sm text-red-800">Could not load the built-in photographs ({data.siteImages.error.message}).</p>
      ) : shown.length === 0 ? (
        <p className="mt-6 text-sm text-ink-600" role="status">
          No built-in photograph matches “{query}”.
        </p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5" aria-label="Built-in photographs">
          {listed.map((image) => (
            <BuiltInCard
              key={image.name}
              image={image}
              onOpen={() => {
                save.reset();
                setOpenName(image.name);
              }}
            />
          ))}
        </ul>
      )}
      {listed.length < shown.length && (
        <button
          type="button"
          className="btn-ghost-dark mt-4"
          onClick={() => {
            // Focus goes to the first tile that was hidden, where the owner goes on reading; the button is gone.
            const next = shown[FIRST]!.name;
            setAll(true);
            requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-image="${next}"] button`)?.focus());
          }}
        >
          Show all {shown.length} photographs
        </button>
      )}

      {open && (
        <BuiltInDetails
          key={open.name}
          image={open}
          saving={save.isPending}
          error={save.error}
          onClose={() => setOpenName(undefined)}
          onSave={(edit) => save.mutate({ image: open, data: edit }, { onSuccess: () => setOpenName(undefined) })}
        />
      )}
    </section>
  );
}
