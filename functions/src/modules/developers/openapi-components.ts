import { API_KEY_HEADER } from '../../contracts/api-keys';
import { errorCodes } from '../../contracts/errors';
import type { Caller } from './api-operation';
import { errorCodeDescriptions } from './error-codes';
import type { JsonSchema } from './json-schemas';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const integer = { type: 'integer' };
const nullableString = { type: ['string', 'null'] };
/** An object schema with no properties but those listed. */
const closedObject = (description: string, required: string[], properties: Record<string, JsonSchema>): JsonSchema => ({
  type: 'object',
  description,
  required,
  properties,
  additionalProperties: false,
});

/** The auth schemes; an operation names the one it takes (`security`). */
export const securitySchemes = {
  firebaseIdToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A Firebase Auth ID token of a signed-in Petnest account (`Authorization: Bearer <token>`); the role is its `role` claim.',
  },
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: API_KEY_HEADER,
    description:
      "A company API key (`pn_live_...`, created in the company dashboard on plans with API access): the company's own services, bookings, employees, customers and analytics; a read key only reads.",
  },
};

export const callerDescriptions: Record<Caller, string> = {
  public: 'Anyone; no token.',
  signedIn: 'Any signed-in account.',
  owner: 'A pet owner with a verified email (or a superadmin).',
  company: 'A pet company, on its own company, within its plan; a superadmin names the company with `?companyId=`.',
  companyOrKey: "As `company`, or one of the company's API keys in `X-API-Key` (a read key: GET only).",
  superadmin: 'A superadmin, from an address of the IP whitelist.',
};

const idToken = [{ firebaseIdToken: [] }];
/** The schemes each caller may use (any one of them); a new scheme is a line in `securitySchemes` and here. */
export const callerSecurity: Record<Caller, Record<string, string[]>[]> = {
  public: [],
  signedIn: idToken,
  owner: idToken,
  company: idToken,
  companyOrKey: [...idToken, { apiKey: [] }],
  superadmin: idToken,
};

const errorCodeTable = errorCodes
  .map((code) => `| \`${code}\` | ${errorCodeDescriptions[code][0]} | ${errorCodeDescriptions[code][1]} |`)
  .join('\n');

const schemas: Record<string, JsonSchema> = {
  ErrorCode: {
    type: 'string',
    enum: [...errorCodes],
    description: `| code | status | meaning |\n|---|---|---|\n${errorCodeTable}`,
  },
  Failure: closedObject(
    'Every failure: a message for people, a code for programs, and `details` per field where there are.',
    ['success', 'message', 'code'],
    {
      success: { const: false },
      message: { type: 'string' },
      code: ref('ErrorCode'),
      details: { type: 'object', additionalProperties: { type: 'string' } },
    },
  ),
  Pagination: closedObject('Paging by page number.', ['page', 'limit', 'total', 'totalPages'], {
    page: integer,
    limit: integer,
    total: integer,
    totalPages: integer,
  }),
  AdminListPagination: closedObject(
    "The superadmin's user and company lists: a page number and the cursor that reaches the next page.",
    ['currentPage', 'totalPages', 'limit', 'nextCursor'],
    {
      currentPage: integer,
      totalPages: integer,
      totalUsers: integer,
      totalCompanies: integer,
      limit: integer,
      nextCursor: nullableString,
    },
  ),
  CursorPagination: closedObject(
    'Paging by cursor: send `nextCursor` back as `?cursor=` for the next page; null on the last.',
    ['limit', 'nextCursor'],
    { limit: integer, nextCursor: nullableString, total: integer },
  ),
};

/** The success envelope around a route's `data`; `{}` (anything) where the route has no response schema yet. */
export const successEnvelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['success', 'data'],
  properties: {
    success: { const: true },
    data,
    message: { type: 'string' },
    pagination: { anyOf: [ref('Pagination'), ref('CursorPagination'), ref('AdminListPagination')] },
  },
  additionalProperties: false,
});

const failureExamples: Record<number | 'default', [description: string, code: string, message: string]> = {
  400: ['The request could not be read', 'VALIDATION_FAILED', 'Date is required'],
  401: ['No valid session', 'UNAUTHENTICATED', 'Sign in to continue.'],
  403: ['Not allowed for this caller', 'FORBIDDEN', 'You do not have permission to do this.'],
  404: ['Unknown path or id', 'NOT_FOUND', 'Not found'],
  409: ['In conflict with the current state', 'SLOT_TAKEN', 'This time was just taken. Please pick another.'],
  413: ['The body is too large', 'PAYLOAD_TOO_LARGE', 'The request body is too large.'],
  415: ['Unsupported content type', 'UNSUPPORTED_MEDIA_TYPE', 'This content type is not supported.'],
  429: ['Too many requests (see Retry-After)', 'TOO_MANY_REQUESTS', 'Too many requests. Please wait a moment.'],
  500: ['Unexpected error', 'INTERNAL', 'Something went wrong on our side. Please try again.'],
  503: ['Busy or in maintenance (see Retry-After)', 'BUSY', 'Petnest is busy right now. Please try again.'],
  default: ['Any other failure', 'CONFLICT', 'Employees can only be assigned to pending or confirmed bookings.'],
};
export type FailureStatus = keyof typeof failureExamples;

const failureName = (status: string) => (status === 'default' ? 'Failure' : `Failure${status}`);

const responses = Object.fromEntries(
  Object.entries(failureExamples).map(([status, [description, code, message]]) => [
    failureName(status),
    {
      description,
      content: {
        'application/json': {
          schema: ref('Failure'),
          example: { success: false, message, code, ...(status === '400' ? { details: { date: message } } : {}) },
        },
      },
    },
  ]),
);

export const components = { securitySchemes, schemas, responses };
export const failureResponse = (status: FailureStatus) => ({
  $ref: `#/components/responses/${failureName(String(status))}`,
});
