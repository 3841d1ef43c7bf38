import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedLink } from '@contracts/calendar';
import { apiFetchBlob, apiRequest } from '@/lib/api-client';
import { withCompanyId } from '@/lib/api/company-keys';
import { saveBlob } from '@/lib/save-blob';
import { useSession } from '@/lib/session';

/**
 * Whose feed: the signed-in owner's or company's own, or (a company's) one team member's; `companyId` when a
 * superadmin acts for the company (docs/decisions/0090-calendar-feeds.md).
 */
export interface CalendarFeedOf {
  employeeId?: string;
  companyId?: string;
}

function feedPath(path: string, { employeeId, companyId }: CalendarFeedOf): string {
  return withCompanyId(employeeId ? `${path}?employeeId=${encodeURIComponent(employeeId)}` : path, companyId);
}

const feedKey = (uid: string, { employeeId, companyId }: CalendarFeedOf) =>
  ['calendar-feed', uid, companyId ?? 'self', employeeId ?? 'all'] as const;

/** GET /api/calendar/feed: the private URL calendar apps subscribe to (made on the first ask). */
export function useCalendarFeed(of: CalendarFeedOf = {}, { enabled = true }: { enabled?: boolean } = {}) {
  const uid = useSession().user?.uid ?? '';
  return useQuery({
    queryKey: feedKey(uid, of),
    queryFn: async () => (await apiRequest<CalendarFeedLink>(feedPath('/calendar/feed', of))).data,
    enabled: enabled && uid !== '',
    // The URL changes only when this user resets it.
    staleTime: Infinity,
  });
}

/** POST /api/calendar/feed/reset: a new URL; the old one stops working. */
export function useResetCalendarFeed(of: CalendarFeedOf = {}) {
  const uid = useSession().user?.uid ?? '';
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest<CalendarFeedLink>(feedPath('/calendar/feed/reset', of), { method: 'POST' })).data,
    onSuccess: (link) => queryClient.setQueryData(feedKey(uid, of), link),
  });
}

/** GET /api/bookings/{id}/calendar.ics (the booking's owner or company), saved as a file: Add to calendar. */
export function useDownloadBookingCalendar() {
  return useMutation({
    mutationFn: async (bookingId: string) => {
      const blob = await apiFetchBlob(`/api/bookings/${encodeURIComponent(bookingId)}/calendar.ics`);
      saveBlob(blob, `petnest-booking-${bookingId}.ics`);
    },
  });
}
