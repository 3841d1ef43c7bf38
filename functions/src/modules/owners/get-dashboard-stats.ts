import type { OwnerDashboardStats } from '../../contracts/owners';
import { bookingStatusLabels } from '../../contracts/booking-vocabulary';
import type { Clock } from '../../core/clock';
import { bookingsRepository, type StoredBooking } from '../../data/bookings';
import { countersRepository } from '../../data/counters';
import { petsRepository } from '../../data/pets';
import { healthReminders } from './health-reminders';

const LIST_SIZE = 5;

/**
 * A fixed number of reads whatever the history: the owner's counters (bookings, saved companies), a count of the open
 * appointments ahead, two short lists, the pets.
 */
export async function getOwnerDashboardStats(ownerId: string, clock: Clock): Promise<OwnerDashboardStats> {
  const now = clock.now();
  const [pets, counts, upcomingBookings, upcoming, recent] = await Promise.all([
    petsRepository.list(ownerId),
    countersRepository.owner(ownerId),
    bookingsRepository.countUpcomingForOwner(ownerId, now),
    bookingsRepository.upcomingForOwner(ownerId, now, LIST_SIZE),
    bookingsRepository.recentlyUpdatedForOwner(ownerId, LIST_SIZE),
  ]);
  return {
    totalPets: pets.length,
    upcomingBookings,
    totalBookings: counts.bookings,
    favoriteCompanies: counts.favorites,
    upcomingAppointments: upcoming.map((booking) => ({
      id: booking.id,
      date: booking.date,
      time: booking.time,
      serviceName: booking.serviceName,
      companyName: booking.companyName,
      petName: booking.petName,
      status: booking.status,
      nights: booking.nights ?? null,
    })),
    petHealthReminders: healthReminders(pets, now),
    recentActivity: recent.map(activityOf),
  };
}

function activityOf(booking: StoredBooking): OwnerDashboardStats['recentActivity'][number] {
  const what = `${booking.serviceName} for ${booking.petName} at ${booking.companyName}`;
  const messages: Record<StoredBooking['status'], string> = {
    pending: `You booked ${what}.`,
    confirmed: `${booking.companyName} confirmed ${booking.serviceName} for ${booking.petName}.`,
    in_progress: `${what} is in progress.`,
    completed: booking.review ? `You reviewed ${what}.` : `${what} is completed. How did it go?`,
    cancelled: `${what} was cancelled.`,
    no_show: `${what} was marked ${bookingStatusLabels.no_show.toLowerCase()}.`,
  };
  return {
    id: booking.id,
    icon: booking.status,
    message: messages[booking.status],
    date: booking.updatedAt.toISOString(),
  };
}
