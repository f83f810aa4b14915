// The portfolio part of the ready admin: the services, and for the chosen one the Manage Items / Add New tabs (Edit
// Item while editing; Add New also takes a whole shoot, an item per photo), with the delete confirmation (undo in
// its toast) and the unsaved-changes guard.
// The form is per collection: switching collection starts an empty one.
import { useRef, useState } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { byCollection, type CollectionKey } from '#shared/catalog';
import { paths } from '#shared/paths';
import type { PortfolioData } from '#shared/api';
import type { PortfolioItem } from '#shared/portfolio-item';
import { ConfirmDialog } from './confirm-dialog';
import { FeaturedChoice } from './featured-choice';
import { useItemForm } from './form-state';
import { ItemForm } from './item-form';
import { ItemList } from './item-list';
import { ServiceNav } from './service-nav';
import { addShootPhotos, ShootForm } from './shoot-form';
import { panel, sectionHeading } from './styles';
import type { AdminData } from './use-admin-data';
import { useSubmitItem } from './use-submit-item';
import { useUnsavedGuard } from './unsaved-guard';
import { uploading, useUploads } from './upload-queue';

type Tab = 'manage' | 'add';

export function PortfolioEditor({ data, portfolio }: { data: AdminData; portfolio: PortfolioData }) {
  const [service, setService] = useState<CollectionKey>('photographyPortfolio');
  const [tab, setTab] = useState<Tab>('manage');
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<PortfolioItem[] | null>(null);
  /** Add New as a shoot (several photos, an item each) instead of one item. */
  const [shoot, setShoot] = useState(false);
  const listArea = useRef<HTMLDivElement>(null);
  /** After a confirmed delete, focus goes to the row that takes the deleted one's place (or the list). */
  const focusAfterDelete = useRef<string | null | undefined>(undefined);
  const form = useItemForm(service);
  const unsaved = useUnsavedGuard(form.dirty, uploading(useUploads()));
  const current = byCollection(service)!;
  const items = portfolio[service] ?? [];
  const media = data.media.data?.media ?? [];

  const finish = () => {
    form.reset();
    setTab('manage');
  };
  const { submit, busy } = useSubmitItem(form, service, data, finish);

  const chooseService = (key: CollectionKey) => {
    if (key === service) return;
    unsaved.guard(() => {
      setService(key);
      form.reset();
      setShoot(false);
      setTab('manage');
    });
  };

  const startEdit = (item: PortfolioItem) =>
    unsaved.guard(() => {
      form.startEdit(item);
      setTab('add');
    });

  const confirmDelete = () => {
    if (!deleting) return;
    const entries = deleting.map((item) => ({ item, index: items.findIndex((i) => i.id === item.id) }));
    if (deleting.some((i) => i.id === form.editingId)) form.reset();
    const gone = new Set(deleting.map((i) => i.id));
    const from = Math.min(...entries.map((e) => e.index));
    focusAfterDelete.current =
      (
        items.slice(from).find((i) => !gone.has(i.id)) ??
        items
          .slice(0, from)
          .reverse()
          .find((i) => !gone.has(i.id))
      )?.id ?? null;
    data.remove.mutate({ collection: service, items: entries });
    setDeleting(null);
  };

  const single = deleting?.length === 1 ? deleting[0] : undefined;

  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_1fr] lg:gap-8">
      <ServiceNav current={service} data={portfolio} onChoose={chooseService} />

      <section aria-labelledby="portfolio-heading" className={`${panel} min-w-0 p-4 sm:p-6`}>
        <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
          <h2 id="portfolio-heading" className={sectionHeading}>
            {current.label}
          </h2>
          <Link
            to={paths.portfolioCategory(current.portfolio)}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-brass-700 hover:underline"
          >
            View public page
            <ExternalLink size={14} aria-hidden="true" />
          </Link>
        </div>
        <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)} activationMode="automatic">
          <Tabs.List aria-label="Portfolio items" loop className="mb-6 inline-flex rounded-[var(--radius-card)] bg-paper-2 p-1">
            {(
              [
                ['manage', 'Manage Items'],
                ['add', form.editingId ? 'Edit Item' : 'Add New'],
              ] as const
            ).map(([value, label]) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="min-h-11 rounded-[var(--radius-card)] px-4 text-sm font-medium text-ink-600 transition hover:text-ink-900 data-[state=active]:bg-white data-[state=active]:text-ink-900 data-[state=active]:shadow-[var(--shadow-card)] motion-reduce:transition-none"
              >
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="manage" className="outline-none" ref={listArea}>
            <ItemList
              key={service}
              items={items}
              editingId={form.editingId}
              onEdit={startEdit}
              onDelete={setDeleting}
              onAddFirst={() => setTab('add')}
              onReorder={(ids, moved, to) => {
                setAnnouncement(`Moved “${moved.title}” to position ${to + 1} of ${ids.length}.`);
                data.reorder({ collection: service, ids });
              }}
            />
            <FeaturedChoice key={`featured-${service}`} row={current} csrf={data.csrf} />
          </Tabs.Content>
          <Tabs.Content value="add" className="outline-none">
            {shoot && !form.editingId ? (
              <ShootForm
                key={service}
                collection={service}
                csrf={data.csrf}
                onUploaded={data.refetchMedia}
                onClose={() => setShoot(false)}
                onAdded={(count) => {
                  data.refetchPortfolio();
                  setAnnouncement(`${count} items added at the top of ${current.label}.`);
                  setShoot(false);
                  setTab('manage');
                }}
              />
            ) : (
              <ItemForm
                form={form}
                media={media}
                csrf={data.csrf}
                busy={busy}
                onSubmit={() => void submit()}
                onCancel={() => unsaved.guard(finish)}
                onUploaded={data.refetchMedia}
                onShoot={(files) =>
                  unsaved.guard(() => {
                    addShootPhotos(files, service, data.csrf, data.refetchMedia);
                    setShoot(true);
                  })
                }
              />
            )}
          </Tabs.Content>
        </Tabs.Root>
        <p className="sr-only" role="status" aria-live="polite">
          {announcement}
        </p>
      </section>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={
          single ? 'Are you sure you want to delete this item?' : `Are you sure you want to delete these ${deleting?.length ?? 0} items?`
        }
        confirmLabel={single ? 'Delete item' : 'Delete items'}
        destructive
        onConfirm={confirmDelete}
        returnFocus={() => {
          const next = focusAfterDelete.current;
          focusAfterDelete.current = undefined;
          if (next === undefined) return null;
          const row = next
            ? listArea.current?.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(next)}"] [data-control="handle"]`)
            : null;
          return row ?? listArea.current;
        }}
      >
        {single ? (
          <p>
            <strong className="font-semibold text-ink-900">“{single.title}”</strong> will be removed from the {current.label} portfolio and
            its public page. You can undo this for a few seconds.
          </p>
        ) : (
          <>
            <p>These items will be removed from the {current.label} portfolio and its public page:</p>
            <ul className="mt-2 list-disc pl-5">
              {deleting?.map((i) => (
                <li key={i.id} className="font-semibold text-ink-900">
                  {i.title}
                </li>
              ))}
            </ul>
            <p className="mt-2">You can undo this for a few seconds.</p>
          </>
        )}
      </ConfirmDialog>
      {unsaved.dialog}
    </div>
  );
}
