import { DOCUMENT_ID, type Direction, type QueryShape } from './query-shape';

/**
 * Firestore's rules for which indexes a query needs, as firestore-indexes.test.ts applies them to the declared
 * query shapes (https://firebase.google.com/docs/firestore/query-data/index-overview):
 * - collection scope: every field has automatic single-field indexes (ascending, descending, array-contains) unless
 *   a field override in firestore.indexes.json replaces them; collection-group scope has none unless an override
 *   declares one;
 * - equality (`==`, `in`) and array-contains filters alone are served by merging single-field indexes, or by one
 *   composite index over exactly those fields when there is one;
 * - an order (explicit, or implicit on a range field) on one field with no other filter is a single-field index
 *   in that direction;
 * - anything else (filters with an order on another field, two orders, range filters on several fields) needs a
 *   composite: the equality and array-contains fields in any order, then the orders with their directions,
 *   then `__name__` in the last order's direction (implicit unless it is declared);
 * - equality filters with orders and no range filter can also merge composites that each hold one of the
 *   filtered fields followed by the same orders (the marketplace's indexes rely on this).
 */
export type IndexOrder = 'ASCENDING' | 'DESCENDING';
export type IndexScope = 'COLLECTION' | 'COLLECTION_GROUP';

export interface IndexField {
  fieldPath: string;
  order?: IndexOrder;
  arrayConfig?: 'CONTAINS';
}
export interface CompositeIndex {
  collectionGroup: string;
  queryScope: IndexScope;
  fields: IndexField[];
}
export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: { order?: IndexOrder; arrayConfig?: 'CONTAINS'; queryScope: IndexScope }[];
}
export interface IndexFile {
  indexes: CompositeIndex[];
  fieldOverrides: FieldOverride[];
}

type SingleKind = IndexOrder | 'CONTAINS';

/** A composite whose first `filtered` fields match in any order; or a single-field index of one of `kinds`. */
export type IndexNeed =
  | { kind: 'composite'; index: CompositeIndex; filtered: number }
  | { kind: 'single'; collectionGroup: string; queryScope: IndexScope; fieldPath: string; kinds: SingleKind[] };

const toOrder = (direction: Direction): IndexOrder => (direction === 'asc' ? 'ASCENDING' : 'DESCENDING');

/** The orders the query sorts by, after Firestore's implicit ones; a trailing `__name__` in the last direction is dropped. */
function sortsOf(shape: QueryShape): [string, Direction][] {
  const equality = new Set(shape.equality ?? []);
  const sorts = (shape.orderBy ?? [])
    .filter(([field]) => !equality.has(field))
    .map(([field, direction]) => [field, direction] as [string, Direction]);
  const sorted = new Set(sorts.map(([field]) => field));
  const implicit = [...new Set(shape.range ?? [])].filter((field) => !sorted.has(field)).sort();
  sorts.push(...implicit.map((field) => [field, 'asc'] as [string, Direction]));
  const last = sorts.at(-1);
  if (last && last[0] === DOCUMENT_ID) {
    const before = sorts.at(-2);
    if (!before || before[1] === last[1]) sorts.pop();
  }
  return sorts;
}

/** The alternatives of index sets that can serve `shape`, the preferred first. */
export function indexAlternatives(shape: QueryShape): IndexNeed[][] {
  const collectionGroup = shape.collection;
  const queryScope: IndexScope = shape.scope === 'collection' ? 'COLLECTION' : 'COLLECTION_GROUP';
  const filtered: IndexField[] = [
    ...[...new Set(shape.equality ?? [])].map((fieldPath) => ({ fieldPath, order: 'ASCENDING' as const })),
    ...(shape.arrayContains ? [{ fieldPath: shape.arrayContains, arrayConfig: 'CONTAINS' as const }] : []),
  ];
  const sorts = sortsOf(shape).map(([fieldPath, direction]) => ({ fieldPath, order: toOrder(direction) }));
  const composite = (fields: IndexField[], count: number): IndexNeed => ({
    kind: 'composite',
    index: { collectionGroup, queryScope, fields: [...fields, ...sorts] },
    filtered: count,
  });
  const single = (field: IndexField): IndexNeed => ({
    kind: 'single',
    collectionGroup,
    queryScope,
    fieldPath: field.fieldPath,
    kinds: field.arrayConfig
      ? ['CONTAINS']
      : field.order && sorts.length > 0
        ? [field.order]
        : ['ASCENDING', 'DESCENDING'],
  });

  if (sorts.length === 0) {
    const merged = filtered.map(single);
    return filtered.length >= 2 ? [[composite(filtered, filtered.length)], merged] : [merged];
  }
  if (filtered.length === 0 && sorts.length === 1) return [[single(sorts[0])]];
  const alternatives = [[composite(filtered, filtered.length)]];
  if (filtered.length >= 2 && (shape.range ?? []).length === 0)
    alternatives.push(filtered.map((field) => composite([field], 1)));
  return alternatives;
}

const sameField = (a: IndexField, b: IndexField) =>
  a.fieldPath === b.fieldPath && (a.arrayConfig ?? a.order) === (b.arrayConfig ?? b.order);

/** Whether a declared composite serves the need: the filtered fields in any order (equality in either direction). */
function compositeServes(declared: CompositeIndex, need: Extract<IndexNeed, { kind: 'composite' }>): boolean {
  const wanted = need.index;
  if (declared.collectionGroup !== wanted.collectionGroup || declared.queryScope !== wanted.queryScope) return false;
  let fields = declared.fields;
  const lastOrder = wanted.fields.at(-1)?.order ?? 'ASCENDING';
  const trailing = fields.at(-1);
  if (fields.length === wanted.fields.length + 1 && trailing?.fieldPath === DOCUMENT_ID && trailing.order === lastOrder)
    fields = fields.slice(0, -1);
  if (fields.length !== wanted.fields.length) return false;
  const head = fields.slice(0, need.filtered);
  const filteredMatch = wanted.fields
    .slice(0, need.filtered)
    .every((field) =>
      head.some(
        (candidate) =>
          candidate.fieldPath === field.fieldPath &&
          (field.arrayConfig ? candidate.arrayConfig === 'CONTAINS' : candidate.order !== undefined),
      ),
    );
  return (
    filteredMatch &&
    fields.slice(need.filtered).every((field, index) => sameField(field, wanted.fields[need.filtered + index]))
  );
}

/** A declared single-field index, or "automatic" when no override replaces the collection's defaults. */
function singleServes(
  file: IndexFile,
  need: Extract<IndexNeed, { kind: 'single' }>,
): FieldOverride['indexes'][number] | 'automatic' | undefined {
  const override = file.fieldOverrides.find(
    (entry) => entry.collectionGroup === need.collectionGroup && entry.fieldPath === need.fieldPath,
  );
  if (!override) return need.queryScope === 'COLLECTION' ? 'automatic' : undefined;
  return override.indexes.find(
    (index) => index.queryScope === need.queryScope && need.kinds.includes(index.arrayConfig ?? index.order!),
  );
}

export interface IndexAudit {
  /** Each shape no declared index serves, with what it needs (its preferred alternative). */
  missing: { shape: QueryShape; needs: string[] }[];
  /** Declared composites and collection-group single-field indexes that no shape uses. */
  unused: string[];
}

export function describeNeed(need: IndexNeed): string {
  if (need.kind === 'single')
    return `${need.collectionGroup} ${need.queryScope} single-field ${need.fieldPath} ${need.kinds.join('|')}`;
  return describeComposite(need.index);
}

export function describeComposite(index: CompositeIndex): string {
  return `${index.collectionGroup} ${index.queryScope} (${index.fields.map((field) => `${field.fieldPath} ${field.arrayConfig ?? field.order}`).join(', ')})`;
}

/** Matches every shape against the index file, both ways. */
export function auditIndexes(shapes: readonly QueryShape[], file: IndexFile): IndexAudit {
  const usedComposites = new Set<CompositeIndex>();
  const usedSingles = new Set<FieldOverride['indexes'][number]>();
  const missing: IndexAudit['missing'] = [];
  for (const shape of shapes) {
    const alternatives = indexAlternatives(shape);
    const served = alternatives
      .map((needs) =>
        needs.map((need) =>
          need.kind === 'composite'
            ? file.indexes.find((index) => compositeServes(index, need))
            : singleServes(file, need),
        ),
      )
      .find((found) => found.every((index) => index !== undefined));
    if (!served) {
      missing.push({ shape, needs: alternatives[0].map(describeNeed) });
      continue;
    }
    for (const index of served) {
      if (index === 'automatic' || index === undefined) continue;
      if ('fields' in index) usedComposites.add(index);
      else usedSingles.add(index);
    }
  }
  const unused = [
    ...file.indexes.filter((index) => !usedComposites.has(index)).map(describeComposite),
    // Collection-scope entries of an override restate the automatic indexes it would otherwise switch off.
    ...file.fieldOverrides.flatMap((override) =>
      override.indexes
        .filter((index) => index.queryScope === 'COLLECTION_GROUP' && !usedSingles.has(index))
        .map(
          (index) =>
            `${override.collectionGroup} COLLECTION_GROUP single-field ${override.fieldPath} ${index.arrayConfig ?? index.order}`,
        ),
    ),
  ];
  return { missing, unused };
}
