import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rollupQueryShapes } from '../modules/analytics/rollups.repository';
import { bookingQueryShapes } from '../modules/bookings/bookings.repository';
import { companyQueryShapes } from '../modules/companies/companies.repository';
import { customerQueryShapes } from '../modules/customers/customers.repository';
import { employeeQueryShapes } from '../modules/employees/employees.repository';
import { petQueryShapes } from '../modules/pets/pets.repository';
import { serviceQueryShapes } from '../modules/services/services.repository';
import { platformAnalyticsQueryShapes } from '../modules/superadmin/analytics/platform-analytics.repository';
import { auditLogQueryShapes } from '../modules/superadmin/audit-log.repository';
import { userQueryShapes } from '../modules/users/users.repository';
import { waitlistQueryShapes } from '../modules/waitlist/waitlist.repository';
import { auditIndexes, type IndexFile } from './index-rules';
import type { QueryShape } from './query-shape';

const indexFile = JSON.parse(readFileSync(resolve(__dirname, '../../../firestore.indexes.json'), 'utf8')) as IndexFile;

/** Every query the data layer can issue: a repository with a query declares its shapes here. */
const shapes: QueryShape[] = [
  ...auditLogQueryShapes, ...bookingQueryShapes, ...companyQueryShapes, ...customerQueryShapes, ...employeeQueryShapes, ...petQueryShapes,
  ...platformAnalyticsQueryShapes, ...rollupQueryShapes, ...serviceQueryShapes, ...userQueryShapes, ...waitlistQueryShapes,
];

const describeShape = (shape: QueryShape) => `${shape.collection}.${shape.query} ${JSON.stringify({ equality: shape.equality, arrayContains: shape.arrayContains, range: shape.range, orderBy: shape.orderBy })}`;

describe('firestore.indexes.json', () => {
  const audit = auditIndexes(shapes, indexFile);

  it('when every query shape is matched by Firestore rules, then each has the indexes it needs', () => {
    expect(audit.missing.map(({ shape, needs }) => `${describeShape(shape)} needs ${needs.join(' + ')}`)).toEqual([]);
  });

  it('when every declared index is matched against the shapes, then each is used by one', () => {
    expect(audit.unused).toEqual([]);
  });
});
