import { z } from 'zod';
import { keysOf } from './vocabulary';

/** docs/decisions/0105-api-keys.md: a company's keys for its own calls, sent as `X-API-Key: <key>`. */
export const API_KEY_HEADER = 'X-API-Key';
/** Every key starts with it, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'pn_live_';
/** The prefix and 32 random bytes in base64url. */
export const API_KEY_PATTERN = /^pn_live_[A-Za-z0-9_-]{43}$/;
/** Keys a company may hold at once: enough for one per integration and environment. */
export const MAX_API_KEYS = 20;

/** `read` calls GET and HEAD only; `read_write` everything a company user may call on the key's routes. */
export const apiKeyScopeLabels = { read: 'Read only', read_write: 'Read and write' };
export const apiKeyScopes = keysOf(apiKeyScopeLabels);
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** POST /api/companies/api-keys */
export const createApiKeyInputSchema = z.strictObject({
  name: z.string({ error: 'Name the key' }).trim().min(1, 'Name the key').max(60, 'Name is at most 60 characters'),
  scope: z.enum(apiKeyScopes, 'Scope is read or read_write'),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeyInputSchema>;

/** A row of GET /api/companies/api-keys: never the key, only its hint. */
export const apiKeySummarySchema = z.strictObject({
  /** The key's SHA-256 in hex: what DELETE /api/companies/api-keys/{id} names. */
  id: z.string(),
  name: z.string(),
  scope: z.enum(apiKeyScopes),
  /** The prefix and the last 4 characters, e.g. `pn_live_…x7Qa`. */
  hint: z.string(),
  createdAt: z.iso.datetime(),
  /** Accurate to a few minutes (docs/decisions/0105-api-keys.md); null until first used. */
  lastUsedAt: z.iso.datetime().nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;
export const apiKeyListSchema = z.array(apiKeySummarySchema);

/** The answer of POST /api/companies/api-keys: the only time `key` is shown. */
export const createdApiKeySchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  scope: z.enum(apiKeyScopes),
  key: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyHint = (key: string) => `${API_KEY_PREFIX}…${key.slice(-4)}`;

export const apiKeyMessages = {
  created: 'API key created. Copy it now: it is not shown again.',
  revoked: 'API key revoked.',
  tooMany: `A company can hold at most ${MAX_API_KEYS} API keys. Revoke one first.`,
  invalid: 'Invalid or revoked API key.',
  switchedOff: 'API keys are switched off on Petnest.',
  readOnly: 'This API key is read-only.',
  notForKeys: 'API keys cannot call this endpoint.',
  notFound: 'API key not found',
  reset: (count: number) => `${count} API ${count === 1 ? 'key' : 'keys'} revoked.`,
} as const;
