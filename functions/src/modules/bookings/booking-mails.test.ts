import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderMail } from '../mail';
import { ownerCancelledMail, requestedMail, reviewMail, statusMail, type ToldBooking } from './booking-mails';

const booking: ToldBooking = {
  id: 'b1',
  companyId: 'c1',
  companyName: 'Happy Paws',
  companyPhone: '555-0100',
  ownerId: 'o1',
  ownerName: 'Ana Lima',
  ownerEmail: 'ana@example.test',
  serviceName: 'Full Groom',
  petName: 'Rex',
  date: '2026-12-01',
  time: '10:00',
  timeZone: 'America/Chicago',
  startAt: new Date('2026-12-01T16:00:00Z'),
  employeeName: 'Sam',
  totalAmount: 45,
  notes: 'Gentle with the ears',
  statusHistory: [{}, {}],
};

describe('booking emails', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('when a booking is confirmed, then the owner reads the time in the company zone, the policy and the link', async () => {
    vi.stubEnv('PETNEST_APP_URL', 'https://petnest.example/');
    const mail = await renderMail(statusMail(booking, 'confirmed', 'See you soon'));
    expect(mail.subject).toBe('Your Full Groom booking is Confirmed');
    expect(mail.text).toContain('When: Dec 1, 2026 at 10:00 AM Central Time');
    expect(mail.text).toContain('Note from Happy Paws: See you soon');
    expect(mail.text).toContain('until 24 hours before the appointment (Nov 30, 2026 at 10:00 AM Central Time)');
    expect(mail.text).toContain('call Happy Paws at 555-0100');
    expect(mail.text).toContain(
      'View your booking: https://petnest.example/pet-owner/dashboard?section=bookings&bookingId=b1',
    );
    expect(mail.text).toContain('https://petnest.example/settings');
    expect(mail.html).toContain('<html');
    expect(mail.html).toContain('href="https://petnest.example/pet-owner/dashboard?section=bookings&amp;bookingId=b1"');
    expect(mail.html).toContain('Cancellation policy');
  });

  it('when a stay is confirmed, then the policy counts from its check-in, and the mail says until when it stays', async () => {
    const mail = await renderMail(statusMail({ ...booking, endDate: '2026-12-04' }, 'confirmed', ''));
    expect(mail.text).toContain('until 24 hours before the check-in (Nov 30, 2026 at 10:00 AM Central Time)');
    expect(mail.text).toContain('Until: Dec 4, 2026');
  });

  it('when the app URL is not configured, then links go to the Hosting emulator', async () => {
    vi.stubEnv('PETNEST_APP_URL', '');
    const mail = await renderMail(statusMail(booking, 'completed', ''));
    expect(mail.text).toContain(
      'Review your booking: http://127.0.0.1:5000/pet-owner/dashboard?section=bookings&bookingId=b1',
    );
  });

  it('when a service is deleted, then the owner reads why the booking is cancelled', async () => {
    const mail = await renderMail(statusMail(booking, 'cancelled', 'deleted', 'service_deleted'));
    expect(mail.subject).toBe('Your Full Groom booking is Cancelled');
    expect(mail.text).toContain('Happy Paws no longer offers Full Groom');
  });

  it('when a request or a series comes in, then the company reads who, what and when; a team member gets his own', async () => {
    const single = await renderMail(requestedMail([booking]));
    expect(single.subject).toBe('New booking request: Full Groom for Rex');
    expect(single.text).toContain('Pet owner: Ana Lima');
    expect(single.text).toContain('Notes: Gentle with the ears');
    expect(single.text).toContain('/company/dashboard?section=bookings&bookingId=b1');
    const later = { ...booking, id: 'b2', startAt: new Date('2026-12-15T16:00:00Z') };
    const series = await renderMail(requestedMail([booking, later]));
    expect(series.subject).toBe('New series request: Full Groom x2 for Rex');
    expect(series.text).toContain('Dec 1, 2026 at 10:00 AM Central Time; Dec 15, 2026 at 10:00 AM Central Time');
    const member = await renderMail(requestedMail([booking], 'Sam'));
    expect(member.text).toContain('Hello Sam,');
    expect(member.text).toContain('Happy Paws assigned it to you.');
    expect(member.text).not.toContain('/settings');
  });

  it('when the owner cancels or reviews, then the company reads it with the booking link', async () => {
    const cancelled = await renderMail(ownerCancelledMail([booking]));
    expect(cancelled.subject).toBe('Booking cancelled: Full Groom for Rex');
    expect(cancelled.html).toContain('bookingId=b1');
    // Several of a series at once are one mail naming each date.
    const later = { ...booking, id: 'b2', date: '2026-12-08', startAt: new Date('2026-12-08T16:00:00Z') };
    const series = await renderMail(ownerCancelledMail([booking, later]));
    expect(series.subject).toBe('Series cancelled: Full Groom x2 for Rex');
    expect(series.text).toMatch(/Dates: .*Dec 1, 2026.*; .*Dec 8, 2026/);
    const reviewed = await renderMail(reviewMail(booking, { rating: 4, review: 'Lovely & careful' }));
    expect(reviewed.subject).toBe('New 4-star review: Full Groom');
    expect(reviewed.text).toContain('"Lovely & careful"');
    expect(reviewed.html).toContain('Lovely &amp; careful');
  });
});
