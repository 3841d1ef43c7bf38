import { Firestore, type Transaction } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordOnlyBillingProvider, type BillingProvider, type ChargeRequest } from '../../functions/src/core/billing';
import { admin, api, clearEmulators, createCompanyUser, type TestUser } from './support/emulators';
import { startInProcessApp } from './support/fixtures';

// Issue 7: a real provider takes money, so a retried transaction must not charge twice.
let charges: ChargeRequest[];
let idempotencyKeys: string[];
let failRecordingAfterCharge = false;
const countingProvider: BillingProvider = {
  async charge(request) {
    charges.push(request);
    idempotencyKeys.push(request.idempotencyKey);
    return recordOnlyBillingProvider.charge(request);
  },
};

/** The first transaction after a charge fails (the function dies or Firestore is down), once. */
function failRecordingOnce(): void {
  failRecordingAfterCharge = true;
  const original = Firestore.prototype.runTransaction;
  vi.spyOn(Firestore.prototype, 'runTransaction').mockImplementation(function (
    this: Firestore,
    ...args: Parameters<typeof original>
  ) {
    if (failRecordingAfterCharge && charges.length > 0) {
      failRecordingAfterCharge = false;
      return Promise.reject(Object.assign(new Error('recording failed (test)'), { code: 9 }));
    }
    return original.apply(this, args);
  } as typeof original);
}

let origin: string;
let close: () => Promise<void>;
let company: TestUser;

beforeEach(async () => {
  await clearEmulators();
  charges = [];
  idempotencyKeys = [];
  ({ origin, close } = await startInProcessApp({ billing: countingProvider }));
  company = await createCompanyUser();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await close();
});

/** Every transaction's first attempt loses, as it does under contention: Firestore runs the callback again. */
function failFirstTransactionAttempts(): void {
  const original = Firestore.prototype.runTransaction;
  vi.spyOn(Firestore.prototype, 'runTransaction').mockImplementation(function (
    this: Firestore,
    update: (tx: Transaction) => Promise<unknown>,
    options?: object,
  ) {
    let attempts = 0;
    return original.call(
      this,
      async (tx: Transaction) => {
        const result = await update(tx);
        attempts += 1;
        if (attempts === 1) throw Object.assign(new Error('contention (test)'), { code: 10 });
        return result;
      },
      options as never,
    );
  } as typeof original);
}

describe('POST /api/companies/subscription/subscribe and the billing provider', () => {
  it('when the recording transaction is retried, then the provider is charged once and one invoice is recorded', async () => {
    failFirstTransactionAttempts();
    const { status, body } = await api('POST', '/api/companies/subscription/subscribe', {
      token: company.idToken,
      body: { planId: 'starter' },
      origin,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, data: { status: 'active', plan: 'starter' } });
    expect(charges).toHaveLength(1);
    const invoices = await admin().db.collection(`companies/${company.uid}/invoices`).get();
    expect(invoices.size).toBe(1);
  });

  it('when the recording failed after the charge and the company asks again, then the same idempotency key is sent and one invoice exists', async () => {
    failRecordingOnce();
    const first = await api('POST', '/api/companies/subscription/subscribe', {
      token: company.idToken,
      body: { planId: 'starter' },
      origin,
    });
    expect(first.status).toBeGreaterThanOrEqual(500);
    expect(failRecordingAfterCharge).toBe(false);
    const second = await api('POST', '/api/companies/subscription/subscribe', {
      token: company.idToken,
      body: { planId: 'starter' },
      origin,
    });
    expect(second.status).toBe(200);
    expect(idempotencyKeys).toHaveLength(2);
    expect(idempotencyKeys[1]).toBe(idempotencyKeys[0]);
    expect((await admin().db.collection(`companies/${company.uid}/invoices`).get()).size).toBe(1);
  });
});
