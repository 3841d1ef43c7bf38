import { describe, expect, it } from 'vitest';
import { defaultWorkingHours, type Employee } from '../../contracts/employees';
import { employeeStats } from './employee-stats';

const employee = (
  id: string,
  status: Employee['status'],
  rating: number | null,
  reviews: number,
  completedAppointments: number,
): Employee => ({
  id,
  name: id.toUpperCase(),
  email: `${id}@example.test`,
  phone: '555',
  position: 'Groomer',
  status,
  specialties: [],
  workingHours: defaultWorkingHours,
  emergencyContact: { name: '', phone: '' },
  notes: '',
  hireDate: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  performance: { rating, reviews, completedAppointments },
});

describe('employeeStats', () => {
  it('when employees have reviews and completed bookings, then totals, a review-weighted average and top performers by work done', () => {
    const stats = employeeStats([
      employee('a', 'active', 5, 1, 2),
      employee('b', 'on_leave', 3, 3, 7),
      employee('c', 'active', null, 0, 0),
    ]);
    expect(stats).toMatchObject({
      totalEmployees: 3,
      activeEmployees: 2,
      averageRating: 3.5,
      totalCompletedAppointments: 9,
    });
    expect(stats.topPerformers.map((top) => top.id)).toEqual(['b', 'a', 'c']);
    expect(stats.topPerformers[0]).toEqual({
      id: 'b',
      name: 'B',
      role: 'Groomer',
      rating: 3,
      completedAppointments: 7,
    });
  });

  it('when nobody was reviewed yet, then the average is null, never a made-up rating', () => {
    expect(employeeStats([employee('a', 'active', null, 0, 4)]).averageRating).toBeNull();
    expect(employeeStats([])).toMatchObject({ totalEmployees: 0, averageRating: null, topPerformers: [] });
  });
});
