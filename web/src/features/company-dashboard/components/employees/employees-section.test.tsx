import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { employeePositions, employeeSkills } from '@contracts/employees';
import { aCompanyBooking, anEmployee, aPlan } from '@/features/company-dashboard/testing/operations-fixtures';
import { addDaysToDate, localDateString } from '@/lib/time-zone';
import { bodyOf, created, failure, fetchRoutes, ok } from '@/testing/fetch-routes';
import { fakeSession, renderRoute, optionTexts } from '@/testing/test-utils';

const { EmployeesSection } = await import('./employees-section');

const session = fakeSession({ signedIn: true, role: 'pet_company' });
const team = [
  anEmployee({
    id: 'e1',
    name: 'Sarah Groomer',
    position: 'Groomer',
    specialties: ['Breed cuts', 'De-shedding', 'Nail trimming', 'Cat grooming', 'First aid'],
    performance: { rating: 4.8, reviews: 5, completedAppointments: 12 },
  }),
  anEmployee({ id: 'e2', name: 'Tom Walker', position: 'Dog Walker', status: 'on_leave' }),
  anEmployee({ id: 'e3', name: 'Ann Bather', position: 'Bather', status: 'inactive' }),
];
const stats = {
  totalEmployees: 3,
  activeEmployees: 1,
  averageRating: 4.8,
  totalCompletedAppointments: 12,
  topPerformers: [],
};

function routes(
  options: { employees?: unknown[]; plan?: 'starter' | 'professional'; extra?: Parameters<typeof fetchRoutes>[0] } = {},
) {
  return fetchRoutes([
    ...(options.extra ?? []),
    { path: '/api/subscription', respond: ok(aPlan(options.plan ?? 'starter')) },
    { path: '/api/employees', respond: ok(options.employees ?? team) },
    { path: '/api/employees/stats', respond: ok(stats) },
    { path: '/api/employees/positions/list', respond: ok(employeePositions) },
    { path: '/api/employees/skills/list', respond: ok(employeeSkills) },
  ]);
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Employees', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('when employees load, then each card shows initials, status, rating, completed count and three skills plus "+2 more"', async () => {
    routes();
    renderRoute(<EmployeesSection />, { session });
    const sarah = await screen.findByRole('article', { name: 'Sarah Groomer' });
    expect(within(sarah).getByText('SG')).toBeInTheDocument();
    expect(within(sarah).getByText('Active')).toBeInTheDocument();
    expect(within(sarah).getByText('4.8 rating')).toBeInTheDocument();
    expect(within(sarah).getByText('12 completed')).toBeInTheDocument();
    expect(
      within(within(sarah).getByRole('list', { name: 'Skills' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Breed cuts', 'De-shedding', 'Nail trimming', '+2 more']);
    expect(within(card('Tom Walker')).getByText('On Leave')).toBeInTheDocument();
    expect(within(card('Ann Bather')).getByText('No ratings yet')).toBeInTheDocument();
    for (const name of ['Edit', 'Assign', 'Delete'])
      expect(within(sarah).getByRole('button', { name: new RegExp(`^${name} `) })).toBeInTheDocument();
  });

  it('when the status and position filters and the search are used, then the cards narrow', async () => {
    routes();
    const user = userEvent.setup();
    renderRoute(<EmployeesSection />, { session });
    await screen.findByRole('article', { name: 'Sarah Groomer' });
    await user.selectOptions(screen.getByLabelText('Status'), 'on_leave');
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual([
      'employee-e2',
    ]);
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.selectOptions(screen.getByLabelText('Position'), 'Bather');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('Position'), 'all');
    await user.type(screen.getByLabelText('Search employees'), 'zzz');
    expect(screen.getByText('No employees found')).toBeInTheDocument();
  });

  it('when the plan limit is reached, then Add is replaced by a disabled "Employee Limit Reached (3/3)"', async () => {
    routes({ plan: 'starter' });
    renderRoute(<EmployeesSection />, { session });
    const limit = await screen.findByRole('button', { name: 'Employee Limit Reached (3/3)' });
    expect(limit).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add Employee' })).not.toBeInTheDocument();
  });

  it('when under the limit, then Add Employee is offered', async () => {
    routes({ plan: 'professional' });
    renderRoute(<EmployeesSection />, { session });
    expect(await screen.findByRole('button', { name: 'Add Employee' })).toBeEnabled();
  });

  it('when an employee is saved, then the modal closes after 1 second and the message clears after 4 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = routes({
      plan: 'professional',
      extra: [
        {
          method: 'POST',
          path: '/api/employees',
          respond: created(anEmployee({ id: 'e4', name: 'Nina New' }), { message: 'Employee added successfully' }),
        },
      ],
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute(<EmployeesSection />, { session });
    await user.click(await screen.findByRole('button', { name: 'Add Employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Employee' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Employee' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name *'), 'Nina New');
    await user.type(within(dialog).getByLabelText('Email *'), 'nina@example.com');
    await user.type(within(dialog).getByLabelText('Phone *'), '555-0100');
    await user.selectOptions(within(dialog).getByLabelText('Position *'), 'Groomer');
    await user.click(within(dialog).getByLabelText('Breed cuts'));
    expect(within(dialog).getAllByText('Off')).toHaveLength(2);
    await user.click(within(dialog).getByLabelText('Saturday'));
    expect(within(dialog).getByLabelText('Saturday Start')).toHaveValue('09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add Employee' }));

    await waitFor(() => expect(within(dialog).getByText('Employee added successfully')).toBeInTheDocument());
    const body = bodyOf(fetchMock, 'POST', '/api/employees') as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Nina New',
      email: 'nina@example.com',
      position: 'Groomer',
      specialties: ['Breed cuts'],
    });
    expect((body.workingHours as Record<string, unknown>).saturday).toEqual({
      available: true,
      start: '09:00',
      end: '17:00',
    });
    expect(screen.getByRole('dialog', { name: 'Add Employee' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Employee added successfully')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('Employee added successfully')).not.toBeInTheDocument();
  }, 20_000);

  it('when the lists reload slowly after a save, then the modal still closes 1 second after the save (it does not wait for them)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let skillReads = 0;
    const slowSkills = () => (++skillReads === 1 ? ok(employeeSkills)() : new Promise<Response>(() => undefined));
    routes({
      plan: 'professional',
      extra: [
        {
          method: 'POST',
          path: '/api/employees',
          respond: created(anEmployee({ id: 'e4', name: 'Nina New' }), { message: 'Employee added successfully' }),
        },
        { path: '/api/employees/skills/list', respond: slowSkills },
      ],
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute(<EmployeesSection />, { session });
    await user.click(await screen.findByRole('button', { name: 'Add Employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Employee' });
    await user.type(within(dialog).getByLabelText('Name *'), 'Nina New');
    await user.type(within(dialog).getByLabelText('Email *'), 'nina@example.com');
    await user.type(within(dialog).getByLabelText('Phone *'), '555-0100');
    await user.selectOptions(within(dialog).getByLabelText('Position *'), 'Groomer');
    await user.click(within(dialog).getByRole('button', { name: 'Add Employee' }));

    await waitFor(() => expect(within(dialog).getByText('Employee added successfully')).toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(skillReads).toBeGreaterThan(1);
  }, 20_000);

  it('when an employee saved before the lists were enforced is edited, then the modal offers only the lists and sends list values', async () => {
    const legacy = anEmployee({
      id: 'e9',
      name: 'Lee Legacy',
      position: 'Astronaut',
      specialties: ['Juggling', 'Breed cuts'],
    });
    const fetchMock = routes({
      employees: [legacy],
      extra: [
        {
          method: 'PUT',
          path: '/api/employees/e9',
          respond: ok(legacy, { message: 'Employee updated successfully.' }),
        },
      ],
    });
    const user = userEvent.setup();
    renderRoute(<EmployeesSection />, { session });
    await user.click(await screen.findByRole('button', { name: 'Edit Lee Legacy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Employee' });
    const position = within(dialog).getByLabelText('Position *');
    expect(optionTexts(position)).toEqual(['Select a position', ...employeePositions.map((option) => option.name)]);
    expect(position).toHaveValue('');
    expect(
      within(dialog).getAllByRole('checkbox', { name: (name) => employeeSkills.some((skill) => skill.name === name) }),
    ).toHaveLength(employeeSkills.length);
    expect(within(dialog).queryByLabelText('Juggling')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Breed cuts')).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Position is required')).toBeInTheDocument();
    await user.selectOptions(position, 'Bather');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT', '/api/employees/e9')).toMatchObject({
        position: 'Bather',
        specialties: ['Breed cuts'],
      }),
    );
  });

  it('when an employee is deleted, then the message clears after 3 seconds; a refusal shows the server message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let refuse = true;
    routes({
      extra: [
        {
          method: 'DELETE',
          path: '/api/employees/e3',
          respond: () =>
            refuse
              ? failure(403, 'FORBIDDEN', 'Only the company may remove its employees')()
              : ok(null, { message: 'Employee removed successfully' })(),
        },
      ],
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute(<EmployeesSection />, { session });
    await user.click(await screen.findByRole('button', { name: 'Delete Ann Bather' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Employee?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Employee' }));
    expect(await within(dialog).findByText('Only the company may remove its employees')).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete Employee' }));
    expect(await screen.findByText('Employee removed successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.getByText('Employee removed successfully')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Employee removed successfully')).not.toBeInTheDocument();
  });

  it("when Assign is pressed on a card, then the team member is offered the open appointments, never a stay (it holds a place, not someone's time)", async () => {
    const soon = addDaysToDate(localDateString(), 2);
    routes({
      extra: [
        {
          path: /^\/api\/bookings\?from=/,
          respond: ok(
            [
              aCompanyBooking({ id: 'b-groom', date: soon, time: '10:00', petName: 'Max', status: 'pending' }),
              aCompanyBooking({
                id: 'b-stay',
                date: soon,
                time: '11:00',
                petName: 'Coco',
                serviceName: 'Overnight Boarding',
                status: 'confirmed',
                bookingMode: 'stay',
                endDate: addDaysToDate(soon, 2),
                nights: 2,
              }),
            ],
            { pagination: { limit: 100, nextCursor: null } },
          ),
        },
      ],
    });
    const user = userEvent.setup();
    renderRoute(<EmployeesSection />, { session });
    await user.click(
      within(await screen.findByRole('article', { name: 'Sarah Groomer' })).getByRole('button', {
        name: 'Assign Sarah Groomer to an appointment',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Assign Sarah Groomer' });
    expect(await within(dialog).findByText(/· Max \(/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/Coco/)).toBeNull();
    expect(within(dialog).getAllByRole('button', { name: 'Assign' })).toHaveLength(1);
  });

  it('when the employees cannot load, then "Failed to load employees" with Try Again', async () => {
    fetchRoutes([
      { path: '/api/subscription', respond: ok(aPlan('professional')) },
      { path: '/api/employees', respond: failure(500, 'INTERNAL', 'x') },
      { path: /^\/api\/employees\//, respond: failure(500, 'INTERNAL', 'x') },
    ]);
    renderRoute(<EmployeesSection />, { session });
    expect(await screen.findByText('Failed to load employees')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
