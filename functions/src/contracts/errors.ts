/** Every machine-readable error code the API answers with (ARCHITECTURE.md section 4). */
export const errorCodes = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNAUTHENTICATED',
  'SESSION_REVOKED',
  'FORBIDDEN',
  'EMAIL_NOT_VERIFIED',
  'ROLE_NOT_ALLOWED',
  'ROLE_ALREADY_SET',
  'REGISTRATIONS_CLOSED',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
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

export interface ApiSuccess<T> {
  success: true;
  data: T;
  message?: string;
  pagination?: Pagination;
}

export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
