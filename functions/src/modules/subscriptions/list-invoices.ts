import { findPlan } from '../../contracts/plans';
import { INVOICES_SHOWN, type Invoice } from '../../contracts/subscription';
import { companiesRepository } from '../../data/companies';

/** The company's latest invoices, as the billing provider recorded them (newest first). */
export async function listInvoices(companyId: string): Promise<Invoice[]> {
  const invoices = await companiesRepository.listInvoices(companyId, INVOICES_SHOWN);
  return invoices.map((invoice) => ({
    id: invoice.id,
    plan: invoice.plan,
    planName: findPlan(invoice.plan)?.name ?? invoice.plan,
    billingPeriod: invoice.billingPeriod,
    amount: invoice.amount,
    currency: invoice.currency,
    periodStart: invoice.periodStart.toISOString(),
    periodEnd: invoice.periodEnd.toISOString(),
    createdAt: invoice.createdAt.toISOString(),
  }));
}
