import { describe, expect, it } from 'vitest';
import { defaultWorkingHours, type Employee } from '../../contracts/employees';
import { holdIds } from '../../data/bookings';
import { appointmentBlocks, assignVerdict, freePerformers, performersOf, pickPerformer } from './team-availability';

const zone = 'America/New_York';
function employee(id: string, name: string, overrides: Partial<Employee> = {}): Employee {
  return {
    id,
    name,
    email: '',
    phone: '',
    position: 'Groomer',
    status: 'active',
    specialties: [],
    workingHours: defaultWorkingHours,
    emergencyContact: { name: '', phone: '', relationship: '' },
    notes: '',
    hireDate: '2024-01-01',
    createdAt: '2024-01-01T00:00:00.000Z',
    performance: { rating: null, reviews: 0, completedAppointments: 0 },
    ...overrides,
  } as Employee;
}
const monday = { date: '2026-11-23', time: '10:00', timeZone: zone, minutes: 90 };

describe('performersOf', () => {
  it('when a service names members, then only those of them who are active; none named, then every active one', () => {
    const team = [employee('a', 'Ann'), employee('b', 'Bea', { status: 'on_leave' }), employee('c', 'Cy')];
    expect(performersOf('co', { employeeIds: ['a', 'b'] }, team).map((p) => p.employeeId)).toEqual(['a']);
    expect(performersOf('co', {}, team).map((p) => p.employeeId)).toEqual(['a', 'c']);
  });

  it('when the company has no active employee, then it works as one person', () => {
    expect(performersOf('co', { employeeIds: ['b'] }, [employee('b', 'Bea', { status: 'inactive' })])).toEqual([
      expect.objectContaining({ employeeId: null, scheduleId: holdIds.companySchedule('co') }),
    ]);
  });
});

describe('freePerformers and pickPerformer', () => {
  const team = performersOf('co', {}, [employee('a', 'Ann'), employee('b', 'Bea'), employee('c', 'Cy')]);

  it('when a member holds a block of the appointment with its buffer, then he is not free', () => {
    const eleven = appointmentBlocks({ ...monday, time: '11:00', minutes: 30 });
    const schedules = new Map([[team[0].scheduleId, { [eleven[0]]: 'other' }]]);
    expect(freePerformers(team, schedules, monday).map((p) => p.name)).toEqual(['Bea', 'Cy']);
    expect(freePerformers(team, schedules, { ...monday, minutes: 60 }).map((p) => p.name)).toEqual([
      'Ann',
      'Bea',
      'Cy',
    ]);
  });

  it('when the appointment runs past a member’s working hours, then he is not free', () => {
    const late = performersOf('co', {}, [
      employee('a', 'Ann', {
        workingHours: { ...defaultWorkingHours, monday: { available: true, start: '09:00', end: '11:00' } },
      }),
      employee('b', 'Bea'),
    ]);
    expect(freePerformers(late, new Map(), monday).map((p) => p.name)).toEqual(['Bea']);
  });

  it('when choosing, then the fewest appointments that day first, then by name', () => {
    const afternoon = appointmentBlocks({ ...monday, time: '15:00', minutes: 30 });
    const nextDay = appointmentBlocks({ ...monday, date: '2026-11-24', minutes: 30 });
    const schedules = new Map([
      [team[0].scheduleId, { [afternoon[0]]: 'x' }],
      [team[1].scheduleId, { [nextDay[0]]: 'y' }],
    ]);
    expect(pickPerformer(team, schedules, monday.date, zone)?.name).toBe('Bea');
    expect(pickPerformer(team, new Map(), monday.date, zone)?.name).toBe('Ann');
    expect(pickPerformer([], schedules, monday.date, zone)).toBeUndefined();
  });
});

describe('assignVerdict', () => {
  const blocks = appointmentBlocks(monday);
  const verdict = (member: Employee, schedule: Record<string, string> = {}, service = {}) =>
    assignVerdict('co', member, service, monday, blocks, schedule, 'this-booking');

  it('when the member is active, performs the service, works then and holds none of the blocks, then free', () => {
    expect(verdict(employee('a', 'Ann'))).toEqual({ reason: 'free' });
  });

  it('when his schedule holds only this booking, then free: moving it back to him is no clash', () => {
    expect(verdict(employee('a', 'Ann'), { [blocks[0]!]: 'this-booking' })).toEqual({ reason: 'free' });
  });

  it('when another booking holds one of the blocks (the buffer included), then busy naming it', () => {
    expect(verdict(employee('a', 'Ann'), { [blocks.at(-1)!]: 'other' })).toEqual({ reason: 'busy', clash: 'other' });
  });

  it('in the order assign refuses: inactive, then not qualified, then not working, then busy', () => {
    const away = employee('a', 'Ann', { status: 'on_leave' });
    expect(verdict(away, { [blocks[0]!]: 'other' }, { employeeIds: ['b'] })).toEqual({ reason: 'inactive' });
    expect(verdict(employee('a', 'Ann'), { [blocks[0]!]: 'other' }, { employeeIds: ['b'] })).toEqual({
      reason: 'not_qualified',
    });
    const lateShift = Object.fromEntries(
      Object.entries(defaultWorkingHours).map(([day, hours]) => [day, { ...hours, start: '13:00' }]),
    ) as Employee['workingHours'];
    expect(verdict(employee('a', 'Ann', { workingHours: lateShift }), { [blocks[0]!]: 'other' })).toEqual({
      reason: 'not_working',
    });
  });
});
