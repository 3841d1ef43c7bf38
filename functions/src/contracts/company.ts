import { keysOf } from './vocabulary';

/** Company shapes shared by web and functions. The full profile contract grows with the company issue. */
export const weekdayLabels = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
export const weekdays = keysOf(weekdayLabels);
export type Weekday = (typeof weekdays)[number];

export interface DayHours {
  open: string;
  close: string;
  closed: boolean;
}
export type BusinessHours = Record<Weekday, DayHours>;

/** docs/product.md#validation: Monday to Friday 09:00-17:00, Saturday and Sunday closed. */
export const defaultBusinessHours: BusinessHours = {
  monday: { open: '09:00', close: '17:00', closed: false },
  tuesday: { open: '09:00', close: '17:00', closed: false },
  wednesday: { open: '09:00', close: '17:00', closed: false },
  thursday: { open: '09:00', close: '17:00', closed: false },
  friday: { open: '09:00', close: '17:00', closed: false },
  saturday: { open: '09:00', close: '17:00', closed: true },
  sunday: { open: '09:00', close: '17:00', closed: true },
};

export const DEFAULT_TIMEZONE = 'America/New_York';

export const companyStatuses = ['active', 'pending', 'suspended', 'rejected'] as const;
export type CompanyStatus = (typeof companyStatuses)[number];

export const subscriptionStatuses = ['inactive', 'trial', 'active', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
