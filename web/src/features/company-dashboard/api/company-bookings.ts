import {
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { COMPANY_BOOKINGS_MAX_PAGE_SIZE, type BookingStatus } from '@contracts/booking-vocabulary';
import type {
  BookingAssignable,
  BookingAssignInput,
  BookingMonthTotals,
  BookingRescheduleInput,
  BookingListOrder,
  BookingStatusUpdateInput,
  CompanyAgenda,
  CompanyBooking,
  CompanyBookingsOverview,
} from '@contracts/company-bookings';
import type { CursorPagination } from '@contracts/errors';
import { apiRequest } from '@/lib/api-client';
import { companyKeys, withCompanyId } from '@/lib/api/company-keys';

/** The filters of `GET /api/bookings` the screens use; the server filters, pages and sorts (latest first by default). */
export interface CompanyBookingsFilter {
  status?: BookingStatus;
  order?: BookingListOrder;
  date?: string;
  from?: string;
  to?: string;
  search?: string;
  limit?: number;
}

export interface CompanyBookingsPage {
  bookings: CompanyBooking[];
  nextCursor: string | null;
}

export const companyBookingKeys = {
  all: (companyId: string | undefined) => [...companyKeys.all(companyId), 'bookings'] as const,
  list: (companyId: string | undefined, filter: CompanyBookingsFilter) =>
    [...companyKeys.all(companyId), 'bookings', filter] as const,
  assignable: (companyId: string | undefined, bookingId: string) =>
    [...companyKeys.all(companyId), 'bookings', 'assignable', bookingId] as const,
};

function bookingsPath(filter: CompanyBookingsFilter, cursor: string | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filter, cursor })) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `/bookings?${text}` : '/bookings';
}

/** GET /api/bookings: one page of the acting company's bookings. */
export async function listCompanyBookings(
  companyId: string | undefined,
  filter: CompanyBookingsFilter,
  cursor?: string,
): Promise<CompanyBookingsPage> {
  const result = await apiRequest<CompanyBooking[]>(withCompanyId(bookingsPath(filter, cursor), companyId));
  const pagination = result.pagination as CursorPagination | undefined;
  return { bookings: result.data, nextCursor: pagination?.nextCursor ?? null };
}

/** The list view: page after page on "Load more" (the server bounds each page); `enabled` waits for a date. */
export function useCompanyBookingsList(companyId: string | undefined, filter: CompanyBookingsFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: companyBookingKeys.list(companyId, filter),
    queryFn: ({ pageParam }) => listCompanyBookings(companyId, filter, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
    // A new filter or search keeps the rows on screen (marked busy) until its answer comes: no flash of skeletons,
    // and a row present in both answers stays the same row, its open menu with it.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/bookings/agenda: the Overview's today, tomorrow and pending requests (company time zone). */
export const companyAgendaQuery = (companyId: string | undefined) =>
  queryOptions({
    queryKey: [...companyBookingKeys.all(companyId), 'agenda'] as const,
    queryFn: async () => (await apiRequest<CompanyAgenda>(withCompanyId('/bookings/agenda', companyId))).data,
  });

export function useCompanyAgenda(companyId: string | undefined) {
  return useQuery(companyAgendaQuery(companyId));
}

/** GET /api/bookings/overview: the next pending or confirmed bookings, however far ahead (one query of 5). */
const companyBookingsOverviewQuery = (companyId: string | undefined) =>
  queryOptions({
    queryKey: [...companyBookingKeys.all(companyId), 'overview'] as const,
    queryFn: async () =>
      (await apiRequest<CompanyBookingsOverview>(withCompanyId('/bookings/overview', companyId))).data,
  });

export function useCompanyBookingsOverview(companyId: string | undefined) {
  return useQuery(companyBookingsOverviewQuery(companyId));
}

/** A range reads at most this many pages: 1,000 bookings, a month of a busy salon with ten groomers. */
const RANGE_MAX_PAGES = 10;
export const RANGE_MAX_BOOKINGS = RANGE_MAX_PAGES * COMPANY_BOOKINGS_MAX_PAGE_SIZE;

/**
 * A bounded range of days (a month of the calendar, a week of schedules): every booking in it, earliest first, page
 * after page of the largest size up to RANGE_MAX_PAGES; `complete` is false when the range holds more than that.
 */
async function listCompanyBookingsRange(
  companyId: string | undefined,
  from: string,
  to: string,
): Promise<{ bookings: CompanyBooking[]; complete: boolean }> {
  const filter: CompanyBookingsFilter = { from, to, order: 'asc', limit: COMPANY_BOOKINGS_MAX_PAGE_SIZE };
  const bookings: CompanyBooking[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < RANGE_MAX_PAGES; page += 1) {
    const answer = await listCompanyBookings(companyId, filter, cursor);
    bookings.push(...answer.bookings);
    if (!answer.nextCursor) return { bookings, complete: true };
    cursor = answer.nextCursor;
  }
  return { bookings, complete: false };
}

export function useCompanyBookingsRange(companyId: string | undefined, from: string, to: string, enabled = true) {
  return useQuery({
    queryKey: [...companyBookingKeys.all(companyId), 'range', from, to] as const,
    queryFn: () => listCompanyBookingsRange(companyId, from, to),
    enabled,
  });
}

/** GET /api/bookings/month-totals: the Bookings cards' month, from the company's month rollup (one document). */
const companyBookingMonthTotalsQuery = (companyId: string | undefined, month: string) =>
  queryOptions({
    queryKey: [...companyBookingKeys.all(companyId), 'month-totals', month] as const,
    queryFn: async () =>
      (
        await apiRequest<BookingMonthTotals>(
          withCompanyId(`/bookings/month-totals?month=${encodeURIComponent(month)}`, companyId),
        )
      ).data,
  });

export function useCompanyBookingMonthTotals(companyId: string | undefined, month: string) {
  return useQuery(companyBookingMonthTotalsQuery(companyId, month));
}

/**
 * What Bookings reads when it opens (the next bookings and the `month` of its cards), started by the dashboard route
 * beside its read of the plan that gates the section, as `prefetchOverview` does for the Overview.
 */
export function prefetchBookings(queryClient: QueryClient, companyId: string | undefined, month: string): void {
  void queryClient.prefetchQuery(companyBookingsOverviewQuery(companyId));
  void queryClient.prefetchQuery(companyBookingMonthTotalsQuery(companyId, month));
}

/**
 * The Day view's day: the company's bookings of one date, in one page of the largest size (a day holds far fewer;
 * docs/decisions/0087-day-view.md). Waits for the date, which is the company's today until one is chosen.
 */
export function useCompanyBookingsDay(companyId: string | undefined, date: string | undefined) {
  const filter: CompanyBookingsFilter = { date, limit: COMPANY_BOOKINGS_MAX_PAGE_SIZE };
  return useQuery({
    queryKey: companyBookingKeys.list(companyId, filter),
    queryFn: () => listCompanyBookings(companyId, filter),
    enabled: Boolean(date),
  });
}

/** GET /api/bookings/{id}: one appointment, for a link that names it; waits for an id. */
export function useCompanyBooking(companyId: string | undefined, bookingId: string | undefined) {
  return useQuery({
    queryKey: [...companyBookingKeys.all(companyId), 'one', bookingId] as const,
    queryFn: async () =>
      (await apiRequest<CompanyBooking>(withCompanyId(`/bookings/${encodeURIComponent(bookingId ?? '')}`, companyId)))
        .data,
    enabled: Boolean(bookingId),
    retry: false,
  });
}

/** GET /api/bookings/{id}/assignable: the team for one appointment, each free or not with the reason. */
export function useBookingAssignable(companyId: string | undefined, bookingId: string) {
  return useQuery({
    queryKey: companyBookingKeys.assignable(companyId, bookingId),
    queryFn: async () =>
      (
        await apiRequest<BookingAssignable>(
          withCompanyId(`/bookings/${encodeURIComponent(bookingId)}/assignable`, companyId),
        )
      ).data,
    // Who is free changes with every booking: ask again each time the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });
}

/** After a change: every bookings list, and the numbers built from bookings, reload. */
export function useInvalidateCompanyBookings(companyId: string | undefined) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: companyKeys.all(companyId) });
}

/** PUT /api/bookings/{id}/status {status, notes, notifyCustomer} */
export function useUpdateBookingStatus(companyId: string | undefined) {
  const invalidate = useInvalidateCompanyBookings(companyId);
  return useMutation({
    mutationFn: ({ bookingId, input }: { bookingId: string; input: BookingStatusUpdateInput }) =>
      apiRequest<CompanyBooking>(withCompanyId(`/bookings/${encodeURIComponent(bookingId)}/status`, companyId), {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () => invalidate(),
  });
}

/** PUT /api/bookings/{id}/assign {employeeId | null} */
export function useAssignBooking(companyId: string | undefined) {
  const invalidate = useInvalidateCompanyBookings(companyId);
  return useMutation({
    mutationFn: ({ bookingId, input }: { bookingId: string; input: BookingAssignInput }) =>
      apiRequest<CompanyBooking>(withCompanyId(`/bookings/${encodeURIComponent(bookingId)}/assign`, companyId), {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () => invalidate(),
  });
}

/** PUT /api/bookings/{id}/reschedule {date, time, employeeId?, note} (docs/decisions/0103-moving-a-booking.md) */
export function useRescheduleBooking(companyId: string | undefined) {
  const invalidate = useInvalidateCompanyBookings(companyId);
  return useMutation({
    mutationFn: ({ bookingId, input }: { bookingId: string; input: BookingRescheduleInput }) =>
      apiRequest<CompanyBooking>(withCompanyId(`/bookings/${encodeURIComponent(bookingId)}/reschedule`, companyId), {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () => invalidate(),
  });
}
