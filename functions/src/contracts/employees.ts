import { z } from 'zod';
import { weekdays, type Weekday } from './company';

/** An employee's statuses (docs/product.md#employees). */
export const employeeStatuses = ['active', 'inactive', 'on_leave'] as const;
export type EmployeeStatus = (typeof employeeStatuses)[number];

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM');
const dayHours = z.strictObject({ available: z.boolean(), start: time, end: time });
export type EmployeeDayHours = z.infer<typeof dayHours>;

/** docs/product.md#employees: default working hours 09:00 to 17:00 (weekdays available). */
export const defaultWorkingHours = Object.fromEntries(
  weekdays.map((day) => [day, { available: day !== 'saturday' && day !== 'sunday', start: '09:00', end: '17:00' }]),
) as Record<Weekday, EmployeeDayHours>;

/** docs/product.md#employees: "Position and skill options: each item has id and name". */
export const employeeOptionSchema = z.object({ id: z.string(), name: z.string() });
export type EmployeeOption = z.infer<typeof employeeOptionSchema>;

const options = (names: readonly string[]): EmployeeOption[] =>
  names.map((name) => ({
    id: name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    name,
  }));

export const employeePositions: readonly EmployeeOption[] = options([
  'Groomer',
  'Senior Groomer',
  'Bather',
  'Veterinarian',
  'Veterinary Technician',
  'Dog Trainer',
  'Dog Walker',
  'Pet Sitter',
  'Kennel Attendant',
  'Daycare Attendant',
  'Receptionist',
  'Manager',
]);

export const employeeSkills: readonly EmployeeOption[] = options([
  'Hand scissoring',
  'Breed cuts',
  'De-shedding',
  'Nail trimming',
  'Cat grooming',
  'Vaccinations',
  'Lab work',
  'Dental care',
  'Medication',
  'First aid',
  'Puppy training',
  'Reactive dogs',
  'Agility',
  'Obedience',
  'Cats',
  'Overnight care',
  'Feeding',
  'Play groups',
  'Scheduling',
  'Customer care',
]);

/**
 * Position and skills are stored and sent by name (what the cards show and the form's select and checklist send);
 * the ids only key the options. Both must come from the lists above, the same lists the list endpoints answer.
 */
const positionNames: ReadonlySet<string> = new Set(employeePositions.map((option) => option.name));
const skillNames: ReadonlySet<string> = new Set(employeeSkills.map((option) => option.name));
export const isEmployeePosition = (name: string): boolean => positionNames.has(name);
export const isEmployeeSkill = (name: string): boolean => skillNames.has(name);

const required = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`);

/** docs/product.md#employees: name, email, phone and position are required; skills are sent as specialties. */
export const employeeInputSchema = z.strictObject({
  name: required('Name').max(100),
  email: required('Email').max(254).pipe(z.email('Please enter a valid email address.')),
  phone: required('Phone').max(32),
  position: required('Position').max(60).refine(isEmployeePosition, 'Choose a position from the list'),
  status: z.enum(employeeStatuses).default('active'),
  // Checked on the array, so the 400 names the field (`specialties`) and the form shows it under Skills.
  specialties: z
    .array(z.string().trim().max(60))
    .max(30)
    .refine((names) => names.every(isEmployeeSkill), 'Choose skills from the skills list')
    .default([]),
  workingHours: z
    .object(Object.fromEntries(weekdays.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>)
    .strict()
    .default(defaultWorkingHours),
  emergencyContact: z
    .strictObject({ name: z.string().trim().max(100).default(''), phone: z.string().trim().max(32).default('') })
    .default({ name: '', phone: '' }),
  notes: z.string().trim().max(2000).default(''),
  hireDate: z.union([z.iso.date(), z.literal('')]).default(''),
});
export type EmployeeInput = z.input<typeof employeeInputSchema>;
export type EmployeeFields = z.output<typeof employeeInputSchema>;

/** An employee as `GET /api/employees` answers (docs/product.md#employees, "Employee (full)"). */
export const employeeSchema = employeeInputSchema.extend({
  id: z.string(),
  createdAt: z.iso.datetime(),
  /**
   * From the bookings assigned to the employee: completed ones counted when they complete, the owners' reviews
   * of them averaged. `rating` is null until the first review (never a made-up 5.0).
   */
  performance: z.object({
    rating: z.number().nullable(),
    reviews: z.number().int(),
    completedAppointments: z.number().int(),
  }),
});
export type Employee = z.output<typeof employeeSchema>;

/** What booking reads of a team member: who he is, whether he works and when (docs/decisions/0110-team-roster.md). */
export type TeamMember = Pick<Employee, 'id' | 'name' | 'email' | 'status' | 'workingHours'>;

export const teamMemberOf = ({ id, name, email, status, workingHours }: TeamMember): TeamMember => ({
  id,
  name,
  email,
  status,
  workingHours,
});

/** docs/product.md#employees, "Employee stats"; `role` of a top performer is the position. */
export const employeeStatsSchema = z.object({
  totalEmployees: z.number().int(),
  activeEmployees: z.number().int(),
  averageRating: z.number().nullable(),
  totalCompletedAppointments: z.number().int(),
  topPerformers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      role: z.string(),
      rating: z.number().nullable(),
      completedAppointments: z.number().int(),
    }),
  ),
});
export type EmployeeStats = z.infer<typeof employeeStatsSchema>;

export const TOP_PERFORMERS = 5;
