import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationList, NotificationPreferences } from '@portal/contracts/notifications';
import { NOTIFICATION_POLL_MS, notificationsRoutes } from '@portal/contracts/notifications-routes';
import { callApi } from '../../../lib/api-client';
import { refusalsInForm } from '../../../lib/field-errors';

const notificationKeys = {
  list: ['notifications', 'list'] as const,
  preferences: ['notifications', 'preferences'] as const,
};

/** The bell's list, asked again every 30 seconds while the portal is open, and on coming back to the tab. */
export const notificationsQuery = queryOptions({
  queryKey: notificationKeys.list,
  queryFn: ({ signal }) => callApi(notificationsRoutes.list, { signal }),
  refetchInterval: NOTIFICATION_POLL_MS,
  // Fresh for a few seconds only: the answer the layout asked for with its code is not
  // asked again by the first render, yet coming back to the tab still asks.
  staleTime: 5_000,
  meta: { quiet: true },
});

export function useNotifications() {
  return useQuery(notificationsQuery);
}

/** Marks some read (or all, with 'all'), showing it at once and keeping the server's count. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[] | 'all') => (ids === 'all' ? callApi(notificationsRoutes.markAllRead) : callApi(notificationsRoutes.markRead, { body: { ids } })),
    onMutate: (ids) => {
      queryClient.setQueryData<NotificationList>(notificationKeys.list, (list) =>
        list ? { ...list, items: list.items.map((item) => (ids === 'all' || ids.includes(item.id) ? { ...item, read: true } : item)) } : list,
      );
    },
    onSuccess: ({ unread }) => {
      queryClient.setQueryData<NotificationList>(notificationKeys.list, (list) => (list ? { ...list, unread } : list));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}

export function useNotificationPreferences(enabled: boolean) {
  return useQuery({ queryKey: notificationKeys.preferences, queryFn: ({ signal }) => callApi(notificationsRoutes.preferences, { signal }), enabled });
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: refusalsInForm,
    mutationFn: (choices: NotificationPreferences) => callApi(notificationsRoutes.savePreferences, { body: choices }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}
