import { describe, expect, it } from 'vitest';
import { petInputSchema, type Pet } from '../../contracts/pets';
import { healthReminders } from './health-reminders';

const now = new Date('2026-11-21T12:00:00Z');
// A pet with the form's defaults but for its checkup and medications.
const pet = (id: string, lastCheckup: string | null, medications: string[] = []): Pet => ({
  ...petInputSchema.parse({ name: id, type: 'Dog', breed: 'Mix', medicalInfo: { medications, lastCheckup } }),
  id,
  createdAt: '',
  updatedAt: '',
});

describe('healthReminders', () => {
  it('when a checkup is more than a year old, then a high-priority overdue vaccination reminder', () => {
    expect(healthReminders([pet('Max', '2025-10-01')], now)).toEqual([
      expect.objectContaining({ type: 'vaccination', petName: 'Max', priority: 'high', dueDate: '2026-10-01' }),
    ]);
  });

  it('when the yearly checkup falls within 30 days, then a medium reminder; further away, none', () => {
    expect(healthReminders([pet('Bella', '2025-12-10')], now)).toEqual([
      expect.objectContaining({ priority: 'medium', dueDate: '2026-12-10' }),
    ]);
    expect(healthReminders([pet('Luna', '2026-06-01')], now)).toEqual([]);
  });

  it('when there is no checkup on record and a medication, then both, most urgent first', () => {
    const reminders = healthReminders([pet('Coco', null, ['Apoquel'])], now);
    expect(reminders.map((reminder) => [reminder.type, reminder.priority])).toEqual([
      ['checkup', 'medium'],
      ['medication', 'low'],
    ]);
    expect(reminders[1].message).toBe('Keep giving Coco Apoquel.');
  });
});
