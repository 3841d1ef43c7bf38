import type { CompanyBooking } from '@contracts/company-bookings';
import type { CustomerDetails, CustomerSummary } from '@contracts/customers';
import { defaultWorkingHours, type Employee } from '@contracts/employees';
import type { PlanId } from '@contracts/plans';
import type { SubscriptionView } from '@contracts/subscription';
import { aSubscription, planFields } from '@/testing/subscription-fixtures';

/** Test data for the company dashboard's bookings, employees, customers and analytics screens. */
export function aCompanyBooking(overrides: Partial<CompanyBooking> = {}): CompanyBooking {
  return {
    id: 'booking-1',
    companyId: 'company-1',
    date: '2030-01-15',
    time: '10:00',
    timeZone: 'America/New_York',
    startAt: '2030-01-15T15:00:00.000Z',
    status: 'pending',
    duration: 60,
    bookingMode: 'appointment',
    seriesId: null,
    endDate: null,
    nights: null,
    totalAmount: 65,
    bufferMinutes: 0,
    servicePrice: 65,
    serviceId: 'service-1',
    serviceName: 'Full Groom',
    customerId: 'owner-1',
    customerName: 'Olivia Owner',
    customerEmail: 'olivia@example.com',
    customerPhone: '(555) 100-2000',
    petName: 'Max',
    petType: 'Dog',
    petBreed: 'Beagle',
    petAge: '3 years',
    notes: '',
    specialRequirements: '',
    employeeId: null,
    employeeName: null,
    review: null,
    statusHistory: [],
    createdAt: '2029-12-20T10:00:00.000Z',
    ...overrides,
  };
}

export function anEmployee(overrides: Partial<Employee> = {}): Employee {
  return {
    id: 'employee-1',
    name: 'Sarah Groomer',
    email: 'sarah@example.com',
    phone: '(555) 300-4000',
    position: 'Groomer',
    status: 'active',
    specialties: [],
    workingHours: defaultWorkingHours,
    emergencyContact: { name: '', phone: '' },
    notes: '',
    hireDate: '2025-03-01',
    createdAt: '2025-03-01T10:00:00.000Z',
    performance: { rating: null, reviews: 0, completedAppointments: 0 },
    ...overrides,
  };
}

export function aCustomer(overrides: Partial<CustomerSummary> = {}): CustomerSummary {
  return {
    id: 'owner-1',
    name: 'Olivia Owner',
    email: 'olivia@example.com',
    phone: '(555) 100-2000',
    status: 'active',
    totalBookings: 3,
    totalSpent: 195,
    lastBooking: '2026-11-01T15:00:00.000Z',
    joinDate: '2026-01-10T15:00:00.000Z',
    petNames: ['Max'],
    ...overrides,
  };
}

export function aCustomerDetails(overrides: Partial<CustomerDetails> = {}): CustomerDetails {
  return {
    ...aCustomer(),
    address: '1 Main St',
    preferredContact: 'sms',
    emergencyContact: { name: 'Tom Owner', phone: '(555) 100-3000', relationship: 'Brother' },
    pets: [{ name: 'Max', type: 'Dog', breed: 'Beagle', age: '3 years', weight: '12 kg', notes: '', photo: null }],
    notes: [],
    ...overrides,
  };
}

/** A paid plan's subscription, built on the dashboard's own `aSubscription` (a Starter trial by default). */
export function aPlan(planId: PlanId, overrides: Partial<SubscriptionView> = {}): SubscriptionView {
  return aSubscription({ ...planFields(planId), ...overrides });
}
