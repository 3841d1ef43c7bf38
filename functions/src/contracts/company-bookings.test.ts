import { describe, expect, it } from 'vitest';
import { bookingAssignSchema, bookingStatusUpdateSchema, companyBookingsQuerySchema } from './company-bookings';
import { customerNoteSchema, customersQuerySchema } from './customers';

describe('company bookings and customers contracts', () => {
  it('when the status is missing, then "Please select a status"; notify defaults on', () => {
    expect(bookingStatusUpdateSchema.safeParse({}).error?.issues[0].message).toBe('Please select a status');
    expect(bookingStatusUpdateSchema.parse({ status: 'confirmed' })).toEqual({
      status: 'confirmed',
      notes: '',
      notifyCustomer: true,
    });
  });

  it('when an assignment names null, then Unassigned; a path-like id is refused', () => {
    expect(bookingAssignSchema.parse({ employeeId: null })).toEqual({ employeeId: null });
    expect(bookingAssignSchema.safeParse({ employeeId: '../x' }).success).toBe(false);
  });

  it('when the bookings query mixes a date and a range or ends before it starts, then it is refused', () => {
    expect(
      companyBookingsQuerySchema.safeParse({ date: '2026-11-23', from: '2026-11-01' }).error?.issues[0].path,
    ).toEqual(['date']);
    expect(
      companyBookingsQuerySchema.safeParse({ from: '2026-11-23', to: '2026-11-01' }).error?.issues[0].path,
    ).toEqual(['to']);
    expect(companyBookingsQuerySchema.parse({ limit: '5' })).toEqual({ limit: 5, order: 'desc' });
  });

  it('when the bookings query names an order, then asc or desc only; latest first when left out', () => {
    expect(companyBookingsQuerySchema.parse({ order: 'asc' })).toMatchObject({ order: 'asc' });
    expect(companyBookingsQuerySchema.safeParse({ order: 'up' }).error?.issues[0]).toMatchObject({
      path: ['order'],
      message: 'Use asc or desc',
    });
  });

  it('when the customers query is empty, then page 1 of 10 by name; pages beyond the cap are refused', () => {
    expect(customersQuerySchema.parse({})).toEqual({ page: 1, limit: 10, sortBy: 'name', sortOrder: 'asc' });
    expect(customersQuerySchema.safeParse({ page: '101' }).success).toBe(false);
  });

  it('when a note is only whitespace, then it is refused like the disabled Add Note button', () => {
    expect(customerNoteSchema.safeParse({ note: '  \n ' }).error?.issues[0].message).toBe('Please write a note');
    expect(customerNoteSchema.parse({ note: ' ok ' })).toEqual({ note: 'ok' });
  });
});
