import type { BookableService } from '@/components/booking/bookable-service';
import { DAY_MS } from '@contracts/durations';

/**
 * Book Now pressed while signed out: the service waits here through sign-in, or sign-up and the verification link
 * (local storage, so another tab opened from the email still finds it), and the company page opens its dialog.
 */
export interface BookingIntent {
  companyId: string;
  serviceId: string;
  serviceName: string;
}

const KEY = 'petnest.bookingIntent';
/** An intent older than a day is forgotten: the visitor has moved on. */
const MAX_AGE_MS = DAY_MS;

export function storeBookingIntent(service: BookableService, now = Date.now()): void {
  const intent: BookingIntent & { at: number } = {
    companyId: service.companyId,
    serviceId: service.serviceId,
    serviceName: service.serviceName,
    at: now,
  };
  try {
    localStorage.setItem(KEY, JSON.stringify(intent));
  } catch {
    // Without storage the visitor signs in and finds the service again himself.
  }
}

export function readBookingIntent(now = Date.now()): BookingIntent | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? 'null') as (BookingIntent & { at: number }) | null;
    if (
      !stored ||
      typeof stored.companyId !== 'string' ||
      typeof stored.serviceId !== 'string' ||
      now - stored.at > MAX_AGE_MS
    )
      return null;
    return { companyId: stored.companyId, serviceId: stored.serviceId, serviceName: String(stored.serviceName ?? '') };
  } catch {
    return null;
  }
}

export function clearBookingIntent(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}

/** Where a signed-in owner resumes: the company page, which opens the dialog for `book`. */
export const bookingIntentPath = (intent: BookingIntent) =>
  `/company/${encodeURIComponent(intent.companyId)}?book=${encodeURIComponent(intent.serviceId)}`;
