import type { Request, RequestHandler, Response } from 'express';
import type { Transaction } from 'firebase-admin/firestore';
import { isDocumentId } from '../contracts/document-id';
import {
  effectiveLimit,
  planAccessMessages,
  planHasFeature,
  planRefusal,
  type PlanLimit,
} from '../contracts/plan-access';
import { findPlan, isUnderLimit, type Plan, type PlanFeature } from '../contracts/plans';
import { companiesRepository, type CompanyAccountDoc } from '../data/companies';
import { platformSettingsRepository, type PlatformSettingsReader } from '../data/platform-settings';
import { callingApiKey } from './api-key-auth';
import { currentUser } from './auth';
import { retryOnContention } from './contention';
import { db } from './firebase';
import type { Clock } from './clock';
import { AppError, forbidden, notFound } from './errors';

/** What every company endpoint acts on, set by `companyAccess` in `res.locals`. */
export interface ActingCompany {
  companyId: string;
  plan: Plan | undefined;
  /** `subscriptionEnforcement` when the request started; limits are re-read inside the writing transaction. */
  enforcement: boolean;
  /** A superadmin acting for the company: never refused by its plan. */
  bypass: boolean;
}

export interface CompanyAccessDependencies {
  clock: Clock;
  settings: PlatformSettingsReader;
}

export interface CompanyAccessOptions {
  feature?: PlanFeature;
  /** false only for what the dashboard shows whatever the plan: the sidebar's name and logo (the profile read). */
  planCheck?: boolean;
}

/**
 * The one plan check of docs/product.md#plans, used after `authenticate` on every company endpoint:
 * a pet_company acts on its own `companies/{uid}`; a superadmin names a company with `?companyId=` and bypasses
 * the plan; anyone else, or `?companyId=` from anyone but a superadmin, is refused. Then the subscription must
 * give access and the plan must include `feature` (and apiAccess for an API key's call), unless the platform
 * switched enforcement off.
 */
export function companyAccess(
  { clock, settings }: CompanyAccessDependencies,
  options: CompanyAccessOptions = {},
): RequestHandler {
  return async (req, res, next) => {
    const user = currentUser(res);
    const companyId = actingCompanyId(req, user.uid, user.role);
    const [
      account,
      {
        general: { subscriptionEnforcement },
      },
    ] = await Promise.all([companiesRepository.getAccount(companyId), settings.get()]);
    if (!account) throw notFound('Company not found');
    const refusal =
      options.planCheck !== false &&
      planRefusal({
        subscription: account.subscription,
        enforcement: subscriptionEnforcement,
        bypass: user.role === 'superadmin',
        feature: options.feature,
        now: clock.now(),
      });
    if (refusal) {
      if (refusal.kind === 'upgrade') throw featureRefusal();
      throw new AppError('SUBSCRIPTION_REQUIRED', 403, refusal.message);
    }
    const acting: ActingCompany = {
      companyId,
      plan: findPlan(account.subscription.plan ?? ''),
      enforcement: subscriptionEnforcement,
      bypass: user.role === 'superadmin',
    };
    // A key works while the plan has apiAccess: checked here, on the account this request reads anyway.
    if (callingApiKey(res) && !hasFeature(acting, 'apiAccess')) throw featureRefusal();
    res.locals.actingCompany = acting;
    next();
  };
}

function actingCompanyId(req: Request, uid: string, role: string): string {
  const requested = req.query.companyId;
  if (role === 'superadmin') {
    if (requested === undefined) {
      throw new AppError('VALIDATION_FAILED', 400, 'Choose the company to act for.', {
        companyId: 'Choose the company to act for.',
      });
    }
    // An id that cannot name a document names no company: 404, like an unknown one.
    if (!isDocumentId(requested)) throw notFound('Company not found');
    return requested;
  }
  if (role !== 'pet_company') throw forbidden();
  if (requested !== undefined) throw forbidden('Only a superadmin may act for another company.');
  return uid;
}

/** The query without the superadmin's `companyId`, for the endpoint's own strict query schema. */
export function endpointQuery(req: Request): Record<string, unknown> {
  const { companyId: _companyId, ...rest } = req.query as Record<string, unknown>;
  return rest;
}

export function actingCompany(res: Response): ActingCompany {
  const acting = res.locals.actingCompany as ActingCompany | undefined;
  if (!acting) throw new Error('companyAccess must run before actingCompany');
  return acting;
}

/** A feature needed by one part of a request only (photos in a profile save), checked after `companyAccess`. */
export function hasFeature(acting: ActingCompany, feature: PlanFeature): boolean {
  return acting.bypass || !acting.enforcement || planHasFeature(acting.plan, feature);
}

export const featureRefusal = () => new AppError('FEATURE_NOT_AVAILABLE', 403, planAccessMessages.upgrade);

const usageOf: Record<Exclude<PlanLimit, 'maxBookingsPerMonth'>, keyof CompanyAccountDoc['usage']> = {
  maxServices: 'services',
  maxEmployees: 'employees',
};

type CountedLimit = Exclude<PlanLimit, 'maxBookingsPerMonth'>;

function limitRefusal(
  account: CompanyAccountDoc,
  enforcement: boolean,
  limit: CountedLimit,
  refusal: (usage: number, limit: number) => string,
) {
  const max = effectiveLimit(account.subscription.plan, limit, enforcement);
  const usage = account.usage[usageOf[limit]];
  return isUnderLimit(usage, max) ? undefined : new AppError('LIMIT_REACHED', 409, refusal(usage, max));
}

/**
 * Checks a plan limit inside the transaction that adds the item, on the account and settings as that
 * transaction reads them, so concurrent adds one below the limit end with exactly one added (the others retry,
 * see the new usage, and get a 409). Returns the account for the caller's writes.
 */
export async function assertPlanLimitInTransaction(
  tx: Transaction,
  companyId: string,
  limit: CountedLimit,
  refusal: (usage: number, limit: number) => string,
): Promise<CompanyAccountDoc> {
  const [accountSnapshot, settingsSnapshot] = await tx.getAll(
    companiesRepository.accountRef(companyId),
    platformSettingsRepository.ref(),
  );
  const account = companiesRepository.accountFromSnapshot(accountSnapshot);
  if (!account) throw notFound('Company not found');
  const refused = limitRefusal(
    account,
    platformSettingsRepository.fromSnapshot(settingsSnapshot).general.subscriptionEnforcement,
    limit,
    refusal,
  );
  if (refused) throw refused;
  return account;
}

/**
 * Adds an item within a plan limit: `write` runs in the transaction after the limit check, with the account.
 * Many adds at once contend on the account's usage counter; a loser is retried, and answered with the limit's
 * 409 as soon as the counter shows the limit reached (never a 500 for losing a race).
 */
export function addWithinPlanLimit<T>(
  companyId: string,
  limit: CountedLimit,
  refusal: (usage: number, limit: number) => string,
  write: (tx: Transaction, account: CompanyAccountDoc) => Promise<T>,
): Promise<T> {
  return retryOnContention(
    () =>
      db().runTransaction(async (tx) => write(tx, await assertPlanLimitInTransaction(tx, companyId, limit, refusal))),
    async () => {
      const [account, settings] = await Promise.all([
        companiesRepository.getAccount(companyId),
        platformSettingsRepository.get(),
      ]);
      const refused = account && limitRefusal(account, settings.general.subscriptionEnforcement, limit, refusal);
      if (refused) throw refused;
    },
  );
}
