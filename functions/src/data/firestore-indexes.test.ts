import { readdirSync, readFileSync } from 'node:fs';
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
import { apiKeyQueryShapes } from './api-keys';
import { auditLogQueryShapes } from './audit-log';
import { jobRunQueryShapes } from './job-runs';
import { favoriteQueryShapes } from './favorites';
import { mailQueryShapes } from './mail';
import { notificationQueryShapes } from './notifications';
import { userQueryShapes } from './users';
import { waitlistQueryShapes } from './waitlist';
import { auditIndexes, type IndexFile } from './index-rules';
import type { QueryShape } from './query-shape';

const indexFile = JSON.parse(readFileSync(resolve(__dirname, '../../../firestore.indexes.json'), 'utf8')) as IndexFile;

/** Every query the data layer can issue: a repository with a query declares its shapes here. */
const shapes: QueryShape[] = [
  ...apiKeyQueryShapes,
  ...auditLogQueryShapes,
  ...jobRunQueryShapes,
  ...mailQueryShapes,
  ...notificationQueryShapes,
  ...bookingQueryShapes,
  ...companyQueryShapes,
  ...customerQueryShapes,
  ...employeeQueryShapes,
  ...favoriteQueryShapes,
  ...petQueryShapes,
  ...platformAnalyticsQueryShapes,
  ...rollupQueryShapes,
  ...serviceQueryShapes,
  ...userQueryShapes,
  ...waitlistQueryShapes,
];

const describeShape = (shape: QueryShape) =>
  `${shape.collection}.${shape.query} ${JSON.stringify({ equality: shape.equality, arrayContains: shape.arrayContains, range: shape.range, orderBy: shape.orderBy })}`;

describe('firestore.indexes.json', () => {
  const audit = auditIndexes(shapes, indexFile);

  it('when every query shape is matched by Firestore rules, then each has the indexes it needs', () => {
    expect(audit.missing.map(({ shape, needs }) => `${describeShape(shape)} needs ${needs.join(' + ')}`)).toEqual([]);
  });

  it('when every declared index is matched against the shapes, then each is used by one', () => {
    expect(audit.unused).toEqual([]);
  });
});

/**
 * Functions that build part of a query the functions named beside them run (their shapes are declared under those
 * names), or only aggregate over a query passed in.
 */
const builders: Record<string, string> = {
  'bookings.ts reviewedBookings': 'reviewsPage, countReviews',
  'bookings.ts bookingsOf': 'startingFrom, staysStartedBetween',
  'companies.ts adminFiltered': 'adminPage, adminCount',
  'users.ts filteredDirectory': 'directoryPage, countDirectory',
  'services.ts marketplaceCount': 'marketplaceQuery',
  'platform-analytics.ts accounts': 'activeSubscriptions, endedSubscriptions',
  'platform-analytics.ts count': 'an aggregation of the query it is given',
  'platform-analytics.ts pagedRows': 'userRows, companyRows',
};

/** The functions of the data files that filter, sort or aggregate a query (read from the source, line by line). */
function queryingFunctions(): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(__dirname).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))) {
    let current = '';
    for (const line of readFileSync(resolve(__dirname, file), 'utf8').split('\n')) {
      const declared =
        /^ {2}(?:async )?(\w+)\(/.exec(line) ??
        /^(?:export )?(?:async )?function (\w+)/.exec(line) ??
        /^(?:export )?const (\w+) = /.exec(line);
      if (declared) current = declared[1];
      if (/\.where\(|\.orderBy\(|collectionGroup\(|\.count\(\)|\.aggregate\(/.test(line))
        found.add(`${file} ${current}`);
    }
  }
  return [...found];
}

describe('query shapes', () => {
  it('when a data file filters, sorts or aggregates a query, then its function declares its shapes', () => {
    const named = new Set(shapes.map((shape) => shape.query.replace(/\(.*\)$/, '')));
    expect(queryingFunctions().filter((found) => !named.has(found.split(' ')[1]) && !(found in builders))).toEqual([]);
  });
});
