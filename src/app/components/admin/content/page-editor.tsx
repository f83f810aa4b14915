// One page's copy in the admin (a content record with drafts): its form, drawn from the schema; Save draft keeps the
// changes without touching the site, Publish puts the draft live at once, Discard draft throws it away; the page's
// versions are listed with what changed in each, and Restore puts one live again. A save from an older version is
// refused: the form keeps what was typed and offers the version that came first.
import { useMemo, useState } from 'react';
import { FormProvider, useForm, type FieldValues } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ExternalLink, Eye, Rocket, Save, Undo2 } from 'lucide-react';
import { contentTypes, type ContentRecord, type ContentType } from '#shared/content-records';
import { MutationError, send } from '../api';
import { ConflictNotice, savedAt } from '../conflict-notice';
import { toast } from '../toaster';
import { failureToast } from '../use-admin-data';
import { schemaResolver, SchemaSections, serverErrors, toForm, type SchemaNode } from './schema-form';
import { VersionHistory } from './version-history';

interface RecordAnswer {
  record: ContentRecord | null;
  history: ContentRecord[];
  seed: unknown;
}

export interface PageEditorProps {
  type: ContentType;
  id: string;
  /** The page's name as the owner knows it, and its address. */
  title: string;
  href: string;
  csrf: string | undefined;
}

export function PageEditor({ type, id, title, href, csrf }: PageEditorProps) {
  const path = `/api/admin/content/${type}/${id}`;
  const client = useQueryClient();
  const { data, isPending, isError, error } = useQuery<RecordAnswer>({ queryKey: [path] });
  if (isPending) return <p className="text-sm text-ink-500">Loading the {title}...</p>;
  if (isError)
    return (
      <p className="text-sm text-red-800">
        Could not load the {title} ({error.message}).
      </p>
    );
  return (
    <LoadedEditor
      key={path}
      answer={data}
      {...{ type, title, href, csrf, path }}
      onChanged={() => client.invalidateQueries({ queryKey: [path] })}
    />
  );
}

interface LoadedProps extends Omit<PageEditorProps, 'id'> {
  answer: RecordAnswer;
  path: string;
  onChanged: () => Promise<void>;
}

function LoadedEditor({ answer, type, title, href, csrf, path, onChanged }: LoadedProps) {
  const schema = contentTypes[type].schema as z.ZodType;
  const node = useMemo(() => z.toJSONSchema(schema, { unrepresentable: 'any' }) as SchemaNode, [schema]);
  const { record, history, seed } = answer;
  const form = useForm<FieldValues>({
    resolver: schemaResolver(schema, node),
    defaultValues: toForm(node, record?.draft ?? record?.data ?? seed) as FieldValues,
  });
  const [conflict, setConflict] = useState<ContentRecord | null | undefined>();
  const version = record?.version ?? 0;

  /** Every step names the version it was taken from; a 409 shows the version that came first. */
  const step = useMutation({
    mutationFn: (input: { action: 'draft' | 'publish' | 'discard' | 'restore'; body: object; quiet?: boolean }) =>
      input.action === 'draft'
        ? send<ContentRecord>('PUT', path, csrf, 'The draft was not saved', input.body)
        : send<ContentRecord>(
            'POST',
            `${path}/${input.action}`,
            csrf,
            `The ${title} was not ${input.action === 'publish' ? 'published' : input.action + 'ed'}`,
            input.body,
          ),
    onSuccess: async (saved, input) => {
      setConflict(undefined);
      const said = {
        draft: ['Draft saved', `Your changes to the ${title} are kept; the site shows them once you publish.`],
        publish: ['Published', `The ${title} now shows your changes.`],
        discard: ['Draft discarded', `The ${title} form shows the published version again.`],
        restore: ['Version restored', `The ${title} shows version ${String((input.body as { version?: number }).version)} again.`],
      }[input.action];
      if (!input.quiet) toast({ title: said[0]!, description: said[1] });
      if (input.action !== 'draft') form.reset(toForm(node, saved.draft ?? saved.data) as FieldValues);
      else form.reset(form.getValues());
      await onChanged();
    },
    onError: (failure: Error) => {
      if (failure instanceof MutationError && failure.detail?.startsWith('This was changed in another tab')) {
        void onChanged();
        setConflict((failure.current as ContentRecord | null | undefined) ?? null);
        return;
      }
      if (failure instanceof MutationError && failure.fields) {
        for (const { path: field, message } of serverErrors(node, failure.fields)) form.setError(field, { message }, { shouldFocus: true });
      }
      failureToast(failure);
    },
  });

  const saveDraft = form.handleSubmit((values) => step.mutate({ action: 'draft', body: { data: values, baseVersion: version } }));
  // Publish what the form shows: unsaved changes are saved as the draft first, then the draft goes live.
  const publish = form.handleSubmit(async (values) => {
    try {
      let base = version;
      if (form.formState.isDirty || !record?.draft) {
        base = (await step.mutateAsync({ action: 'draft', body: { data: values, baseVersion: base }, quiet: true })).version;
      }
      await step.mutateAsync({ action: 'publish', body: { baseVersion: base } });
    } catch {
      // Shown by the step's onError: a conflict beside the form, anything else as a toast.
    }
  });
  const unchanged = !form.formState.isDirty && !record?.draft && record !== null;
  const status = !record
    ? 'Showing its built-in copy: nothing saved yet.'
    : record.draft
      ? `Draft saved ${savedAt.format(new Date(record.savedAt))} by ${record.savedBy}: not on the site until you publish it.`
      : `Published: version ${record.version}, ${savedAt.format(new Date(record.savedAt))} by ${record.savedBy}.`;

  return (
    <div>
      <p className="text-sm text-ink-600" role="status">
        {status}
      </p>
      {conflict !== undefined && (
        <ConflictNotice className="mt-4">
          <p className="mt-1">
            {conflict
              ? `Version ${conflict.version} was saved ${savedAt.format(new Date(conflict.savedAt))} by ${conflict.savedBy}. Your changes are still in the form.`
              : 'It was removed meanwhile. Your changes are still in the form.'}
          </p>
          <button
            type="button"
            className="btn-ghost-dark mt-3"
            onClick={() => {
              form.reset(toForm(node, conflict?.draft ?? conflict?.data ?? answer.seed) as FieldValues);
              setConflict(undefined);
            }}
          >
            Load the version saved there
          </button>
        </ConflictNotice>
      )}
      <FormProvider {...form}>
        <form noValidate onSubmit={saveDraft} className="mt-5 space-y-5" aria-label={`Edit the ${title}`}>
          <SchemaSections node={node} />
          <div className="sticky bottom-0 z-10 -mx-3 grid grid-cols-2 gap-2 border-t border-line bg-white/95 px-3 py-2.5 sm:-mx-6 sm:flex sm:flex-wrap sm:gap-3 sm:px-6 sm:py-3 [&>*]:justify-center [&>*]:whitespace-nowrap [&>*]:px-3 sm:[&>*]:px-5">
            <button type="submit" className="btn-dark disabled:opacity-50" disabled={step.isPending}>
              <Save size={16} aria-hidden="true" />
              Save draft
            </button>
            <button
              type="button"
              className="btn-primary disabled:cursor-not-allowed disabled:opacity-45"
              disabled={step.isPending || unchanged}
              onClick={() => void publish()}
            >
              <Rocket size={16} aria-hidden="true" />
              Publish
            </button>
            <button
              type="button"
              className="btn-ghost-dark disabled:cursor-not-allowed disabled:opacity-45"
              disabled={step.isPending || !record?.draft}
              onClick={() => step.mutate({ action: 'discard', body: { baseVersion: version } })}
            >
              <Undo2 size={16} aria-hidden="true" />
              Discard draft
            </button>
            {/* With a saved draft: the page as it will look once published (the preview); otherwise the page itself. */}
            {record?.draft && !form.formState.isDirty ? (
              <a
                className="btn-ghost-dark"
                href={path.replace('/api/admin/content/', '/api/admin/preview/')}
                target="_blank"
                rel="noopener"
              >
                <Eye size={16} aria-hidden="true" />
                Preview draft
              </a>
            ) : (
              <a className="btn-ghost-dark" href={href} target="_blank" rel="noopener">
                <ExternalLink size={16} aria-hidden="true" />
                View the page
              </a>
            )}
          </div>
        </form>
      </FormProvider>
      <VersionHistory
        node={node}
        current={record}
        history={history}
        restoring={step.isPending}
        onRestore={(v) => step.mutate({ action: 'restore', body: { version: v, baseVersion: version } })}
      />
    </div>
  );
}
