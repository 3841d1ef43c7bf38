import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceMessages } from '@contracts/services';
import { aService } from '@/features/company-dashboard/testing/company-fixtures';
import { aSubscription } from '@/testing/subscription-fixtures';
import { anEmployee } from '@/features/company-dashboard/testing/operations-fixtures';
import { bodyOf, created, failure, fetchRoutes, ok, type FetchRoute } from '@/testing/fetch-routes';
import { fakeSession, renderRoute } from '@/testing/test-utils';

const { ServicesSection } = await import('@/features/company-dashboard/components/services/services-section');

const session = fakeSession({ signedIn: true, role: 'pet_company' });

function render(
  extra: FetchRoute[] = [],
  services = [aService(), aService({ id: 's-2', name: 'Nail Trim', isActive: false })],
  subscription = aSubscription(),
) {
  const mock = fetchRoutes([
    ...extra,
    { path: '/api/services', respond: ok(services) },
    { path: '/api/subscription', respond: ok(subscription) },
    { path: '/api/companies/profile', respond: failure(404, 'NOT_FOUND', 'x') },
  ]);
  renderRoute(<ServicesSection />, { session });
  return mock;
}

describe('company services', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when a service is a stay, then its card says its places and the price per night, not a duration', async () => {
    render(
      [],
      [
        aService(),
        aService({ id: 's-3', name: 'Kennel Stay', category: 'boarding', bookingMode: 'stay', capacity: 8, price: 55 }),
      ],
    );
    const stay = await screen.findByRole('article', { name: 'Kennel Stay' });
    expect(within(stay).getByText(/8 places/)).toHaveTextContent('Boarding · 8 places · $55.00 / night');
    const appointment = screen.getByRole('article', { name: aService().name });
    expect(within(appointment).getByText(/·/)).not.toHaveTextContent('/');
  });

  it('when the company has a team, then each appointment card says who does it; a stay takes nobody', async () => {
    render(
      [
        {
          path: '/api/employees',
          respond: ok([anEmployee({ id: 'ann', name: 'Ann Groomer' }), anEmployee({ id: 'bea', name: 'Bea Bather' })]),
        },
      ],
      [
        aService({ id: 's-1', name: 'Full Groom', employeeIds: [] }),
        aService({ id: 's-2', name: 'Bath', employeeIds: ['bea'], duration: 60, bufferMinutes: 15 }),
        aService({ id: 's-3', name: 'Kennel Stay', category: 'boarding', bookingMode: 'stay', capacity: 8 }),
      ],
    );
    const everyone = await screen.findByRole('article', { name: 'Full Groom' });
    expect(await within(everyone).findByText('Done by: every active team member')).toBeInTheDocument();
    const bath = screen.getByRole('article', { name: 'Bath' });
    expect(within(bath).getByText('Done by: Bea Bather')).toBeInTheDocument();
    expect(within(bath).getByText(/1 hr \+ 15 min buffer/)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Kennel Stay' })).queryByText(/Done by/)).not.toBeInTheDocument();
  });

  it('when the status button is pressed, then only {isActive} is sent', async () => {
    const user = userEvent.setup();
    const mock = render([
      { method: 'PUT', path: '/api/services/s-2', respond: ok(aService({ id: 's-2', isActive: true })) },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Activate Nail Trim' }));
    await waitFor(() => expect(bodyOf(mock, 'PUT', '/api/services/s-2')).toEqual({ isActive: true }));
  });

  it('when the toggle fails, then "Failed to toggle service status" shows', async () => {
    const user = userEvent.setup();
    render([{ method: 'PUT', path: '/api/services/s-1', respond: failure(409, 'CONFLICT', 'nope') }]);
    await user.click(await screen.findByRole('button', { name: 'Deactivate Full Groom' }));
    expect(await screen.findByText(serviceMessages.toggleFailed)).toBeInTheDocument();
  });

  it('when the form is sent empty, then the spec message shows and nothing is sent', async () => {
    const user = userEvent.setup();
    const mock = render();
    await screen.findByText('Nail Trim');
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Service' });
    expect(within(dialog).getByLabelText('Category')).toHaveValue('grooming');
    expect(within(dialog).getByLabelText('Price (USD)')).toHaveAttribute('step', '0.01');
    expect(within(dialog).getByLabelText('Duration (minutes)')).toHaveAttribute('step', '15');
    expect(within(dialog).getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    expect(await within(dialog).findByText(serviceMessages.required)).toBeInTheDocument();
    expect(mock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('when a filled form is sent, then POST /api/services gets the defaults with the fields', async () => {
    const user = userEvent.setup();
    const mock = render([
      { method: 'POST', path: '/api/services', respond: created(aService({ id: 's-3', name: 'Puppy Bath' })) },
    ]);
    await screen.findByText('Nail Trim');
    await user.click(screen.getByRole('button', { name: 'Add Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Service' });
    await user.type(within(dialog).getByLabelText('Name'), 'Puppy Bath');
    await user.type(within(dialog).getByLabelText('Description'), 'A gentle first bath.');
    await user.type(within(dialog).getByLabelText('Price (USD)'), '25.50');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Dog' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    await waitFor(() =>
      expect(bodyOf(mock, 'POST', '/api/services')).toMatchObject({
        name: 'Puppy Bath',
        price: 25.5,
        petTypes: ['dog'],
        category: 'grooming',
        isActive: true,
        duration: 60,
      }),
    );
  });

  it('when a service is edited, then its team members are a checklist with initials and the buffer a select', async () => {
    const user = userEvent.setup();
    const mock = render([
      {
        path: '/api/employees',
        respond: ok([
          anEmployee({ id: 'e-1', name: 'Sarah Groomer' }),
          anEmployee({ id: 'e-2', name: 'Tom Bather', status: 'on_leave' }),
        ]),
      },
      { method: 'PUT', path: '/api/services/s-1', respond: ok(aService()) },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Full Groom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Full Groom' });
    const team = within(dialog).getByRole('group', { name: 'Team members' });
    expect(await within(team).findByText('None ticked: every active team member performs this service.')).toBeVisible();
    expect(within(team).getByText('SG')).toBeInTheDocument();
    expect(within(team).getByRole('checkbox', { name: /Tom Bather/ })).toBeInTheDocument();
    expect(within(team).getByText('Groomer · on leave')).toBeInTheDocument();
    await user.click(within(team).getByRole('checkbox', { name: /Sarah Groomer/ }));
    expect(within(team).getByText('1 of 2 team members perform this service.')).toBeVisible();
    await user.selectOptions(within(dialog).getByLabelText('Buffer after each appointment'), '15');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(bodyOf(mock, 'PUT', '/api/services/s-1')).toMatchObject({ employeeIds: ['e-1'], bufferMinutes: 15 }),
    );
  });

  it('when Delete is pressed, then the confirmation warns that it cannot be undone and cancels bookings', async () => {
    const user = userEvent.setup();
    render([{ method: 'DELETE', path: '/api/services/s-1', respond: ok({ id: 's-1', cancelledBookings: 2 }) }]);
    await user.click(await screen.findByRole('button', { name: 'Delete Full Groom' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Full Groom?' });
    expect(dialog).toHaveTextContent(serviceMessages.deleteWarning);
    await user.click(within(dialog).getByRole('button', { name: 'Delete Service' }));
    expect(await screen.findByText('Service deleted. 2 upcoming bookings were cancelled.')).toBeInTheDocument();
  });

  it('when the plan limit is reached, then Add Service is disabled with an upgrade prompt', async () => {
    render([], [aService()], aSubscription({ usage: { services: 10, employees: 0, bookingsThisMonth: 0 } }));
    expect(await screen.findByText("You have reached your plan's limit of 10 services.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Service' })).toBeDisabled();
  });

  it('when the list fails, then "Failed to load services" shows with Try Again', async () => {
    fetchRoutes([
      { path: '/api/services', respond: failure(500, 'INTERNAL', 'x') },
      { path: '/api/subscription', respond: ok(aSubscription()) },
    ]);
    renderRoute(<ServicesSection />, { session });
    expect(await screen.findByText(serviceMessages.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
