// The /admin page: picks the screen from the auth query (checking, unauthenticated,
// loading data, ready) and, once ready, runs the service list, the Manage / Add tabs and the mutations.
import { useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as Tabs from '@radix-ui/react-tabs';
import { ExternalLink, LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { byCollection, catalog, type CollectionKey } from '#shared/catalog';
import { Icon } from '../ui/icon';
import type { PortfolioItem } from '#shared/portfolio-item';
import { Logo } from '../layout/logo';
import { AUTH_KEY, fetchPortfolio, logout, MutationError, PORTFOLIO_KEY, send, uploadImage, type AuthUser } from './api';
import type { PortfolioData } from '#shared/api';
import { AuthRequired, NotAuthorised, NotConfigured, StatusLine } from './auth-screens';
import { emptyForm, ItemForm, type FormValues } from './item-form';
import { ItemList } from './item-list';
import { toast } from './toaster';
import { VitalsPanel } from './vitals-panel';
import { paths } from '#shared/paths';

type Tab = 'manage' | 'add';

function AdminHeader({ user, onSignOut, signingOut }: { user?: AuthUser; onSignOut?: () => void; signingOut?: boolean }) {
  return (
    <header className="border-b border-ink-800 bg-ink-900 text-white">
      <div className="container-site flex min-h-16 flex-wrap items-center justify-between gap-3 py-3">
        <div className="flex items-center gap-4">
          <Link to={paths.home} aria-label="Northframe Media home" className="rounded-md">
            <Logo />
          </Link>
          <span className="hidden h-6 w-px bg-white/20 sm:block" aria-hidden="true" />
          <span className="hidden text-sm font-medium text-white/80 sm:block">Portfolio admin</span>
        </div>
        <div className="flex items-center gap-2">
          <Link
            to={paths.portfolio}
            className="hidden items-center gap-1.5 rounded-md px-3 py-2 text-sm text-white/80 hover:text-white sm:inline-flex"
          >
            View site
            <ExternalLink size={14} aria-hidden="true" />
          </Link>
          {user && onSignOut && (
            <button
              type="button"
              onClick={onSignOut}
              disabled={signingOut}
              title="Sign out"
              className="inline-flex items-center gap-2 rounded-lg border border-white/25 px-3 py-2 text-sm font-medium hover:bg-white hover:text-ink-900"
            >
              {user.name || 'Unknown'}
              <LogOut size={15} aria-hidden="true" />
            </button>
          )}
        </div>
      </div>
    </header>
  );
}

function toPayload(values: FormValues): Omit<PortfolioItem, 'id'> {
  const item: Omit<PortfolioItem, 'id'> = {
    title: values.title.trim(),
    description: values.description.trim(),
    type: values.type,
    src: values.src.trim(),
  };
  // Empty optional fields are left out.
  for (const key of ['thumbnail', 'category', 'specs', 'alt'] as const) {
    const value = values[key].trim();
    if (value) item[key] = value;
  }
  return item;
}

function toValues(item: PortfolioItem): FormValues {
  return {
    title: item.title,
    description: item.description,
    type: item.type,
    src: item.src,
    thumbnail: item.thumbnail ?? '',
    category: item.category ?? '',
    specs: item.specs ?? '',
    alt: item.alt ?? '',
  };
}

function failureToast(error: Error) {
  toast({ variant: 'destructive', title: error.message, description: error instanceof MutationError ? error.detail : undefined });
}

export function AdminApp({ signInFailed }: { signInFailed?: boolean }) {
  const queryClient = useQueryClient();
  const auth = useQuery<AuthUser>({ queryKey: AUTH_KEY });
  const user = auth.data;
  const authenticated = Boolean(user?.authenticated);
  const csrf = user?.csrfToken;

  const portfolio = useQuery<PortfolioData>({ queryKey: PORTFOLIO_KEY, queryFn: fetchPortfolio, enabled: authenticated });

  const [service, setService] = useState<CollectionKey>('photographyPortfolio');
  const [tab, setTab] = useState<Tab>('manage');
  const [values, setValues] = useState<FormValues>(emptyForm);
  const [editingId, setEditingId] = useState<string | undefined>();
  const [announcement, setAnnouncement] = useState('');

  const current = byCollection(service)!;
  const refetchPortfolio = () => queryClient.invalidateQueries({ queryKey: PORTFOLIO_KEY });

  const resetForm = () => {
    setValues(emptyForm);
    setEditingId(undefined);
  };

  const signOut = useMutation({
    mutationFn: () => logout(csrf),
    onSuccess: () => {
      toast({ title: 'Logged out', description: 'Please refresh the page to log out from the hosting platform.' });
      queryClient.removeQueries({ queryKey: PORTFOLIO_KEY });
      queryClient.setQueryData<AuthUser>(AUTH_KEY, { authenticated: false, name: null, signInConfigured: user?.signInConfigured ?? true });
    },
    onError: failureToast,
  });

  const afterWrite = (title: string, description: string) => {
    toast({ title, description });
    void refetchPortfolio();
    resetForm();
    setTab('manage');
  };

  const add = useMutation({
    mutationFn: (input: { service: CollectionKey; item: Omit<PortfolioItem, 'id'> }) =>
      send('POST', `/api/portfolio/${input.service}`, csrf, 'Failed to add item', input.item),
    onSuccess: (_r, input) =>
      afterWrite('Item added', `“${input.item.title}” is now in the ${byCollection(input.service)!.label} portfolio.`),
    onError: failureToast,
  });

  const update = useMutation({
    mutationFn: (input: { service: CollectionKey; item: PortfolioItem }) =>
      send('PUT', `/api/portfolio/${input.service}`, csrf, 'Failed to update item', input.item),
    onSuccess: (_r, input) => afterWrite('Item updated', `Your changes to “${input.item.title}” are saved.`),
    onError: failureToast,
  });

  const remove = useMutation({
    mutationFn: (input: { service: CollectionKey; item: PortfolioItem }) =>
      send('DELETE', `/api/portfolio/${input.service}/${encodeURIComponent(input.item.id)}`, csrf, 'Failed to delete item'),
    onSuccess: (_r, input) => {
      if (editingId === input.item.id) resetForm();
      toast({
        title: 'Item deleted',
        description: `“${input.item.title}” was removed from the ${byCollection(input.service)!.label} portfolio.`,
      });
      void refetchPortfolio();
      setTab('manage');
    },
    onError: failureToast,
  });

  const reorder = useMutation({
    mutationFn: (input: { service: CollectionKey; ids: string[] }) =>
      send('PUT', `/api/portfolio/${input.service}/order`, csrf, 'Failed to reorder items', { ids: input.ids }),
    onMutate: (input) => {
      // Show the new order at once; the server's answer (or a refetch on failure) settles it.
      queryClient.setQueryData<PortfolioData>(PORTFOLIO_KEY, (data) => {
        if (!data) return data;
        const byId = new Map(data[input.service].map((i) => [i.id, i]));
        return { ...data, [input.service]: input.ids.map((id) => byId.get(id)!).filter(Boolean) };
      });
    },
    onError: (error) => {
      failureToast(error);
      void refetchPortfolio();
    },
    onSettled: () => void refetchPortfolio(),
  });

  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(file, csrf),
    onSuccess: (result) => {
      setValues((v) => ({ ...v, src: result.url }));
      toast({ title: 'Upload successful', description: 'Image uploaded and ready to use.' });
    },
    onError: () => toast({ variant: 'destructive', title: 'Upload failed', description: 'There was an error uploading your file.' }),
  });

  // --- screens before ready -------------------------------------------------------------------
  if (auth.isPending) {
    return (
      <Shell>
        <StatusLine text="Checking authentication..." />
      </Shell>
    );
  }
  if (user?.signInConfigured === false) {
    return (
      <Shell>
        <NotConfigured />
      </Shell>
    );
  }
  if (user?.notAuthorised) {
    return (
      <Shell>
        <NotAuthorised login={user.login} busy={signOut.isPending} onSignOut={() => signOut.mutate()} />
      </Shell>
    );
  }
  if (auth.isError || !authenticated) {
    return (
      <Shell>
        <AuthRequired failed={signInFailed} />
      </Shell>
    );
  }

  const header = <AdminHeader user={user} onSignOut={() => signOut.mutate()} signingOut={signOut.isPending} />;
  if (portfolio.isPending) {
    return (
      <Shell header={header}>
        <StatusLine text="Loading portfolio data..." />
      </Shell>
    );
  }
  if (portfolio.isError) {
    return (
      <Shell header={header}>
        <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-red-50 p-8 text-center text-red-800">
          <h1 id="hero-title" className="font-semibold">
            {portfolio.error.message}
          </h1>
          <button type="button" className="btn-dark mt-5" onClick={() => void portfolio.refetch()}>
            Try again
          </button>
        </div>
      </Shell>
    );
  }

  // --- ready ------------------------------------------------------------------------------------
  const items = portfolio.data[service] ?? [];
  const saving = add.isPending || update.isPending;

  const submit = () => {
    const payload = toPayload(values);
    if (!payload.title || !payload.description || !payload.src) {
      toast({ variant: 'destructive', title: 'Missing fields', description: 'Please fill in all required fields' });
      return;
    }
    if (editingId) update.mutate({ service, item: { id: editingId, ...payload } });
    else add.mutate({ service, item: payload });
  };

  const startEdit = (item: PortfolioItem) => {
    setValues(toValues(item));
    setEditingId(item.id);
    setTab('add');
  };

  const confirmDelete = (item: PortfolioItem) => {
    if (window.confirm('Are you sure you want to delete this item?')) remove.mutate({ service, item });
  };

  const chooseService = (key: CollectionKey) => {
    if (key === service) return;
    setService(key);
    if (editingId) resetForm();
  };

  return (
    <Shell header={header}>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">Portfolio admin</p>
          <h1 id="hero-title" className="mt-2 font-display text-3xl font-semibold text-ink-900 sm:text-4xl">
            Welcome back, {user?.name || 'Admin'}
          </h1>
          <p className="mt-2 max-w-xl text-ink-600">Add, edit, reorder and remove the work shown on the public portfolio pages.</p>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[15rem_1fr] lg:gap-8">
        <nav aria-label="Services" className="lg:sticky lg:top-6 lg:self-start">
          <h2 className="mb-3 text-xs font-semibold uppercase tracking-[0.18em] text-ink-500">Services</h2>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-1">
            {catalog.map((s) => {
              const selected = s.collection === service;
              return (
                <li key={s.collection}>
                  <button
                    type="button"
                    onClick={() => chooseService(s.collection)}
                    aria-pressed={selected}
                    className={`flex h-full w-full items-center gap-2.5 rounded-xl border px-3 py-2.5 text-left text-sm font-medium transition ${
                      selected ? 'border-ink-900 bg-ink-900 text-white shadow-sm' : 'border-line bg-white text-ink-800 hover:border-ink/30'
                    }`}
                  >
                    <Icon name={s.icon} className={`h-[17px] w-[17px] ${selected ? 'text-brass' : 'text-ink-500'}`} />
                    <span className="min-w-0 flex-1 leading-tight">{s.label}</span>
                    <span
                      className={`text-xs tabular-nums ${selected ? 'text-white/70' : 'text-ink-500'}`}
                      aria-label={`${portfolio.data[s.collection]?.length ?? 0} items`}
                    >
                      {portfolio.data[s.collection]?.length ?? 0}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>

        <section aria-labelledby="service-heading" className="min-w-0 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6">
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <h2 id="service-heading" className="font-display text-2xl font-semibold text-ink-900">
              {current.label}
            </h2>
            <Link
              to={paths.portfolioCategory(current.portfolio)}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-brass-700 hover:underline"
            >
              View public page
              <ExternalLink size={14} aria-hidden="true" />
            </Link>
          </div>
          <Tabs.Root value={tab} onValueChange={(v) => setTab(v as Tab)} activationMode="automatic">
            <Tabs.List aria-label="Portfolio items" loop className="mb-6 inline-flex rounded-xl bg-paper-2 p-1">
              {(
                [
                  ['manage', 'Manage Items'],
                  ['add', editingId ? 'Edit Item' : 'Add New'],
                ] as const
              ).map(([value, label]) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="rounded-lg px-4 py-2 text-sm font-medium text-ink-600 transition hover:text-ink-900 data-[state=active]:bg-white data-[state=active]:text-ink-900 data-[state=active]:shadow-sm"
                >
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="manage" className="outline-none">
              <ItemList
                items={items}
                editingId={editingId}
                busy={remove.isPending || reorder.isPending}
                onEdit={startEdit}
                onDelete={confirmDelete}
                onReorder={(ids, moved, to) => {
                  setAnnouncement(`Moved “${moved.title}” to position ${to + 1} of ${ids.length}.`);
                  reorder.mutate({ service, ids });
                }}
              />
            </Tabs.Content>
            <Tabs.Content value="add" className="outline-none">
              <ItemForm
                values={values}
                editing={Boolean(editingId)}
                saving={saving}
                uploading={upload.isPending}
                onChange={setValues}
                onSubmit={submit}
                onCancel={resetForm}
                onUpload={async (file) => {
                  try {
                    await upload.mutateAsync(file);
                    return true;
                  } catch {
                    return false;
                  }
                }}
              />
            </Tabs.Content>
          </Tabs.Root>
          <p className="sr-only" role="status" aria-live="polite">
            {announcement}
          </p>
        </section>
      </div>

      <div className="mt-10">
        <VitalsPanel />
      </div>
    </Shell>
  );
}

function Shell({ header, children }: { header?: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-paper">
      {header ?? <AdminHeader />}
      <div className="container-site py-8 sm:py-12">{children}</div>
    </div>
  );
}
