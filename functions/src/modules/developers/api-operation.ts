import type { z } from 'zod';

/**
 * Who may call a route. Every role but `public` sends a Firebase ID token as a bearer token; the role names the
 * guard the route runs (docs/architecture.md#auth-and-roles). `companyOrKey`: a company's own calls, which one of its
 * API keys may also make (docs/decisions/0105-api-keys.md).
 */
export type Caller = 'public' | 'signedIn' | 'owner' | 'company' | 'companyOrKey' | 'superadmin';

/** What a route answers on success when it is not the JSON envelope. */
export type FileAnswer = 'calendar' | 'image' | 'export' | 'document';

export interface ApiOperation {
  method: 'get' | 'post' | 'put' | 'delete';
  /** The full path in OpenAPI style: `/api/bookings/{bookingId}`. */
  path: string;
  tag: string;
  summary: string;
  caller: Caller;
  /** The zod schema the route parses `req.query` with (several when the route picks one by the fields sent). */
  query?: z.ZodType | z.ZodType[];
  /** The zod schema the route parses the JSON body with; `multipart` for the photo upload. */
  body?: z.ZodType | 'multipart';
  /** The envelope's `data` on success; every route without a `file` answer has one (the drift test checks). */
  data?: z.ZodType;
  /** The success status: 201 for the routes that create. */
  created?: true;
  /** A success answer that is a file, not JSON. */
  file?: FileAnswer;
  description?: string;
}

type Options = Omit<ApiOperation, 'method' | 'path' | 'tag' | 'summary' | 'caller'>;

/** One route of the document in one line: `get('/api/health', 'Health', 'Is the API up', 'public', { data })`. */
const operation =
  (method: ApiOperation['method']) =>
  (path: string, tag: string, summary: string, caller: Caller, options: Options = {}): ApiOperation => ({
    method,
    path,
    tag,
    summary,
    caller,
    ...options,
  });

export const get = operation('get');
export const post = operation('post');
export const put = operation('put');
export const del = operation('delete');
