import { describe, expect, it } from 'vitest';
import { bookingIntentPath, clearBookingIntent, readBookingIntent, storeBookingIntent } from './booking-intent';

const nailTrim = {
  companyId: 'demo-company',
  serviceId: 'svc-1',
  serviceName: 'Nail Trim',
  companyName: 'Happy Paws',
  price: 15,
  duration: 15,
  bookingMode: 'appointment' as const,
};

describe('booking intent', () => {
  it('when Book Now is pressed signed out, then the service is kept for a day and leads back to its company page', () => {
    storeBookingIntent(nailTrim, 1_000);
    const intent = readBookingIntent(2_000);
    expect(intent).toEqual({ companyId: 'demo-company', serviceId: 'svc-1', serviceName: 'Nail Trim' });
    expect(bookingIntentPath(intent!)).toBe('/company/demo-company?book=svc-1');
    expect(readBookingIntent(1_000 + 24 * 60 * 60 * 1000 + 1)).toBeNull();
    clearBookingIntent();
    expect(readBookingIntent(2_000)).toBeNull();
  });
});
