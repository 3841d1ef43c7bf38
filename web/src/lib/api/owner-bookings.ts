import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cancelBookingInputSchema, OwnerBooking, ReviewInput } from '@contracts/bookings';
import { apiRequest } from '@/lib/api-client';
import { ownerKeys, useOwnerId } from '@/lib/api/owner-keys';

/** GET /api/pet-owners/bookings */
export async function listOwnerBookings(): Promise<OwnerBooking[]> {
  return (await apiRequest<OwnerBooking[]>('/pet-owners/bookings')).data;
}

export function useOwnerBookings({ enabled = true }: { enabled?: boolean } = {}) {
  const uid = useOwnerId();
  return useQuery({ queryKey: ownerKeys.bookings(uid), queryFn: listOwnerBookings, enabled: enabled && uid !== '' });
}

/** Which bookings a cancel takes: the one named, or it and the later ones of its series. */
export type CancelScope = NonNullable<z.output<typeof cancelBookingInputSchema>['scope']>;

/** PUT /api/pet-owners/bookings/{id}/cancel: no body for a single booking, `{ scope }` for one of a series. */
export function cancelBooking({ bookingId, scope }: { bookingId: string; scope?: CancelScope }) {
  return apiRequest<OwnerBooking>(`/pet-owners/bookings/${encodeURIComponent(bookingId)}/cancel`, {
    method: 'PUT',
    body: scope ? { scope } : undefined,
  });
}

/** POST /api/pet-owners/bookings/{id}/review {rating, review} */
export function reviewBooking({ bookingId, review }: { bookingId: string; review: ReviewInput }) {
  return apiRequest<OwnerBooking>(`/pet-owners/bookings/${encodeURIComponent(bookingId)}/review`, {
    method: 'POST',
    body: review,
  });
}

/** After a booking changed: the list and the dashboard reload. */
export function useInvalidateOwnerBookings() {
  const queryClient = useQueryClient();
  const uid = useOwnerId();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ownerKeys.bookings(uid) }),
      queryClient.invalidateQueries({ queryKey: ownerKeys.dashboardStats(uid) }),
    ]);
}

export function useCancelBooking() {
  const invalidate = useInvalidateOwnerBookings();
  return useMutation({ mutationFn: cancelBooking, onSuccess: () => invalidate() });
}

export function useReviewBooking() {
  const invalidate = useInvalidateOwnerBookings();
  return useMutation({ mutationFn: reviewBooking, onSuccess: () => invalidate() });
}
