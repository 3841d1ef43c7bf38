import { defaultBusinessHours, DEFAULT_TIMEZONE } from '../contracts/company';
import { directorySearchTokens } from './directory-search';
import type { CompanyAccountDoc, CompanyDoc } from './companies';
import { nextSummaryDue } from './summary-schedule';

/** What the superadmin's company search finds a company by: its name, email and address. */
export const companySearchTokens = (
  company: Pick<CompanyDoc, 'name' | 'email' | 'address' | 'city' | 'state' | 'zipCode'>,
) => directorySearchTokens(company.name, company.email, company.address, company.city, company.state, company.zipCode);

export interface CompanyOwnerIdentity {
  uid: string;
  email: string;
  displayName: string;
}

/** A new company: active, not verified until its profile is complete (docs/product.md#verification). */
export function newCompanyProfile(owner: CompanyOwnerIdentity, now: Date): CompanyDoc {
  const company: CompanyDoc = {
    ownerId: owner.uid,
    name: owner.displayName,
    email: owner.email,
    phone: '',
    address: '',
    city: '',
    state: '',
    zipCode: '',
    description: '',
    logoUrl: null,
    images: [],
    businessHours: defaultBusinessHours,
    timezone: DEFAULT_TIMEZONE,
    rating: { sum: 0, count: 0 },
    counters: { services: 0 },
    status: 'active',
    verified: false,
    nextSummaryAt: nextSummaryDue(now, DEFAULT_TIMEZONE),
    createdAt: now,
    updatedAt: now,
  };
  return { ...company, searchTokens: companySearchTokens(company) };
}

/** No trial has started: subscription status inactive. */
export function newCompanyAccount(now: Date): CompanyAccountDoc {
  return {
    subscription: { plan: null, status: 'inactive', billingPeriod: null, trialEndsAt: null, currentPeriodEnd: null },
    usage: { services: 0, employees: 0 },
    updatedAt: now,
  };
}
