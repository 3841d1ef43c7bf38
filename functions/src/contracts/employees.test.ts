import { describe, expect, it } from 'vitest';
import { defaultWorkingHours, employeeInputSchema, employeePositions, employeeSkills } from './employees';

describe('employeeInputSchema', () => {
  it('when name, email, phone and position are given, then the rest defaults (09:00-17:00 on weekdays)', () => {
    const parsed = employeeInputSchema.parse({
      name: ' Ann ',
      email: 'ann@example.test',
      phone: '555',
      position: 'Groomer',
    });
    expect(parsed).toMatchObject({ name: 'Ann', status: 'active', specialties: [], workingHours: defaultWorkingHours });
    expect(parsed.workingHours.monday).toEqual({ available: true, start: '09:00', end: '17:00' });
    expect(parsed.workingHours.sunday.available).toBe(false);
  });

  it('when a required field is blank, then its own message', () => {
    const result = employeeInputSchema.safeParse({
      name: '',
      email: 'ann@example.test',
      phone: '',
      position: 'Groomer',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Name is required', 'Phone is required']);
  });

  it('when position and skills come from the lists, then they are kept by name', () => {
    const position = employeePositions[3]!.name;
    const specialties = [employeeSkills[0]!.name, employeeSkills.at(-1)!.name];
    expect(
      employeeInputSchema.parse({ name: 'Ann', email: 'ann@example.test', phone: '555', position, specialties }),
    ).toMatchObject({ position, specialties });
  });

  it('when the position or a skill is not in its list (an id, another case, a made-up one), then the field is named', () => {
    const base = { name: 'Ann', email: 'ann@example.test', phone: '555' };
    for (const position of ['groomer', 'senior-groomer', 'Astronaut']) {
      expect(employeeInputSchema.safeParse({ ...base, position }).error?.issues).toEqual([
        expect.objectContaining({ path: ['position'], message: 'Choose a position from the list' }),
      ]);
    }
    const skills = employeeInputSchema.safeParse({
      ...base,
      position: 'Groomer',
      specialties: ['Breed cuts', 'Juggling'],
    });
    expect(skills.error?.issues).toEqual([
      expect.objectContaining({ path: ['specialties'], message: 'Choose skills from the skills list' }),
    ]);
  });
});
