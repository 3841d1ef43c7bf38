import { Router } from 'express';
import { findPlan } from '../../contracts/plans';
import { startTrialInputSchema, subscribeInputSchema } from '../../contracts/subscription';
import { authenticate, currentUser, requireRole } from '../../core/auth';
import type { BillingProvider } from '../../core/billing';
import { actingCompany, companyAccess, type CompanyAccessDependencies } from '../../core/plan-access';
import { formatDate } from '../../contracts/format';
import { parse } from '../../core/validation';
import { cancelSubscription } from './cancel-subscription';
import { getSubscription } from './get-subscription';
import { listInvoices } from './list-invoices';
import { startTrial } from './start-trial';
import { subscribe } from './subscribe';

export function subscriptionRoutes({ clock, settings }: CompanyAccessDependencies, billing: BillingProvider): Router {
  const router = Router();
  const companyOnly = [authenticate, requireRole('pet_company')];

  // Read by the dashboard's gates: a superadmin reads the company he opened (`?companyId=`), whatever its plan.
  router.get(
    '/subscription',
    authenticate,
    companyAccess({ clock, settings }, { planCheck: false }),
    async (_req, res) => {
      res.json({ success: true, data: await getSubscription(actingCompany(res).companyId, clock) });
    },
  );

  router.get(
    '/companies/subscription/invoices',
    authenticate,
    companyAccess({ clock, settings }, { planCheck: false }),
    async (_req, res) => {
      res.json({ success: true, data: await listInvoices(actingCompany(res).companyId) });
    },
  );

  router.post('/companies/subscription/trial', ...companyOnly, async (req, res) => {
    const input = parse(startTrialInputSchema, req.body);
    const companyId = currentUser(res).uid;
    const { trialEndsAt } = await startTrial(companyId, input, clock);
    res.json({
      success: true,
      data: await getSubscription(companyId, clock),
      message: `Your ${findPlan(input.planId)!.name} trial has started. It ends on ${formatDate(trialEndsAt, 'UTC')}.`,
    });
  });

  router.post('/companies/subscription/subscribe', ...companyOnly, async (req, res) => {
    const input = parse(subscribeInputSchema, req.body);
    const companyId = currentUser(res).uid;
    const { currentPeriodEnd } = await subscribe(companyId, input, billing, clock);
    res.json({
      success: true,
      data: await getSubscription(companyId, clock),
      message: `You are subscribed to ${findPlan(input.planId)!.name} (${input.billingPeriod}) until ${formatDate(currentPeriodEnd, 'UTC')}.`,
    });
  });

  router.post('/companies/subscription/cancel', ...companyOnly, async (_req, res) => {
    const companyId = currentUser(res).uid;
    const { accessUntil } = await cancelSubscription(companyId, clock);
    res.json({
      success: true,
      data: await getSubscription(companyId, clock),
      message: `Your subscription is cancelled. You keep access until ${formatDate(accessUntil, 'UTC')}.`,
    });
  });

  return router;
}
