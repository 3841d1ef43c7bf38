import { z } from 'zod';

/**
 * Every id a client sends (path, body, query, cursor) is a Firestore document id Petnest made: Auth uids and
 * auto ids are letters and digits, seeded ids add `-` and `_`. Nothing else may reach a document path: no `/`,
 * no `.` or `..`, no percent escapes, no reserved `__name__` ids.
 */
export const DOCUMENT_ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

export const isDocumentId = (value: unknown): value is string =>
  typeof value === 'string' && DOCUMENT_ID_PATTERN.test(value);

/** The one id schema; `message` names what the id is for in a form's error text. */
export const idSchema = (message = 'Invalid id') =>
  z.string({ error: message }).trim().min(1, message).regex(DOCUMENT_ID_PATTERN, message);

/** An id that may be cleared with null (an employee assignment, for example). */
export const nullableIdSchema = (message = 'Invalid id') => idSchema(message).nullable();
