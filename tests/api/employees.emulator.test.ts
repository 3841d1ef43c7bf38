import { beforeEach, describe, expect, it } from 'vitest';
import { employeeInputSchema } from '../../functions/src/contracts/employees';
import { systemClock } from '../../functions/src/core/clock';
import { createEmployee } from '../../functions/src/modules/employees/create-employee';
import { admin, clearEmulators } from './support/emulators';
import { createListedCompany } from './support/fixtures';

const employee = (name: string) =>
  employeeInputSchema.parse({
    name,
    email: `${name.toLowerCase()}@example.test`,
    phone: '555-0100',
    position: 'Groomer',
  });

describe('createEmployee (the seed and the coming employees API)', () => {
  beforeEach(clearEmulators);

  it('when a Starter company adds a fourth employee, then "Employee Limit Reached (3/3)" and nothing is added', async () => {
    const { company } = await createListedCompany({}, 'starter');
    for (const name of ['Ann', 'Ben', 'Cy']) await createEmployee(company.uid, employee(name), systemClock);
    await expect(createEmployee(company.uid, employee('Dee'), systemClock)).rejects.toMatchObject({
      status: 409,
      code: 'LIMIT_REACHED',
      message: 'Employee Limit Reached (3/3)',
    });
    const { db } = admin();
    expect((await db.collection(`companies/${company.uid}/employees`).count().get()).data().count).toBe(3);
    expect((await db.doc(`companies/${company.uid}/private/account`).get()).get('usage.employees')).toBe(3);
  });

  it('when enforcement is switched off, then the cap does not apply', async () => {
    const { company } = await createListedCompany({}, 'starter');
    await admin()
      .db.doc('platform/settings')
      .set({ general: { subscriptionEnforcement: false } });
    for (const name of ['Ann', 'Ben', 'Cy', 'Dee']) await createEmployee(company.uid, employee(name), systemClock);
    expect((await admin().db.collection(`companies/${company.uid}/employees`).count().get()).data().count).toBe(4);
    await admin().db.doc('platform/settings').delete();
  });
});
