import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AvailabilityRangeView,
  BookingPreview,
  CreateBookingInput,
  DayAvailabilityView,
  OwnerBooking,
} from '@contracts/bookings';
import { apiRequest } from '@/lib/api-client';
import { useInvalidateOwnerBookings } from '@/lib/api/owner-bookings';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { isCalendarDate } from '@/lib/time-zone';

const availabilityKeys = {
  service: (companyId: string, serviceId: string) => ['availability', companyId, serviceId] as const,
  day: (companyId: string, serviceId: string, date: string, employeeId: string) =>
    [...availabilityKeys.service(companyId, serviceId), 'day', date, employeeId] as const,
  range: (companyId: string, serviceId: string, from: string, days: number, employeeId: string) =>
    [...availabilityKeys.service(companyId, serviceId), 'range', from, days, employeeId] as const,
  /** Under the service's key, so every booking attempt (which invalidates it) asks again. */
  preview: (companyId: string, serviceId: string, body: string) =>
    [...availabilityKeys.service(companyId, serviceId), 'preview', body] as const,
};
/** `&employeeId=` when the owner asked for one team member; '' is anyone. */
const memberQuery = (employeeId: string) => (employeeId ? `&employeeId=${encodeURIComponent(employeeId)}` : '');
const availabilityPath = (companyId: string, serviceId: string) =>
  `/companies/${encodeURIComponent(companyId)}/services/${encodeURIComponent(serviceId)}/availability`;

/** GET /api/companies/{companyId}/services/{serviceId}/availability?date=YYYY-MM-DD[&employeeId=] (no auth). */
export async function getAvailability(
  companyId: string,
  serviceId: string,
  date: string,
  employeeId = '',
): Promise<DayAvailabilityView> {
  return (
    await apiRequest<DayAvailabilityView>(
      `${availabilityPath(companyId, serviceId)}?date=${encodeURIComponent(date)}${memberQuery(employeeId)}`,
      { authenticated: false },
    )
  ).data;
}

/** The day's 18 slots; fresh each time the dialog asks (slots are taken by others at any moment). */
export function useAvailability(companyId: string, serviceId: string, date: string, employeeId = '') {
  return useQuery({
    queryKey: availabilityKeys.day(companyId, serviceId, date, employeeId),
    queryFn: () => getAvailability(companyId, serviceId, date, employeeId),
    enabled: isCalendarDate(date),
    staleTime: 0,
  });
}

/** GET .../availability?from=YYYY-MM-DD&days=N (no auth): free slots counted per day, for the day strip. */
export async function getAvailabilityRange(
  companyId: string,
  serviceId: string,
  from: string,
  days: number,
  employeeId = '',
): Promise<AvailabilityRangeView> {
  const query = `from=${encodeURIComponent(from)}&days=${days}${memberQuery(employeeId)}`;
  return (
    await apiRequest<AvailabilityRangeView>(`${availabilityPath(companyId, serviceId)}?${query}`, {
      authenticated: false,
    })
  ).data;
}

export function useAvailabilityRange(
  companyId: string,
  serviceId: string,
  from: string,
  days: number,
  employeeId = '',
) {
  return useQuery({
    queryKey: availabilityKeys.range(companyId, serviceId, from, days, employeeId),
    queryFn: () => getAvailabilityRange(companyId, serviceId, from, days, employeeId),
    enabled: isCalendarDate(from),
    staleTime: 0,
  });
}

/** POST /api/pet-owners/bookings: 201 with the booking and the spec's success message. */
export function createBooking(input: CreateBookingInput) {
  return apiRequest<OwnerBooking>('/pet-owners/bookings', { method: 'POST', body: input });
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  const invalidateOwnerBookings = useInvalidateOwnerBookings();
  return useMutation({
    mutationFn: createBooking,
    onSettled: (_result, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: availabilityKeys.service(input.companyId, input.serviceId) }),
        invalidateOwnerBookings(),
      ]),
  });
}

/** POST /api/pet-owners/bookings/preview: what the same body would book, date by date; it changes nothing. */
export async function previewBooking(input: CreateBookingInput): Promise<BookingPreview> {
  return (await apiRequest<BookingPreview>('/pet-owners/bookings/preview', { method: 'POST', body: input })).data;
}

/** A count chosen with the arrow keys passes several values: only the one the owner stops on is asked about. */
export const BOOKING_PREVIEW_DELAY_MS = 300;

/**
 * The preview of `input` (null: nothing to ask yet), asked once the body has stopped changing and keyed by it.
 * `settling` is true while the body on show is newer than the one asked about: the answer is not for it yet.
 */
export function useBookingPreview(input: CreateBookingInput | null) {
  const body = input ? JSON.stringify(input) : '';
  const settledBody = useDebouncedValue(body, BOOKING_PREVIEW_DELAY_MS);
  const preview = useQuery({
    queryKey: availabilityKeys.preview(input?.companyId ?? '', input?.serviceId ?? '', settledBody),
    queryFn: () => previewBooking(JSON.parse(settledBody) as CreateBookingInput),
    enabled: settledBody !== '' && settledBody === body,
    staleTime: 0,
  });
  return { preview, settling: body !== settledBody };
}
