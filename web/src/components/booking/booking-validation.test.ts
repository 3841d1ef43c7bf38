import { describe, expect, it } from 'vitest';
import { bookingMessages } from '@contracts/booking-vocabulary';
import { validateBookingDraft } from '@/components/booking/booking-validation';

const context = { earliestDate: '2026-11-22', now: new Date('2026-11-21T15:00:00Z') };
const empty = { companyId: 'c1', serviceId: 's1', notes: '', specialRequirements: '', employeeId: '' };
const draft = (fields: { petId: string; date: string; time: string }) => ({ ...empty, ...fields });

describe('booking form validation: pet, date, time, then a future date and time, one message at a time', () => {
  it('when everything is missing, then the pet is asked for first', () => {
    expect(validateBookingDraft(draft({ petId: '', date: '', time: '' }), context)).toEqual({
      field: 'petId',
      message: bookingMessages.pet,
    });
  });

  it('when only the pet is chosen, then the date is asked for next', () => {
    expect(validateBookingDraft(draft({ petId: 'p1', date: '', time: '' }), context)).toEqual({
      field: 'date',
      message: bookingMessages.date,
    });
  });

  it('when the time is missing, then the time message comes third', () => {
    expect(validateBookingDraft(draft({ petId: 'p1', date: '2026-11-23', time: '' }), context)).toEqual({
      field: 'time',
      message: bookingMessages.time,
    });
  });

  it('when the date is before the earliest date, then "Please select a future date and time."', () => {
    expect(validateBookingDraft(draft({ petId: 'p1', date: '2026-11-21', time: '16:00' }), context)?.message).toBe(
      bookingMessages.future,
    );
  });

  it('when the slot has passed in the company zone, then it is refused as not in the future', () => {
    // 2026-11-22 09:00 in Kiritimati (UTC+14) is 2026-11-21 19:00 UTC: already past at 21:00 UTC.
    const late = { earliestDate: '2026-11-22', now: new Date('2026-11-21T21:00:00Z'), timeZone: 'Pacific/Kiritimati' };
    expect(validateBookingDraft(draft({ petId: 'p1', date: '2026-11-22', time: '09:00' }), late)?.message).toBe(
      bookingMessages.future,
    );
  });

  it("when the pet is already booked at that time, then the time is refused with the server's words", () => {
    const petBusy = { times: new Set(['09:30']), message: 'Max already has a booking at that time.' };
    expect(
      validateBookingDraft(draft({ petId: 'p1', date: '2026-11-23', time: '09:30' }), { ...context, petBusy }),
    ).toEqual({ field: 'time', message: petBusy.message });
  });

  it('when all is given and ahead, then there is nothing to say', () => {
    expect(
      validateBookingDraft(draft({ petId: 'p1', date: '2026-11-23', time: '09:30' }), {
        ...context,
        timeZone: 'America/Chicago',
      }),
    ).toBeNull();
  });
});
