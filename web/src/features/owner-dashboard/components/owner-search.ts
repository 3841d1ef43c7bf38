import type { QueryClient } from '@tanstack/react-query';
import { SEARCH_HITS, type SearchGroup } from '@/components/layout/global-search';
import { listOwnerBookings } from '@/lib/api/owner-bookings';
import { ownerKeys } from '@/lib/api/owner-keys';
import { listPets } from '@/lib/api/pets';
import { formatCalendarDate, formatTime } from '@/lib/format';
import { ownerDashboard } from './dashboard-sections';

/**
 * The owner's top-bar search (docs/decisions/0093-app-shell.md): an owner's bookings and pets are few and already
 * loaded by the dashboard, so they are searched here, from the same cached lists (service, provider or pet name;
 * pet name or breed).
 */
export function ownerSearch(queryClient: QueryClient, uid: string) {
  return async (term: string): Promise<SearchGroup[]> => {
    const [bookings, pets] = await Promise.all([
      queryClient.ensureQueryData({ queryKey: ownerKeys.bookings(uid), queryFn: listOwnerBookings }),
      queryClient.ensureQueryData({ queryKey: ownerKeys.pets(uid), queryFn: listPets }),
    ]);
    const needle = term.toLowerCase();
    const matches = (...fields: string[]) => fields.some((field) => field.toLowerCase().includes(needle));
    return [
      {
        label: 'Bookings',
        hits: bookings
          .filter((booking) => matches(booking.serviceName, booking.companyName, booking.petName))
          .slice(0, SEARCH_HITS)
          .map((booking) => ({
            id: booking.id,
            title: `${booking.serviceName} · ${booking.petName}`,
            detail: `${booking.companyName}, ${formatCalendarDate(booking.date)} at ${formatTime(booking.time)}`,
            to: ownerDashboard.sectionPath('bookings', { bookingId: booking.id }),
          })),
      },
      {
        label: 'Pets',
        hits: pets
          .filter((pet) => matches(pet.name, pet.breed ?? ''))
          .slice(0, SEARCH_HITS)
          .map((pet) => ({
            id: pet.id,
            title: pet.name,
            detail: [pet.type, pet.breed].filter(Boolean).join(' · '),
            to: ownerDashboard.sectionPath('pets'),
          })),
      },
    ];
  };
}
