import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AppNotification, NotificationsPage } from '@contracts/notifications';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** How many of the latest items the header's menu lists. */
export const BELL_ITEMS = 8;
/**
 * The badge asks again every 30 s while the tab is visible, and at once when it comes back into view: an event
 * reaches an open dashboard within half a minute without the Firestore SDK in the bundle
 * (docs/decisions/0089-in-app-notifications.md).
 */
export const NOTIFICATIONS_POLL_MS = 30_000;

const notificationKeys = { latest: (uid: string) => ['notifications', uid, 'latest'] as const };

/** GET /api/notifications: the latest items and the unread count of the signed-in user (any role). */
export function useNotifications() {
  const uid = useSession().user?.uid ?? '';
  return useQuery({
    queryKey: notificationKeys.latest(uid),
    queryFn: async () => (await apiRequest<NotificationsPage>(`/notifications?limit=${BELL_ITEMS}`)).data,
    enabled: uid !== '',
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** PUT /api/notifications/{id}/read, or /read-all without an id; the badge reloads after either. */
export function useMarkNotificationsRead() {
  const uid = useSession().user?.uid ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) =>
      apiRequest<AppNotification | { marked: number }>(
        id ? `/notifications/${encodeURIComponent(id)}/read` : '/notifications/read-all',
        { method: 'PUT' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.latest(uid) }),
  });
}
