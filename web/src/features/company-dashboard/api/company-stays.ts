import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PlaceGuests, StaysOccupancy } from '@contracts/company-bookings';
import { apiRequest } from '@/lib/api-client';
import { withCompanyId } from '@/lib/api/company-keys';
import { companyBookingKeys } from './company-bookings';

/**
 * GET /api/bookings/stays: places taken of capacity per night or day, two weeks from `from` (the company's today when
 * undefined). Kept under the bookings' key, so a status change (which frees or retakes places) reloads it with the
 * lists; the fortnight shown stays on screen while the next one loads.
 */
export function useStaysOccupancy(companyId: string | undefined, from: string | undefined) {
  const path = from ? `/bookings/stays?${new URLSearchParams({ from })}` : '/bookings/stays';
  return useQuery({
    queryKey: [...companyBookingKeys.all(companyId), 'stays', 'from', from ?? 'today'] as const,
    queryFn: async () => (await apiRequest<StaysOccupancy>(withCompanyId(path, companyId))).data,
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/bookings/stays/guests: who holds a place of one service on one night or day, for the Stays tab's chosen
 * night. Under the bookings' key too, so a status change or a new booking reloads it.
 */
export function usePlaceGuests(companyId: string | undefined, serviceId: string, date: string) {
  const query = new URLSearchParams({ serviceId, date });
  return useQuery({
    queryKey: [...companyBookingKeys.all(companyId), 'stays', serviceId, date] as const,
    queryFn: async () =>
      (await apiRequest<PlaceGuests>(withCompanyId(`/bookings/stays/guests?${query}`, companyId))).data,
  });
}
