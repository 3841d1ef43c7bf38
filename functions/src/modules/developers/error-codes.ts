import type { ErrorCode } from '../../contracts/errors';

/**
 * What each error code means and the status it comes with, for the document's error schema. Keyed by the one union
 * of codes, so a new code does not compile until it is described here.
 */
export const errorCodeDescriptions: Record<ErrorCode, [status: number, meaning: string]> = {
  VALIDATION_FAILED: [400, 'A body or query field is missing, malformed or unknown; `details` names each field.'],
  INVALID_JSON: [400, 'The body is not valid JSON.'],
  UNAUTHENTICATED: [401, 'No ID token, or one that is not valid.'],
  SESSION_REVOKED: [401, 'The session was revoked (role change, disabled account): sign in again.'],
  SESSION_EXPIRED: [401, 'The sign-in is older than the platform session timeout: sign in again.'],
  FORBIDDEN: [403, 'The role or the rule does not allow this.'],
  API_KEY_NOT_ALLOWED: [403, 'An API key on a call not open to keys, a read key writing, or keys switched off.'],
  IP_NOT_ALLOWED: [403, 'Superadmin access from an address outside the IP whitelist.'],
  EMAIL_NOT_VERIFIED: [403, 'The account must verify its email first.'],
  ROLE_NOT_ALLOWED: [403, 'This role cannot be chosen here.'],
  ROLE_ALREADY_SET: [403, 'The account already has a role.'],
  REGISTRATIONS_CLOSED: [403, 'The platform does not take new registrations now.'],
  EMAIL_DOMAIN_NOT_ALLOWED: [403, 'The email domain is not among the allowed domains.'],
  NOT_FOUND: [404, 'Unknown path or id (also an id that belongs to someone else).'],
  CONFLICT: [409, 'The object is not in a state that allows this.'],
  SLOT_TAKEN: [409, 'The pet or every team member is already busy then.'],
  SLOT_UNAVAILABLE: [409, 'The time is outside business hours or the service window.'],
  EMPLOYEE_BUSY: [409, 'The requested team member is busy then.'],
  EMPLOYEE_UNAVAILABLE: [409, 'The requested team member does not perform the service, work then or is inactive.'],
  FULLY_BOOKED: [409, 'A night or day of the stay has no place left.'],
  SERIES_CONFLICT: [409, 'Some dates of a repeat series cannot be booked; `details` names each date and why.'],
  LIMIT_REACHED: [409, 'A plan limit or the open-bookings limit is reached.'],
  SUBSCRIPTION_REQUIRED: [403, 'The company needs an active trial or subscription.'],
  FEATURE_NOT_AVAILABLE: [403, "The company's plan does not include this feature."],
  ALREADY_REVIEWED: [409, 'The booking already has a review.'],
  CANCELLATION_CLOSED: [409, 'The booking can no longer be cancelled.'],
  UNSUPPORTED_MEDIA_TYPE: [415, 'The content type is not supported (a picture of an unsupported type is a 400).'],
  PAYLOAD_TOO_LARGE: [413, 'The body is larger than the platform allows.'],
  TOO_MANY_REQUESTS: [429, 'A rate limit was reached; `Retry-After` says when to try again.'],
  BUSY: [503, 'Petnest is busy (contention, a deadline, Firestore unavailable); retry after `Retry-After` seconds.'],
  MAINTENANCE: [503, 'The platform is in maintenance.'],
  INTERNAL: [500, 'An unexpected error; no internals are given.'],
};
