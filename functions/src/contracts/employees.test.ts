import { describe, expect, it } from 'vitest';
import { defaultWorkingHours, employeeInputSchema } from './employees';

describe('employeeInputSchema', () => {
  it('when name, email, phone and position are given, then the rest defaults (09:00-17:00 on weekdays)', () => {
    const parsed = employeeInputSchema.parse({ name: ' Ann ', email: 'ann@example.test', phone: '555', position: 'Groomer' });
    expect(parsed).toMatchObject({ name: 'Ann', status: 'active', specialties: [], workingHours: defaultWorkingHours });
    expect(parsed.workingHours.monday).toEqual({ available: true, start: '09:00', end: '17:00' });
    expect(parsed.workingHours.sunday.available).toBe(false);
  });

  it('when a required field is blank, then its own message', () => {
    const result = employeeInputSchema.safeParse({ name: '', email: 'ann@example.test', phone: '', position: 'Groomer' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Name is required', 'Phone is required']);
  });
});
