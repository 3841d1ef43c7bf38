import { FieldPath, type DocumentSnapshot, type Query, type Transaction } from 'firebase-admin/firestore';
import type { ServiceAvailability } from '../contracts/services';
import type { BookingMode } from '../contracts/service-vocabulary';
import {
  petGroups,
  ratingThresholds,
  type ServiceCategory,
  type ServicePetType,
  type MarketplaceSort,
  type PetGroup,
} from '../contracts/service-vocabulary';
import { db } from '../core/firebase';
import { converter } from './converter';
import { DOCUMENT_ID, shapeCombinations, type QueryShape } from './query-shape';
import { ratingFlagKey, type ListingFields } from './service-listing';

/** companies/{cid}/services/{sid}: the service and the denormalised fields of the marketplace. */
export interface ServiceDoc extends ListingFields {
  companyId: string;
  name: string;
  description: string;
  category: ServiceCategory;
  petTypes: ServicePetType[];
  price: number;
  duration: number;
  isActive: boolean;
  availability: ServiceAvailability;
  requirements: string;
  cancellationPolicy: string;
  images: string[];
  /** Who performs it (empty: every active employee); absent on services saved before issue 21. */
  employeeIds?: string[];
  /** Clean-up minutes after each appointment; absent means 0. */
  bufferMinutes?: number;
  /** Absent on services saved before issue 21 section 4: appointment (docs/decisions/0086-stays-by-the-night.md). */
  bookingMode?: BookingMode;
  /** Places each night or day of a stay or day service. */
  capacity?: number;
  rating: { sum: number; count: number };
  createdAt: Date;
  updatedAt: Date;
}

export interface StoredService extends ServiceDoc {
  id: string;
}

/** What a service is and for which pets: the fields the company's and the marketplace's views both start with. */
export const serviceIdentity = (service: StoredService) => ({
  id: service.id,
  name: service.name,
  description: service.description,
  category: service.category,
  petTypes: service.petTypes,
});

const serviceConverter = converter<ServiceDoc>();
const servicesOf = (companyId: string) =>
  db().collection('companies').doc(companyId).collection('services').withConverter(serviceConverter);

function toService(id: string, data: ServiceDoc): StoredService {
  return { ...data, id };
}

export interface MarketplaceFilter {
  category?: ServiceCategory;
  petGroup?: PetGroup;
  ratingFlag?: string;
  token?: string;
  city?: string;
}

/** The listed services the filters match, sorted: the same query (and indexes) for a page and for its count. */
function marketplaceQuery(filter: MarketplaceFilter, sort: MarketplaceSort): Query<ServiceDoc> {
  const order = sortOrders[sort];
  let query: Query<ServiceDoc> = db()
    .collectionGroup('services')
    .withConverter(serviceConverter)
    .where('listed', '==', true);
  if (filter.category) query = query.where('category', '==', filter.category);
  if (filter.petGroup) query = query.where(`petGroups.${filter.petGroup}`, '==', true);
  if (filter.ratingFlag) query = query.where(`ratingAtLeast.${filter.ratingFlag}`, '==', true);
  if (filter.token) query = query.where('searchTokens', 'array-contains', filter.token);
  if (filter.city) query = query.where('city', '==', filter.city);
  return query.orderBy(order.field, order.direction).orderBy(FieldPath.documentId(), order.direction);
}

const sortOrders: Record<MarketplaceSort, { field: string; direction: 'asc' | 'desc' }> = {
  recommended: { field: 'reviewCount', direction: 'desc' },
  price_asc: { field: 'price', direction: 'asc' },
  price_desc: { field: 'price', direction: 'desc' },
  rating: { field: 'ratingAverage', direction: 'desc' },
};

/** Every query shape below, for firestore-indexes.test.ts (each combination of the optional filters). */
export const serviceQueryShapes: QueryShape[] = [
  ...shapeCombinations(
    { query: 'marketplaceQuery', collection: 'services', scope: 'collection-group', equality: ['listed'] },
    [
      [undefined, { equality: ['category'] }],
      [undefined, ...petGroups.map((group) => ({ equality: [`petGroups.${group}`] }))],
      [
        undefined,
        ...ratingThresholds.map((threshold) => ({ equality: [`ratingAtLeast.${ratingFlagKey(threshold)}`] })),
      ],
      [undefined, { arrayContains: 'searchTokens' }],
      [undefined, { equality: ['city'] }],
      Object.values(sortOrders).map(({ field, direction }) => ({
        orderBy: [
          [field, direction],
          [DOCUMENT_ID, direction],
        ] as const,
      })),
    ],
  ),
  {
    query: 'listActive',
    collection: 'services',
    scope: 'collection',
    equality: ['isActive'],
    orderBy: [['name', 'asc']],
  },
  { query: 'listForCompany', collection: 'services', scope: 'collection', orderBy: [['createdAt', 'desc']] },
];

export const servicesRepository = {
  newRef(companyId: string) {
    return servicesOf(companyId).doc();
  },
  ref(companyId: string, serviceId: string) {
    return servicesOf(companyId).doc(serviceId);
  },
  fromSnapshot(snapshot: DocumentSnapshot): StoredService | undefined {
    const service = serviceConverter.read(snapshot);
    return service && toService(snapshot.id, service);
  },
  async getInTransaction(tx: Transaction, companyId: string, serviceId: string): Promise<StoredService | undefined> {
    const snapshot = await tx.get(servicesOf(companyId).doc(serviceId));
    return snapshot.exists ? toService(snapshot.id, snapshot.data()!) : undefined;
  },
  async get(companyId: string, serviceId: string): Promise<StoredService | undefined> {
    const snapshot = await servicesOf(companyId).doc(serviceId).get();
    return snapshot.exists ? toService(snapshot.id, snapshot.data()!) : undefined;
  },
  /** Those of the ids that exist, read by id in one batch, in no particular order. */
  async getMany(companyId: string, serviceIds: readonly string[]): Promise<StoredService[]> {
    if (serviceIds.length === 0) return [];
    const snapshots = await db().getAll(...serviceIds.map((id) => servicesOf(companyId).doc(id)));
    return snapshots.flatMap((snapshot) => this.fromSnapshot(snapshot) ?? []);
  },
  updateInTransaction(tx: Transaction, companyId: string, serviceId: string, patch: Partial<ServiceDoc>): void {
    tx.update(servicesOf(companyId).doc(serviceId), patch);
  },
  async listActive(companyId: string, limit: number): Promise<StoredService[]> {
    const snapshot = await servicesOf(companyId).where('isActive', '==', true).orderBy('name').limit(limit).get();
    return snapshot.docs.map((doc) => toService(doc.id, doc.data()));
  },
  /** The company's own list, bounded: Enterprise is unlimited, so the dashboard pages at this many. */
  async listForCompany(companyId: string, limit: number): Promise<StoredService[]> {
    const snapshot = await servicesOf(companyId).orderBy('createdAt', 'desc').limit(limit).get();
    return snapshot.docs.map((doc) => toService(doc.id, doc.data()));
  },
  deleteInTransaction(tx: Transaction, companyId: string, serviceId: string): void {
    tx.delete(servicesOf(companyId).doc(serviceId));
  },
  async listAllInTransaction(tx: Transaction, companyId: string, limit: number): Promise<StoredService[]> {
    const snapshot = await tx.get(servicesOf(companyId).limit(limit));
    return snapshot.docs.map((doc) => toService(doc.id, doc.data()));
  },
  /**
   * The marketplace: one collection-group query over listed services, equality filters only (so any
   * combination is served by merging indexes), one sort, cursor paging by (sort value, document path).
   */
  async marketplacePage(
    filter: MarketplaceFilter,
    sort: MarketplaceSort,
    cursor: { value: number; path: string } | undefined,
    limit: number,
  ) {
    const order = sortOrders[sort];
    let query = marketplaceQuery(filter, sort);
    if (cursor) query = query.startAfter(cursor.value, db().doc(cursor.path));
    const snapshot = await query.limit(limit + 1).get();
    const docs = snapshot.docs.slice(0, limit);
    const last = docs.at(-1);
    return {
      services: docs.map((doc) => toService(doc.id, doc.data())),
      next:
        snapshot.docs.length > limit && last
          ? { value: last.get(order.field) as number, path: last.ref.path }
          : undefined,
    };
  },
  /**
   * How many listed services the filters match across pages: an aggregation count (one read per 1,000 matches).
   * It keeps the page's sort so that Firestore serves it from the same merged composite indexes (every listed
   * service has the sort fields, so the sort drops none); there are no collection-group single-field indexes.
   */
  async marketplaceCount(filter: MarketplaceFilter, sort: MarketplaceSort): Promise<number> {
    return (await marketplaceQuery(filter, sort).count().get()).data().count;
  },
  /** The city and state of listed services, at most `limit` of them (only those two fields are read). */
  async listedLocations(limit: number): Promise<{ city: string; state: string }[]> {
    const snapshot = await marketplaceQuery({}, 'recommended').select('city', 'state').limit(limit).get();
    return snapshot.docs.map((doc) => ({ city: String(doc.get('city') ?? ''), state: String(doc.get('state') ?? '') }));
  },
};
