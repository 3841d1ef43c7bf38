import { z } from 'zod';
import { weekdays, type Weekday } from './company';

/** Document 2 section 3. */
export const employeeStatuses = ['active', 'inactive', 'on_leave'] as const;
export type EmployeeStatus = (typeof employeeStatuses)[number];

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM');
const dayHours = z.strictObject({ available: z.boolean(), start: time, end: time });
export type EmployeeDayHours = z.infer<typeof dayHours>;

/** Document 2 section 5: default working hours 09:00 to 17:00 (weekdays available). */
export const defaultWorkingHours = Object.fromEntries(
  weekdays.map((day) => [day, { available: day !== 'saturday' && day !== 'sunday', start: '09:00', end: '17:00' }]),
) as Record<Weekday, EmployeeDayHours>;

const required = (field: string) => z.string({ error: `${field} is required` }).trim().min(1, `${field} is required`);

/** Document 2 section 5: name, email, phone and position are required; skills are sent as specialties. */
export const employeeInputSchema = z.strictObject({
  name: required('Name').max(100),
  email: required('Email').max(254).pipe(z.email('Please enter a valid email address.')),
  phone: required('Phone').max(32),
  position: required('Position').max(60),
  status: z.enum(employeeStatuses).default('active'),
  specialties: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  workingHours: z.object(Object.fromEntries(weekdays.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>).strict().default(defaultWorkingHours),
  emergencyContact: z.strictObject({ name: z.string().trim().max(100).default(''), phone: z.string().trim().max(32).default('') }).default({ name: '', phone: '' }),
  notes: z.string().trim().max(2000).default(''),
  hireDate: z.union([z.iso.date(), z.literal('')]).default(''),
});
export type EmployeeInput = z.input<typeof employeeInputSchema>;
export type EmployeeFields = z.output<typeof employeeInputSchema>;
