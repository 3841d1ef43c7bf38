import { describe, expect, it } from 'vitest';
import { auditIndexes, type CompositeIndex, type IndexFile, type IndexOrder } from './index-rules';
import { DOCUMENT_ID, type QueryShape } from './query-shape';

const empty: IndexFile = { indexes: [], fieldOverrides: [] };
const shape = (part: Partial<QueryShape>): QueryShape => ({
  query: 'q',
  collection: 'things',
  scope: 'collection',
  ...part,
});
/** A file of collection composites on `things`, each a list of [field, order]. */
const composites = (...indexes: [string, IndexOrder][][]): IndexFile => ({
  indexes: indexes.map((fields): CompositeIndex => ({
    collectionGroup: 'things',
    queryScope: 'COLLECTION',
    fields: fields.map(([fieldPath, order]) => ({ fieldPath, order })),
  })),
  fieldOverrides: [],
});
const missing = (part: Partial<QueryShape>, file: IndexFile = empty) =>
  auditIndexes([shape(part)], file).missing.map(({ needs }) => needs);

describe('Firestore index rules', () => {
  it('when a collection query filters by equality only or sorts one field, then automatic indexes serve it', () => {
    expect(missing({ equality: ['a', 'b'], arrayContains: 'tags' })).toEqual([]);
    expect(missing({ range: ['a'], orderBy: [['a', 'desc']] })).toEqual([]);
    expect(missing({ orderBy: [[DOCUMENT_ID, 'asc']] })).toEqual([]);
  });

  it('when equality meets an order or a range on another field, then a composite is needed in that direction', () => {
    expect(missing({ equality: ['a'], orderBy: [['b', 'desc']] })).toEqual([
      ['things COLLECTION (a ASCENDING, b DESCENDING)'],
    ]);
    expect(missing({ equality: ['a'], range: ['b'] })).toEqual([['things COLLECTION (a ASCENDING, b ASCENDING)']]);
    expect(missing({ arrayContains: 'tags', orderBy: [['b', 'asc']] })).toEqual([
      ['things COLLECTION (tags CONTAINS, b ASCENDING)'],
    ]);
    const descending = composites([
      ['a', 'ASCENDING'],
      ['b', 'DESCENDING'],
    ]);
    expect(missing({ equality: ['a'], range: ['b'] }, descending)).toHaveLength(1);
  });

  it('when a collection-group query filters or sorts, then it needs a collection-group index', () => {
    expect(missing({ scope: 'collection-group', equality: ['a'] })).toEqual([
      ['things COLLECTION_GROUP single-field a ASCENDING|DESCENDING'],
    ]);
    expect(missing({ scope: 'collection-group' })).toEqual([]);
    const override: IndexFile = {
      indexes: [],
      fieldOverrides: [
        {
          collectionGroup: 'things',
          fieldPath: 'a',
          indexes: [{ order: 'DESCENDING', queryScope: 'COLLECTION_GROUP' }],
        },
      ],
    };
    expect(missing({ scope: 'collection-group', orderBy: [['a', 'desc']] }, override)).toEqual([]);
    expect(missing({ scope: 'collection-group', orderBy: [['a', 'asc']] }, override)).toHaveLength(1);
  });

  it('when equality filters share the order of per-field composites, then those merge; with a range they do not', () => {
    const perField = composites(
      ...['a', 'b'].map((field): [string, IndexOrder][] => [
        [field, 'ASCENDING'],
        ['c', 'ASCENDING'],
      ]),
    );
    expect(missing({ equality: ['a', 'b'], orderBy: [['c', 'asc']] }, perField)).toEqual([]);
    expect(missing({ equality: ['a', 'b'], range: ['c'] }, perField)).toHaveLength(1);
  });

  it('when a declared index serves no shape, then it is reported unused', () => {
    const file = composites([
      ['a', 'ASCENDING'],
      ['b', 'ASCENDING'],
    ]);
    expect(auditIndexes([shape({ equality: ['a'], orderBy: [['b', 'desc']] })], file).unused).toEqual([
      'things COLLECTION (a ASCENDING, b ASCENDING)',
    ]);
  });
});
