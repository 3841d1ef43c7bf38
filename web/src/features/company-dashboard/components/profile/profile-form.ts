import type { z } from 'zod';
import { companyProfileInputSchema, type CompanyProfile } from '@contracts/company-profile';
import type { DayHours } from '@contracts/company';
import { ApiError, messageOf } from '@/lib/api-client';

/** The form edits every field at once, so each one is present; the server merges what is sent. */
export const profileFormSchema = companyProfileInputSchema.required();
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** docs/product.md#messages-and-timings: the success message disappears after 5 seconds. */
export const PROFILE_MESSAGE_MS = 5000;

/** docs/product.md#validation: unticking Closed restores 09:00-17:00. */
export const reopenedDay: DayHours = { open: '09:00', close: '17:00', closed: false };

export function profileFormDefaults(profile: CompanyProfile): ProfileFormValues {
  return {
    name: profile.name,
    phone: profile.phone,
    address: profile.address,
    city: profile.city,
    state: profile.state,
    zipCode: profile.zipCode,
    description: profile.description,
    logoUrl: profile.logoUrl,
    businessHours: profile.businessHours,
    images: profile.images,
    timezone: profile.timezone,
  };
}

/** The texts (docs/product.md#messages-and-timings) for a failed save, in its order. */
export function profileSaveError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return 'Cannot connect to server. Please check if the backend is running and try again.';
    if (error.statusTextOfNonJson !== undefined) return `HTTP ${error.status}: ${error.statusTextOfNonJson}`;
    return error.serverMessage ?? 'Failed to update profile';
  }
  if (error instanceof TypeError) return 'Network error. Please check your internet connection.';
  return `Error updating profile: ${messageOf(error)}`;
}

/** Every IANA zone the browser knows, with the company's own first in case the list lacks it. */
export function timeZoneOptions(current: string): { value: string; label: string }[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, ...zones])].map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
