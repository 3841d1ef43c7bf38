import type { Transaction } from 'firebase-admin/firestore';
import { notFound } from '../core/errors';
import type { CompanyAccountDoc, CompanyDoc } from './companies';
import { companiesRepository } from './companies';
import { isCompanyListable, listingFields } from './service-listing';
import { servicesRepository } from './services';

/** Enough for any plan in one transaction (500 writes at most): Enterprise companies are far below it. */
const MAX_SYNCED_SERVICES = 400;

/**
 * docs/product.md#marketplace-listing: when a company's name, logo, status, verification or subscription changes, its
 * services' marketplace fields follow in the same write. Call `read` before the transaction's writes and the
 * returned `write` with the company's new account state after them.
 */
export async function readListingsInTransaction(tx: Transaction, companyId: string) {
  const [company, services] = await Promise.all([
    companiesRepository.getInTransaction(tx, companyId),
    servicesRepository.listAllInTransaction(tx, companyId, MAX_SYNCED_SERVICES),
  ]);
  return {
    /** `companyPatch`: what the same transaction changes on the company (its name, logo, verification...). */
    write(account: Pick<CompanyAccountDoc, 'subscription'>, now: Date, companyPatch: Partial<CompanyDoc> = {}): void {
      if (!company) return;
      const updated = { ...company, ...companyPatch };
      const listable = isCompanyListable(updated, account, now);
      for (const service of services) {
        const fields = listingFields(service, updated, listable);
        servicesRepository.updateInTransaction(tx, companyId, service.id, { ...fields, updatedAt: now });
      }
    },
  };
}

/** What a change to a company's profile or standing reads first: its listings, the company, its account (404 without). */
export async function readCompanyChangeInTransaction(tx: Transaction, companyId: string) {
  const [listings, company, account] = await Promise.all([
    readListingsInTransaction(tx, companyId),
    companiesRepository.getInTransaction(tx, companyId),
    companiesRepository.getAccountInTransaction(tx, companyId),
  ]);
  if (!company || !account) throw notFound('Company not found');
  return { listings, company, account };
}
