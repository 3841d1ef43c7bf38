/** Every machine-readable error code the API answers with (docs/architecture.md#api-conventions). */
export const errorCodes = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNAUTHENTICATED',
  'SESSION_REVOKED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  /** An API key on a call not open to keys, a read key writing, or keys switched off (docs/decisions/0105-api-keys.md). */
  'API_KEY_NOT_ALLOWED',
  'IP_NOT_ALLOWED',
  'EMAIL_NOT_VERIFIED',
  'ROLE_NOT_ALLOWED',
  'ROLE_ALREADY_SET',
  'REGISTRATIONS_CLOSED',
  'EMAIL_DOMAIN_NOT_ALLOWED',
  'NOT_FOUND',
  'CONFLICT',
  'SLOT_TAKEN',
  'SLOT_UNAVAILABLE',
  'EMPLOYEE_BUSY',
  'EMPLOYEE_UNAVAILABLE',
  /** A stay's night or a day booking's day has no place left (docs/decisions/0086-stays-by-the-night.md). */
  'FULLY_BOOKED',
  /** A repeat series of which some dates cannot be booked; `details` names each date and why. */
  'SERIES_CONFLICT',
  'LIMIT_REACHED',
  'SUBSCRIPTION_REQUIRED',
  'FEATURE_NOT_AVAILABLE',
  'ALREADY_REVIEWED',
  'CANCELLATION_CLOSED',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'BUSY',
  'MAINTENANCE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export interface ApiFailure {
  success: false;
  message: string;
  code: ErrorCode;
  details?: Record<string, string>;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

/** Paging by cursor, for lists that must not count (the marketplace). */
export interface CursorPagination {
  limit: number;
  nextCursor: string | null;
  /** Every match of the filters across all pages (an aggregation count), where the list offers it. */
  total?: number;
}

export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
  pagination?: Pagination | CursorPagination;
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
