import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { OverviewSection } = await import('@/features/owner-dashboard/components/overview-section');

const statValue = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('dl')?.querySelector('dd');

describe('owner dashboard overview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the stats load, then the cards, appointments, reminders, favorite companies and activity show', async () => {
    fetchRoutes([
      {
        path: '/api/pet-owners/favorites',
        respond: ok([
          {
            companyId: 'demo-company',
            name: 'Happy Paws Grooming',
            logoUrl: null,
            city: 'Austin',
            state: 'TX',
            rating: 4.26,
            reviewCount: 12,
            savedAt: '2026-11-20T10:00:00.000Z',
          },
        ]),
      },
      {
        path: '/api/pet-owners/dashboard-stats',
        respond: ok({
          totalPets: 2,
          upcomingBookings: 3,
          totalBookings: 14,
          favoriteCompanies: 9,
          upcomingAppointments: [
            {
              id: 'a',
              date: '2026-11-27',
              time: '10:00',
              serviceName: 'Full Groom',
              companyName: 'Happy Paws Grooming',
              petName: 'Max',
              status: 'pending',
              nights: null,
            },
            {
              id: 'b',
              date: '2026-12-14',
              time: '10:30',
              serviceName: 'Boarding Check-in',
              companyName: 'Cozy Tails Boarding',
              petName: 'Max',
              status: 'confirmed',
              nights: 3,
            },
          ],
          petHealthReminders: [
            {
              id: 'r',
              type: 'vaccination',
              petName: 'Max',
              message: "Max's yearly checkup and vaccinations are overdue.",
              dueDate: '2026-10-22',
              priority: 'high',
            },
          ],
          recentActivity: [
            {
              id: 'x',
              icon: 'pending',
              message: 'You booked Full Groom for Max at Happy Paws Grooming.',
              date: '2026-11-21T10:00:00.000Z',
            },
          ],
        }),
      },
    ]);
    renderRoute(<OverviewSection firstName="Olivia" />, { session: fakeSession({ signedIn: true }) });
    expect(await screen.findByText('Full Groom')).toBeInTheDocument();
    expect(screen.getByText('Fri, Nov 27, 2026 at 10:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Mon, Dec 14, 2026 at 10:30 AM · 3 nights')).toBeInTheDocument();
    expect(statValue('Total bookings')).toHaveTextContent('14');
    expect(screen.getByText("Max's yearly checkup and vaccinations are overdue.")).toBeInTheDocument();
    expect(screen.getByText('High priority')).toBeInTheDocument();
    expect(screen.getByText('You booked Full Groom for Max at Happy Paws Grooming.')).toBeInTheDocument();
    const favorites = screen.getByRole('region', { name: 'Favorite companies' });
    expect(await within(favorites).findByRole('link', { name: 'Happy Paws Grooming' })).toHaveAttribute(
      'href',
      '/company/demo-company',
    );
    expect(favorites).toHaveTextContent('Austin, TX · 4.3 out of 5');
  });

  it('when the stats fail, then zero counts and empty lists', async () => {
    fetchRoutes([
      { path: '/api/pet-owners/dashboard-stats', respond: failure(500, 'INTERNAL', 'boom') },
      { path: '/api/pet-owners/favorites', respond: ok([]) },
    ]);
    renderRoute(<OverviewSection firstName="Olivia" />, { session: fakeSession({ signedIn: true }) });
    expect(await screen.findByText(/show as zero/)).toBeInTheDocument();
    for (const label of ['Pets', 'Upcoming bookings', 'Total bookings', 'Favorite companies'])
      expect(statValue(label)).toHaveTextContent('0');
    expect(screen.getByText('No upcoming appointments.')).toBeInTheDocument();
    expect(screen.getByText('No health reminders right now.')).toBeInTheDocument();
    expect(screen.getByText('No recent activity.')).toBeInTheDocument();
    expect(await screen.findByText(/No favorite companies yet/)).toBeInTheDocument();
  });
});
