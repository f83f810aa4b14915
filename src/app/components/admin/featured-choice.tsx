// Under a collection's list: what the service page's Featured Work shows, the page's built-in selection or the
// newest items of this list (its first ones, as many as the built-in selection). Saved at once, from the version
// the admin last read: a save another tab made first is refused (409) and the choice shown again as stored.
import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { CatalogEntry } from '#shared/catalog';
import type { ContentRecord } from '#shared/content-records';
import type { FeaturedSource } from '#shared/featured-work';
import { paths } from '#shared/paths';
import { send } from './api';
import { failureToast } from './use-admin-data';
import { toast } from './toaster';

const OPTIONS: { value: FeaturedSource; label: string; hint: string }[] = [
  { value: 'built-in', label: 'Built-in selection', hint: 'The pieces chosen for the page when the site was built.' },
  { value: 'latest', label: 'Newest items', hint: 'The first items of this list, in the order shown above.' },
];

interface RecordAnswer {
  record: ContentRecord<'featured-work'> | null;
}

export function FeaturedChoice({ row, csrf }: { row: CatalogEntry; csrf: string | undefined }) {
  const name = useId();
  const key = [`/api/admin/content/featured-work/${row.service}`];
  const client = useQueryClient();
  const { data } = useQuery<RecordAnswer>({ queryKey: key });
  /** The option just chosen, shown checked while it is saved (a controlled radio would spring back otherwise). */
  const [chosen, setChosen] = useState<FeaturedSource>();
  const save = useMutation({
    mutationFn: (source: FeaturedSource) =>
      send<ContentRecord<'featured-work'>>('PUT', key[0]!, csrf, 'Featured Work not changed', {
        data: { source },
        baseVersion: data?.record?.version ?? 0,
      }),
    onSuccess: (record) => {
      client.setQueryData<RecordAnswer>(key, { record });
      setChosen(undefined);
      const what = record.data.source === 'latest' ? 'the newest items of this list' : 'its built-in selection';
      toast({ title: 'Featured Work updated', description: `The ${row.label} page now shows ${what}.` });
    },
    onError: (error: Error) => {
      setChosen(undefined);
      failureToast(error);
      void client.invalidateQueries({ queryKey: key });
    },
  });
  // Nothing is checked until the stored choice has been read.
  const current = chosen ?? (data ? (data.record?.data.source ?? 'built-in') : undefined);

  return (
    <fieldset className="mt-8 rounded-[var(--radius-card)] border border-line bg-paper-2/60 p-4 sm:p-5" disabled={!data || save.isPending}>
      <legend className="px-1 text-sm font-semibold text-ink-900">Featured Work on the {row.label} page</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className="grid min-h-11 cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded-[var(--radius-card)] border border-line bg-white p-3 has-[:checked]:border-brass-700 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brass-700"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={current === option.value}
              onChange={() => {
                setChosen(option.value);
                save.mutate(option.value);
              }}
              className="row-span-2 mt-1 accent-brass-700"
            />
            <span className="text-sm font-medium text-ink-900">{option.label}</span>
            <span className="text-xs text-ink-500">{option.hint}</span>
          </label>
        ))}
      </div>
      <Link
        to={`${paths.service(row.service)}#featured`}
        className="mt-3 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brass-700 hover:underline"
      >
        View the {row.label} page
        <ExternalLink size={14} aria-hidden="true" />
      </Link>
    </fieldset>
  );
}
