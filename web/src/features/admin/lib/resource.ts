import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePublicData } from '../../../app/public-data';
import { type Answer, ApiWriteError, read, write } from '../../../lib/api';
import type { DeleteKind } from '../../../lib/core';
import { retryUpTo } from '../../../lib/retry';
import { useAuth } from './auth-store';
import { failureToast, toast } from '../components/toast-store';

/**
 * The calls of one managed collection, made in its feature's `api/` with the typed client: the
 * item the list and a save answer, and the body a save sends.
 */
export interface CollectionApi<Item, Body> {
  list: () => Promise<Answer<Item[]>>;
  create: (body: Body) => Promise<Answer<Item>>;
  update: (id: number, body: Body) => Promise<Answer<Item>>;
  remove: (id: number) => Promise<Answer<unknown>>;
  /** Sends every item's id, in the new order. */
  reorder: (ids: number[]) => Promise<Answer<unknown>>;
}

/** One managed collection: its calls, its cache key and the words of its toasts. */
export interface Resource<Item = unknown, Body = never> {
  /** `experiences`, `education` or `case-studies`: the admin list's cache key. */
  key: 'experiences' | 'education' | 'case-studies';
  api: CollectionApi<Item, Body>;
  /** Spec §8 nouns: `experience`, `education`, `case study`. */
  noun: string;
  /** Retries of a failed read (spec §7: experience queries retry once, others 3 times). */
  retries: number;
  /** The read failure text (spec §8). */
  fetchFailure: string;
  /** Spec §8's save failure toast, by mode. */
  saveFailure: (mode: 'create' | 'update') => [title: string, description: string];
}

/** What a tab of items in the owner's order says (spec §2): what a delete prompt calls an item,
 * the tab's heading, its add button, and its empty state's text and button. */
export interface ListWords {
  kind: DeleteKind;
  heading: string;
  addLabel: string;
  empty: { text: string; action: string };
}

const capitalised = (noun: string) => noun[0]!.toUpperCase() + noun.slice(1);

/** Whether a call was refused for want of a session (ApiError and UploadError carry the status). */
const sessionEnded = (error: unknown) => (error as { status?: number } | null)?.status === 401;

/** A 401 on an admin read means the session is gone: the guard then sends the owner to log in. */
function signOutOn401(error: unknown) {
  if (sessionEnded(error)) useAuth.getState().signedOut();
}

/**
 * Reports a refused write. A 401 there (the session ended while the owner worked) keeps the page
 * and the open dialog with everything typed in it, and says how to go on; anything else shows
 * the write's own failure toast.
 */
export function writeFailed(error: unknown, title: string, description: string) {
  if (sessionEnded(error)) {
    failureToast('Session Expired', 'Sign in again in another tab, then try again here.');
  } else {
    failureToast(title, description);
  }
}

/**
 * Whether a save was refused because the item was saved elsewhere since it was opened: a 409
 * about the whole item, not one of its fields (a taken slug names its field).
 */
export const savedElsewhere = (error: unknown): error is ApiWriteError =>
  error instanceof ApiWriteError && error.status === 409 && error.fields.length === 0;

/** The admin list's query: its key, its read and its retries. */
export function adminListQuery<T>(resource: Resource<T, never>) {
  return queryOptions({
    queryKey: ['admin', resource.key],
    queryFn: async () => {
      try {
        return await read(resource.api.list(), resource.fetchFailure);
      } catch (error) {
        signOutOn401(error);
        throw error;
      }
    },
    retry: retryUpTo(resource.retries),
  });
}

/** The admin list, loaded only while its tab is shown (the hook lives in the tab). */
export function useAdminList<T>(resource: Resource<T, never>) {
  return useQuery(adminListQuery<T>(resource));
}

/** After a write the public reads (the home, its pages, the profile) are fetched anew. */
export function useRefreshPublic() {
  const queryClient = useQueryClient();
  const publicData = usePublicData();
  return () => {
    publicData.invalidate();
    return queryClient.invalidateQueries({ queryKey: ['public'] });
  };
}

/** Spec §4: after any write the admin list and the public reads (the home, its pages) refresh. */
function useRefresh(resource: Pick<Resource, 'key'>) {
  const queryClient = useQueryClient();
  const refreshPublic = useRefreshPublic();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', resource.key] }),
      refreshPublic(),
    ]);
}

/** Creates (no id) or updates (an id) an item; the dialog handles field errors itself. */
export function useSave<Body, T>(resource: Resource<T, Body>) {
  const queryClient = useQueryClient();
  const refreshPublic = useRefreshPublic();
  const refresh = useRefresh(resource);
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Body }) => {
      const mode = id === undefined ? 'create' : 'update';
      const [, description] = resource.saveFailure(mode);
      return write(
        id === undefined ? resource.api.create(body) : resource.api.update(id, body),
        description,
      );
    },
    onSuccess: async (_saved, { id }) => {
      const verb = id === undefined ? 'created' : 'updated';
      toast('Success!', `${capitalised(resource.noun)} ${verb} successfully.`);
      await refresh();
    },
    onError: async (error, { id }) => {
      writeFailed(error, ...resource.saveFailure(id === undefined ? 'create' : 'update'));
      if (!savedElsewhere(error)) return;
      // The list then holds the newer save (the dialog says what happened): the answer carries
      // it when the item has versions (its revisions gained one), otherwise the list is read again.
      const { current } = error;
      if (!current) {
        await refresh();
        return;
      }
      queryClient.setQueryData<{ id: number }[]>(['admin', resource.key], (list) =>
        list?.map((item) => (item.id === current.id ? current : item)),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', resource.key, current.id] }),
        refreshPublic(),
      ]);
    },
  });
}

/** Deletes an item after the owner confirmed it. */
export function useDelete(resource: Resource<unknown, never>) {
  const refresh = useRefresh(resource);
  return useMutation({
    mutationFn: (id: number) => write(resource.api.remove(id), `Failed to delete ${resource.noun}`),
    onSuccess: async () => {
      toast('Success!', `${capitalised(resource.noun)} deleted successfully.`);
      await refresh();
    },
    onError: (error) =>
      writeFailed(error, 'Error', `Failed to delete ${resource.noun}. Please try again.`),
  });
}

/** A reorder's failure text (spec §8; case studies: issue 23). */
const REORDER_FAILURE = {
  experiences: 'Failed to reorder experiences',
  education: 'Failed to reorder education',
  'case-studies': 'Failed to reorder case studies',
} as const;

/**
 * Spec §4: a new order shows at once, `Saving new order...` while it is sent, and the previous
 * order comes back if the server refuses it.
 */
export function useReorder<T extends { id: number }>(resource: Resource<T, never>) {
  const queryClient = useQueryClient();
  const refresh = useRefresh(resource);
  const listKey = ['admin', resource.key];
  const failure = REORDER_FAILURE[resource.key];
  const mutation = useMutation({
    mutationFn: (next: T[]) => write(resource.api.reorder(next.map((item) => item.id)), failure),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      const previous = queryClient.getQueryData<T[]>(listKey);
      queryClient.setQueryData(listKey, next);
      return { previous };
    },
    onError: (error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(listKey, context.previous);
      writeFailed(error, 'Error', failure);
    },
    // After a refusal the lists are read again too (another tab may have added an item), unless
    // the session ended: that read would send the owner to the login screen.
    onSettled: (_saved, error) => (error && sessionEnded(error) ? undefined : refresh()),
  });
  return { reorder: mutation.mutate, saving: mutation.isPending };
}

/**
 * Issue 23: "Sort by date" puts every experience back at sortOrder 0, so the server lists them by
 * their dates, newest first (folio-core's rule; the browser does not order them itself). While it
 * is sent the tab says `Saving new order...`; the list is read anew when it is done, and a refusal
 * shows the reorder failure toast.
 */
export function useSortByDate(
  resource: Pick<Resource, 'key'> & { api: { sortByDate: () => Promise<Answer<unknown>> } },
) {
  const refresh = useRefresh(resource);
  const failure = 'Failed to reorder experiences';
  const mutation = useMutation({
    mutationFn: () => write(resource.api.sortByDate(), failure),
    onError: (error) => writeFailed(error, 'Error', failure),
    onSettled: (_done, error) => (error && sessionEnded(error) ? undefined : refresh()),
  });
  return { run: () => mutation.mutate(), sorting: mutation.isPending };
}
