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
type Route = Omit<ApiOperation, 'tag' | 'caller'>;

/** One route in one line, its tag and caller given by its group: `get('/api/health', 'Is the API up', { data })`. */
const operation =
  (method: ApiOperation['method']) =>
  (path: string, summary: string, options: Options = {}): Route => ({ method, path, summary, ...options });

export const get = operation('get');
export const post = operation('post');
export const put = operation('put');
export const del = operation('delete');

/** A resource read whole (`The ${thing}`) and saved whole (`Save the ${thing}`) at one path. */
export const readAndSave = (path: string, thing: string, data: z.ZodType, body: z.ZodType): Route[] => [
  get(path, `The ${thing}`, { data }),
  put(path, `Save the ${thing}`, { data, body }),
];

/** A run of routes under one tag that one kind of caller may call. */
export const tagged = (tag: string, caller: Caller, routes: Route[]): ApiOperation[] =>
  routes.map((route) => ({ ...route, tag, caller }));
