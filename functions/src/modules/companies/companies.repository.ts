import type { Transaction } from 'firebase-admin/firestore';
import type { PlanId, BillingPeriod } from '../../contracts/plans';
import type { BusinessHours, CompanyStatus, SubscriptionStatus } from '../../contracts/company';
import { db } from '../../core/firebase';

/** companies/{companyId}, where companyId is the owner's uid: the public profile. */
export interface CompanyDoc {
  ownerId: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  description: string;
  logoUrl: string | null;
  images: string[];
  businessHours: BusinessHours;
  timezone: string;
  rating: { sum: number; count: number };
  counters: { services: number; bookings: number };
  status: CompanyStatus;
  verified: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** companies/{cid}/private/account: never part of a public read. */
export interface CompanyAccountDoc {
  subscription: {
    plan: PlanId | null;
    status: SubscriptionStatus;
    billingPeriod: BillingPeriod | null;
    trialEndsAt: Date | null;
    currentPeriodEnd: Date | null;
  };
  usage: { services: number; employees: number };
  updatedAt: Date;
}

const companies = () => db().collection('companies');
const accountRef = (companyId: string) => companies().doc(companyId).collection('private').doc('account');

export const companiesRepository = {
  ref(companyId: string) {
    return companies().doc(companyId);
  },
  accountRef,
  createInTransaction(tx: Transaction, companyId: string, company: CompanyDoc, account: CompanyAccountDoc): void {
    tx.create(companies().doc(companyId), company);
    tx.create(accountRef(companyId), account);
  },
  async updateProfile(companyId: string, patch: Partial<CompanyDoc>): Promise<void> {
    await companies().doc(companyId).update(patch);
  },
  async updateSubscription(companyId: string, subscription: CompanyAccountDoc['subscription'], now: Date): Promise<void> {
    await accountRef(companyId).update({ subscription, updatedAt: now });
  },
  async getAccountInTransaction(tx: Transaction, companyId: string): Promise<CompanyAccountDoc | undefined> {
    const snapshot = await tx.get(accountRef(companyId));
    return snapshot.exists ? (snapshot.data() as CompanyAccountDoc) : undefined;
  },
};
