/**
 * What a query asks of Firestore's indexes, declared next to the code that builds it: the emulator never asks for
 * an index, so firestore-indexes.test.ts checks every declared shape against firestore.indexes.json.
 */
export type Direction = 'asc' | 'desc';

/** `FieldPath.documentId()` in a shape. */
export const DOCUMENT_ID = '__name__';

export interface QueryShape {
  /** The repository function, for the test's messages. */
  query: string;
  /** The collection id: the last segment of the collection's path, or the group's id. */
  collection: string;
  scope: 'collection' | 'collection-group';
  /** Fields filtered with `==` or `in`. */
  equality?: readonly string[];
  /** The field filtered with `array-contains` (Firestore allows one). */
  arrayContains?: string;
  /** Fields filtered with `<`, `<=`, `>`, `>=`, `!=` or `not-in`. */
  range?: readonly string[];
  /** The explicit `orderBy`s, in order (`DOCUMENT_ID` for the document id). */
  orderBy?: readonly (readonly [string, Direction])[];
}

/**
 * Every combination of optional query parts: each part is a list of alternatives (`undefined` for "absent"), and
 * each combination is merged into one shape over `base`.
 */
export function shapeCombinations(
  base: QueryShape,
  parts: readonly (readonly (Partial<QueryShape> | undefined)[])[],
): QueryShape[] {
  let shapes: QueryShape[] = [base];
  for (const alternatives of parts) {
    shapes = shapes.flatMap((shape) => alternatives.map((part) => (part ? mergeShape(shape, part) : shape)));
  }
  return shapes;
}

function mergeShape(shape: QueryShape, part: Partial<QueryShape>): QueryShape {
  return {
    ...shape,
    ...part,
    equality: [...(shape.equality ?? []), ...(part.equality ?? [])],
    range: [...(shape.range ?? []), ...(part.range ?? [])],
    orderBy: [...(shape.orderBy ?? []), ...(part.orderBy ?? [])],
  };
}
