import { expect, type APIRequestContext } from '@playwright/test';
import { signUpCompany, uniqueEmail } from './auth-emulator';

// A company of a journey's own, set up through the API: its bell, its team's time and its slots are the journey's
// alone, so journeys running beside it (which book the demo company) can never take the time it is about to book.

type Method = 'post' | 'put' | 'get';
/** An API call as the company: fails the test on any answer from 300 up, and answers the body's `data`. */
export type CompanyCall = (method: Method, path: string, data?: unknown) => Promise<unknown>;

/** The body of `POST /api/services` (functions/src/contracts/services.ts); what it leaves out takes its default. */
export interface ServiceFields {
  name: string;
  description: string;
  category: 'grooming';
  price: number;
  duration: number;
  petTypes: 'dog'[];
  bookingMode?: 'appointment';
}

export interface OwnCompany {
  email: string;
  password: string;
  idToken: string;
  /** Its id, as `/company/{id}` and `openBookingDialog` take it. */
  companyId: string;
  call: CompanyCall;
}

/**
 * Monday to Friday 09:00-17:00: the days a new company's default business hours open, so every day the booking
 * dialog's strip offers is a day the team member works (and the same weekday again in 2, 4 and 6 weeks).
 */
const weekdaysNineToFive = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day, index) => [
    day,
    { available: index < 5, start: '09:00', end: '17:00' },
  ]),
);

/**
 * A new company on the Starter trial (up to 3 employees) with a complete profile in Austin and one service. With
 * `teamMember`, one active employee who performs every service and works Monday to Friday 09:00-17:00 is added;
 * without, the company does the work itself.
 */
export async function signUpCompanyWithService(
  request: APIRequestContext,
  {
    prefix,
    contactName,
    businessName,
    description,
    service,
    teamMember,
  }: {
    prefix: string;
    contactName: string;
    businessName: string;
    description: string;
    service: ServiceFields;
    teamMember?: string;
  },
): Promise<OwnCompany> {
  const company = await signUpCompany(request, prefix, contactName);
  const headers = { authorization: `Bearer ${company.idToken}` };
  const call: CompanyCall = async (method, path, data) => {
    const response = await request[method](path, { headers, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return ((await response.json()) as { data: unknown }).data;
  };
  await call('post', '/api/companies/subscription/trial', { planId: 'starter' });
  const profile = (await call('put', '/api/companies/profile', {
    // Unique, so the marketplace never shows two of a name from runs that share the emulators.
    name: `${businessName} ${Date.now().toString(36)}`,
    address: '1 Main Street',
    city: 'Austin',
    state: 'TX',
    description,
  })) as { id: string };
  if (teamMember)
    await call('post', '/api/employees', {
      name: teamMember,
      email: uniqueEmail(`${prefix}.team`),
      phone: '512-555-0100',
      position: 'Groomer',
      status: 'active',
      workingHours: weekdaysNineToFive,
    });
  await call('post', '/api/services', service);
  return { ...company, companyId: profile.id, call };
}
