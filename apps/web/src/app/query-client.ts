import { MutationCache, onlineManager, QueryCache, QueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { ApiFailure } from '../lib/api-client';
import { isShownInForm } from '../lib/field-errors';
import { notify } from '../lib/notify';
import { readServerMessage } from '../lib/server-message';
import { getStoredUser, onStoredUserChange } from '../lib/stored-user';

function announce(error: unknown): void {
  if (error instanceof ApiFailure && error.announced) return;
  notify.error(error instanceof Error ? error.message : String(error));
}

function hasMessage(data: unknown): data is { message: string } {
  return typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string' && data.message !== '';
}

// The query library learns of going offline from the browser's events, which a page
// opened with no network never gets: it starts from what the browser knows, so that
// page's queries wait for the network instead of failing (the time clock still works).
onlineManager.setOnline(navigator.onLine);

// Failures show once, in the red snackbar, with the catalogue's words (lib/api-client).
// This lives with the app layout, not the entry: the login page does not need it.
export const queryClient = new QueryClient({
  // A background poll (the bell) that fails offline says nothing: the next one will do.
  queryCache: new QueryCache({ onError: (error, query) => !query.meta?.quiet && announce(error) }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.quiet && !isShownInForm(error, mutation.meta)) announce(error);
    },
    // Spec §8: a write that answers { message } ("deleted", "updated") shows it in
    // green; a mutation opts in with meta: { announceSuccess: true }.
    onSuccess: (data, _variables, _context, mutation) => {
      if (mutation.meta?.announceSuccess && hasMessage(data)) notify.success(readServerMessage(data));
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not get better by asking again.
      retry: (count, error) => !(error instanceof ApiFailure && error.status !== null && error.status < 500) && count < 2,
      refetchOnWindowFocus: true,
    },
  },
});

// One person's data must not outlive their session in this tab: logout, expiry, a
// password change and every login (which clears the stored user first) drop the cache.
onStoredUserChange((user) => {
  if (!user) queryClient.clear();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page's queries answer their own types
export type PageQuery = FetchQueryOptions<any, any, any, any>;

/**
 * Asks for a page's data as soon as its code is in (its route's loader), rather than
 * from its first render: on a slow phone the answer then travels while the page
 * renders. The page's own queries take the answer, or the request still on its way.
 * Nobody signed in (or one who must change a password first) asks for nothing: the
 * page will send them elsewhere. Answers null, as a loader that holds no data.
 */
export function requestPageData(queries: readonly PageQuery[]): null {
  const user = getStoredUser();
  if (!user || user.mustChangePassword || user.secondFactor) return null;
  for (const query of queries) void queryClient.prefetchQuery(query);
  return null;
}
