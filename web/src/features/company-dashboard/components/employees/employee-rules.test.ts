import { describe, expect, it } from 'vitest';
import { anEmployee } from '@/features/company-dashboard/testing/operations-fixtures';
import { cardSkills, filterEmployees, optionNames, toggleDay } from './employee-rules';

describe('employee rules', () => {
  it('when a day with no times is ticked, then it gets 09:00 to 17:00; a day with times keeps them', () => {
    expect(toggleDay({ available: false, start: '', end: '' }, true)).toEqual({
      available: true,
      start: '09:00',
      end: '17:00',
    });
    expect(toggleDay({ available: false, start: '10:00', end: '14:00' }, true)).toEqual({
      available: true,
      start: '10:00',
      end: '14:00',
    });
    expect(toggleDay({ available: true, start: '10:00', end: '14:00' }, false)).toEqual({
      available: false,
      start: '10:00',
      end: '14:00',
    });
  });

  it('when a card shows skills, then three at most and "+N more"', () => {
    expect(cardSkills(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(cardSkills(['a'])).toEqual({ shown: ['a'], more: 0 });
  });

  it('when filtering, then search, status and position combine', () => {
    const employees = [
      anEmployee({
        id: '1',
        name: 'Sarah Groomer',
        position: 'Groomer',
        status: 'active',
        specialties: ['Breed cuts'],
      }),
      anEmployee({ id: '2', name: 'Tom Walker', position: 'Dog Walker', status: 'on_leave' }),
      anEmployee({ id: '3', name: 'Ann Bather', position: 'Groomer', status: 'inactive' }),
    ];
    const ids = (filter: Parameters<typeof filterEmployees>[1]) =>
      filterEmployees(employees, filter).map((employee) => employee.id);
    expect(ids({ search: '', status: 'all', position: 'all' })).toEqual(['1', '2', '3']);
    expect(ids({ search: '', status: 'on_leave', position: 'all' })).toEqual(['2']);
    expect(ids({ search: '', status: 'all', position: 'Groomer' })).toEqual(['1', '3']);
    expect(ids({ search: 'breed', status: 'all', position: 'all' })).toEqual(['1']);
    expect(ids({ search: 'ann', status: 'active', position: 'Groomer' })).toEqual([]);
  });

  it('when an employee has a position the list lacks, then the filter offers it too, once', () => {
    expect(optionNames([{ name: 'Groomer' }], ['Groomer', 'Receptionist', 'Receptionist', ''])).toEqual([
      'Groomer',
      'Receptionist',
    ]);
  });
});
