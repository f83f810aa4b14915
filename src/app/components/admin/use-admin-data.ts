// The admin's server state: who is signed in, the portfolio, the media library, and every change to them, with
// the toasts each change ends in. Mutations carry the session's CSRF token; lists are fetched again after writes.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { byCollection, type CollectionKey } from '#shared/catalog';
import type { BuiltInImage, MediaEntry, MediaPatch, PortfolioData, RestoreRequest } from '#shared/api';
import type { ContentRecord, SiteImageData } from '#shared/content-records';
import type { NewPortfolioItem, PortfolioItem } from '#shared/portfolio-item';
import { AUTH_KEY, fetchPortfolio, logout, MEDIA_KEY, MutationError, PORTFOLIO_KEY, send, SITE_IMAGES_KEY, type AuthUser } from './api';
import { toast } from './toaster';

export function failureToast(error: Error) {
  toast({ variant: 'destructive', title: error.message, description: error instanceof MutationError ? error.detail : undefined });
}

const label = (collection: CollectionKey) => byCollection(collection)?.label ?? collection;
const itemPath = (collection: CollectionKey, id?: string) =>
  `/api/portfolio/${collection}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;

export function useAdminData() {
  const queryClient = useQueryClient();
  const auth = useQuery<AuthUser>({ queryKey: AUTH_KEY });
  const user = auth.data;
  const authenticated = Boolean(user?.authenticated);
  const csrf = user?.csrfToken;

  const portfolio = useQuery<PortfolioData>({ queryKey: PORTFOLIO_KEY, queryFn: fetchPortfolio, enabled: authenticated });
  const media = useQuery<{ media: MediaEntry[] }>({ queryKey: MEDIA_KEY, enabled: authenticated });
  const siteImages = useQuery<{ images: BuiltInImage[] }>({ queryKey: SITE_IMAGES_KEY, enabled: authenticated });

  const refetch = () => {
    void queryClient.invalidateQueries({ queryKey: PORTFOLIO_KEY });
    void queryClient.invalidateQueries({ queryKey: MEDIA_KEY });
  };

  const signOut = useMutation({
    mutationFn: () => logout(csrf),
    onSuccess: () => {
      toast({ title: 'Logged out', description: 'Please refresh the page to log out from GitHub.' });
      queryClient.removeQueries({ queryKey: PORTFOLIO_KEY });
      queryClient.removeQueries({ queryKey: MEDIA_KEY });
      queryClient.removeQueries({ queryKey: SITE_IMAGES_KEY });
      queryClient.setQueryData<AuthUser>(AUTH_KEY, { authenticated: false, name: null, signInConfigured: user?.signInConfigured ?? true });
    },
    onError: failureToast,
  });

  const add = useMutation({
    mutationFn: (input: { collection: CollectionKey; item: NewPortfolioItem }) =>
      send<PortfolioItem>('POST', itemPath(input.collection), csrf, 'Failed to add item', input.item),
    onSuccess: (_r, input) => {
      toast({ title: 'Item added', description: `“${input.item.title}” is now in the ${label(input.collection)} portfolio.` });
      refetch();
    },
  });

  const update = useMutation({
    mutationFn: (input: { collection: CollectionKey; item: PortfolioItem }) =>
      send<PortfolioItem>('PUT', itemPath(input.collection), csrf, 'Failed to update item', input.item),
    onSuccess: (_r, input) => {
      toast({ title: 'Item updated', description: `Your changes to “${input.item.title}” are saved.` });
      refetch();
    },
  });

  /** Deletes items at once; the toast's Undo puts each back with its id, fields and place. */
  const remove = useMutation({
    mutationFn: async (input: { collection: CollectionKey; items: { item: PortfolioItem; index: number }[] }) => {
      const done: typeof input.items = [];
      try {
        for (const entry of input.items) {
          await send('DELETE', itemPath(input.collection, entry.item.id), csrf, 'Failed to delete item');
          done.push(entry);
        }
      } finally {
        if (done.length) refetch();
      }
      return done;
    },
    onSuccess: (done, input) => {
      const first = done[0]!.item;
      toast({
        title: 'Item deleted',
        description:
          done.length === 1
            ? `“${first.title}” was removed from the ${label(input.collection)} portfolio.`
            : `${done.length} items were removed from the ${label(input.collection)} portfolio.`,
        duration: 10_000,
        action: { label: 'Undo', altText: 'Undo the delete', onClick: () => restore.mutate({ collection: input.collection, items: done }) },
      });
    },
    onError: failureToast,
  });

  const restore = useMutation({
    mutationFn: async (input: { collection: CollectionKey; items: { item: PortfolioItem; index: number }[] }) => {
      // Lowest index first, so each lands where it was.
      const sorted = [...input.items].sort((a, b) => a.index - b.index);
      try {
        for (const { item, index } of sorted) {
          const { uploads: _uploads, ...stored } = item;
          const body: RestoreRequest = { item: stored, index };
          await send('POST', `${itemPath(input.collection)}/restore`, csrf, 'Failed to restore item', body);
        }
      } finally {
        refetch();
      }
    },
    onSuccess: (_r, input) =>
      toast({
        title: 'Item restored',
        description:
          input.items.length === 1
            ? `“${input.items[0]!.item.title}” is back in its place.`
            : `${input.items.length} items are back in their places.`,
      }),
    onError: failureToast,
  });

  // Orders are sent one at a time, in the order made; each shows at once (set here, not when its turn to be
  // sent comes, so quick moves in a row each start from the order on screen).
  const reorderMutation = useMutation({
    scope: { id: 'reorder' },
    mutationFn: (input: { collection: CollectionKey; ids: string[] }) =>
      send('PUT', `${itemPath(input.collection)}/order`, csrf, 'Failed to reorder items', { ids: input.ids }),
    onError: (error) => {
      failureToast(error);
      void queryClient.invalidateQueries({ queryKey: PORTFOLIO_KEY });
    },
  });
  const reorder = (input: { collection: CollectionKey; ids: string[] }) => {
    queryClient.setQueryData<PortfolioData>(PORTFOLIO_KEY, (data) => {
      if (!data) return data;
      const byId = new Map(data[input.collection].map((i) => [i.id, i]));
      return { ...data, [input.collection]: input.ids.flatMap((id) => byId.get(id) ?? []) };
    });
    reorderMutation.mutate(input);
  };

  const patchMedia = useMutation({
    mutationFn: (input: { id: string; patch: MediaPatch }) =>
      send<MediaEntry>('PATCH', `/api/admin/media/${input.id}`, csrf, 'Failed to save the image details', input.patch),
    onSuccess: (entry) => {
      toast({ title: 'Image details saved', description: `Every crop of “${entry.originalName}” now keeps its focal point in view.` });
      refetch();
    },
    onError: failureToast,
  });

  /** A built-in photograph's description and focal point, saved from the version the library showed. */
  const saveSiteImage = useMutation({
    mutationFn: (input: { image: BuiltInImage; data: SiteImageData }) =>
      send<ContentRecord<'site-image'>>(
        'PUT',
        `/api/admin/content/site-image/${input.image.name}`,
        csrf,
        'The photograph’s details were not saved',
        {
          data: input.data,
          baseVersion: input.image.version,
        },
      ),
    onSuccess: (_record, input) => {
      toast({ title: 'Image details saved', description: `The site now shows “${input.image.name}” as you set it.` });
      void queryClient.invalidateQueries({ queryKey: SITE_IMAGES_KEY });
    },
    // A conflict is shown in the dialog, beside the version that came first; the list is read again for it.
    onError: () => void queryClient.invalidateQueries({ queryKey: SITE_IMAGES_KEY }),
  });

  const deleteMedia = useMutation({
    mutationFn: (entry: MediaEntry) => send('DELETE', `/api/admin/media/${entry.id}`, csrf, 'Could not delete the image'),
    onSuccess: (_r, entry) => {
      toast({ title: 'Image deleted', description: `“${entry.originalName}” and its sizes were removed from the server.` });
      refetch();
    },
    onError: failureToast,
  });

  return {
    auth,
    user,
    authenticated,
    csrf,
    portfolio,
    media,
    siteImages,
    saveSiteImage,
    refetchMedia: () => void queryClient.invalidateQueries({ queryKey: MEDIA_KEY }),
    /** After a write made outside these mutations (a shoot's batch): the lists are read again. */
    refetchPortfolio: refetch,
    signOut,
    add,
    update,
    remove,
    restore,
    reorder,
    patchMedia,
    deleteMedia,
  };
}

export type AdminData = ReturnType<typeof useAdminData>;
