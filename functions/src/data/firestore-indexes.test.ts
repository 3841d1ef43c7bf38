import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rollupQueryShapes } from './rollups';
import { bookingQueryShapes } from './bookings';
import { companyQueryShapes } from './companies';
import { customerQueryShapes } from './customers';
import { employeeQueryShapes } from './employees';
import { petQueryShapes } from './pets';
import { serviceQueryShapes } from './services';
import { platformAnalyticsQueryShapes } from './platform-analytics';
import { auditLogQueryShapes } from './audit-log';
import { userQueryShapes } from './users';
import { waitlistQueryShapes } from './waitlist';
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
