import { weekdays, type Weekday } from '@contracts/company';
import {
  defaultWorkingHours,
  isEmployeePosition,
  isEmployeeSkill,
  type Employee,
  type EmployeeDayHours,
  type EmployeeInput,
  type EmployeeStatus,
} from '@contracts/employees';

/** The feedback timings (docs/product.md#messages-and-timings). */
export const EMPLOYEE_MODAL_CLOSE_MS = 1000;
export const EMPLOYEE_SAVED_MESSAGE_MS = 4000;
export const EMPLOYEE_DELETED_MESSAGE_MS = 3000;
/** docs/product.md#display-constants: a card shows at most 3 skills. */
export const CARD_SKILLS = 3;
/** The default hours a day gets when it is ticked with no times (docs/product.md#company-dashboard). */
export const DEFAULT_DAY_START = '09:00';
export const DEFAULT_DAY_END = '17:00';

export const employeeStatusLabels: Record<EmployeeStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  on_leave: 'On Leave',
};
export const employeeStatusTones = { active: 'success', inactive: 'neutral', on_leave: 'warning' } as const;

/** Ticking a day with no times sets 09:00 to 17:00; unticking keeps its times for the next tick. */
export function toggleDay(day: EmployeeDayHours, available: boolean): EmployeeDayHours {
  if (available && (!day.start || !day.end)) return { available, start: DEFAULT_DAY_START, end: DEFAULT_DAY_END };
  return { ...day, available };
}

export interface EmployeeFilter {
  search: string;
  status: EmployeeStatus | 'all';
  position: string;
}

/** The list's search (name, email, phone, position, skills), status filter and position filter. */
export function filterEmployees(employees: readonly Employee[], filter: EmployeeFilter): Employee[] {
  const words = filter.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return employees.filter((employee) => {
    if (filter.status !== 'all' && (employee.status ?? 'inactive') !== filter.status) return false;
    if (filter.position !== 'all' && employee.position !== filter.position) return false;
    const text = [employee.name, employee.email, employee.phone, employee.position, ...employee.specialties]
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** Up to 3 skills, and how many more ('+N more'). */
export function cardSkills(skills: readonly string[]): { shown: string[]; more: number } {
  return { shown: skills.slice(0, CARD_SKILLS), more: Math.max(0, skills.length - CARD_SKILLS) };
}

/**
 * The add/edit form's starting values: an employee's own, or the contract's defaults. A position or skill saved
 * before the lists were enforced is left out (the form offers only the lists), so the employee can be saved again.
 */
export function employeeFormDefaults(
  employee?: Employee,
): Required<Omit<EmployeeInput, 'workingHours'>> & { workingHours: Record<Weekday, EmployeeDayHours> } {
  return {
    name: employee?.name ?? '',
    email: employee?.email ?? '',
    phone: employee?.phone ?? '',
    position: employee && isEmployeePosition(employee.position) ? employee.position : '',
    status: employee?.status ?? 'active',
    specialties: (employee?.specialties ?? []).filter(isEmployeeSkill),
    workingHours: Object.fromEntries(
      weekdays.map((day) => [day, employee?.workingHours[day] ?? defaultWorkingHours[day]]),
    ) as Record<Weekday, EmployeeDayHours>,
    emergencyContact: { name: employee?.emergencyContact.name ?? '', phone: employee?.emergencyContact.phone ?? '' },
    notes: employee?.notes ?? '',
    hireDate: employee?.hireDate ?? '',
  };
}

/** The names a filter or a select offers: the fetched list first, then any name only an employee still has. */
export function optionNames(fetched: readonly { name: string }[] | undefined, extra: readonly string[]): string[] {
  const names = (fetched ?? []).map((option) => option.name);
  return [
    ...names,
    ...extra.filter((name) => name && !names.includes(name)).filter((name, index, all) => all.indexOf(name) === index),
  ];
}
