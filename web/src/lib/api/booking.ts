import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateBookingInput, DayAvailabilityView, OwnerBooking } from '@contracts/bookings';
import { apiRequest } from '@/lib/api-client';
import { useInvalidateOwnerBookings } from '@/lib/api/owner-bookings';

const availabilityKey = (companyId: string, serviceId: string, date: string) => ['availability', companyId, serviceId, date] as const;

/** GET /api/companies/{companyId}/services/{serviceId}/availability?date=YYYY-MM-DD (no auth). */
export async function getAvailability(companyId: string, serviceId: string, date: string): Promise<DayAvailabilityView> {
  const path = `/companies/${encodeURIComponent(companyId)}/services/${encodeURIComponent(serviceId)}/availability?date=${encodeURIComponent(date)}`;
  return (await apiRequest<DayAvailabilityView>(path, { authenticated: false })).data;
}

/** The day's 18 slots; fresh each time the dialog asks (slots are taken by others at any moment). */
export function useAvailability(companyId: string, serviceId: string, date: string) {
  return useQuery({
    queryKey: availabilityKey(companyId, serviceId, date),
    queryFn: () => getAvailability(companyId, serviceId, date),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
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
        queryClient.invalidateQueries({ queryKey: availabilityKey(input.companyId, input.serviceId, input.date) }),
        invalidateOwnerBookings(),
      ]),
  });
}
