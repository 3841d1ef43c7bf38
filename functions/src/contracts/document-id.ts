/**
 * Every id a client sends (path, body, query, cursor) is a Firestore document id Petnest made: Auth uids and
 * auto ids are letters and digits, seeded ids add `-` and `_`. Nothing else may reach a document path: no `/`,
 * no `.` or `..`, no percent escapes, no reserved `__name__` ids. Without zod, for the dashboards' first load
 * (docs/decisions/0119-schemas-load-with-their-forms.md).
 */
export const DOCUMENT_ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

export const isDocumentId = (value: unknown): value is string =>
  typeof value === 'string' && DOCUMENT_ID_PATTERN.test(value);
