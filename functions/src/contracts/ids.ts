import { z } from 'zod';
import { DOCUMENT_ID_PATTERN } from './document-id';

/** The one id schema, for document ids (document-id.ts); `message` names what the id is for in a form's error text. */
export const idSchema = (message = 'Invalid id') =>
  z.string({ error: message }).trim().min(1, message).regex(DOCUMENT_ID_PATTERN, message);

/** An id that may be cleared with null (an employee assignment, for example). */
export const nullableIdSchema = (message = 'Invalid id') => idSchema(message).nullable();
