import { addMonths, differenceInCalendarDays, formatISO } from 'date-fns';
import type { OwnerDashboardStats } from '../../contracts/owners';
import type { Pet } from '../../contracts/pets';

type Reminder = OwnerDashboardStats['petHealthReminders'][number];
const REMIND_DAYS_AHEAD = 30;

/**
 * Reminders derived from each pet's medical data: a yearly checkup (and its vaccinations) due 12 months after
 * the last one, soon or overdue; a pet with no checkup on record; medications to keep giving.
 */
export function healthReminders(pets: Pet[], now: Date): Reminder[] {
  const today = formatISO(now, { representation: 'date' });
  const reminders: Reminder[] = [];
  for (const pet of pets) {
    const lastCheckup = pet.medicalInfo.lastCheckup;
    if (!lastCheckup) {
      reminders.push({
        id: `${pet.id}-checkup`,
        type: 'checkup',
        petName: pet.name,
        message: `No checkup on record for ${pet.name}. Book a wellness visit.`,
        dueDate: today,
        priority: 'medium',
      });
    } else {
      const due = addMonths(new Date(`${lastCheckup}T12:00:00Z`), 12);
      const daysLeft = differenceInCalendarDays(due, now);
      if (daysLeft <= REMIND_DAYS_AHEAD) {
        reminders.push({
          id: `${pet.id}-vaccination`,
          type: 'vaccination',
          petName: pet.name,
          message:
            daysLeft < 0
              ? `${pet.name}'s yearly checkup and vaccinations are overdue.`
              : `${pet.name}'s yearly checkup and vaccinations are due soon.`,
          dueDate: formatISO(due, { representation: 'date' }),
          priority: daysLeft < 0 ? 'high' : 'medium',
        });
      }
    }
    for (const medication of pet.medicalInfo.medications) {
      reminders.push({
        id: `${pet.id}-med-${medication}`,
        type: 'medication',
        petName: pet.name,
        message: `Keep giving ${pet.name} ${medication}.`,
        dueDate: today,
        priority: 'low',
      });
    }
  }
  const rank = { high: 0, medium: 1, low: 2 };
  return reminders.sort((a, b) => rank[a.priority] - rank[b.priority] || a.dueDate.localeCompare(b.dueDate));
}
