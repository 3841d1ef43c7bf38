import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PATTERN, API_KEY_PREFIX, apiKeyHint, type ApiKeyScope } from '../contracts/api-keys';
import { db } from '../core/firebase';
import { converter } from './converter';
import type { QueryShape } from './query-shape';

/**
 * apiKeys/{sha256(key)}: a company's API key (docs/decisions/0105-api-keys.md), found with one document read by the
 * hash of the key a call carries. The key itself is stored nowhere; `hint` is its prefix and last 4 characters.
 */
export interface ApiKeyDoc {
  companyId: string;
  name: string;
  scope: ApiKeyScope;
  hint: string;
  createdBy: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export type ApiKeyRecord = ApiKeyDoc & { id: string };

const keys = () => db().collection('apiKeys').withConverter(converter<ApiKeyDoc>());
const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');
/** Deletes per batch when every key goes: well under Firestore's 500 writes per batch. */
const RESET_BATCH = 400;

/** Every query shape below, for firestore-indexes.test.ts. */
export const apiKeyQueryShapes: QueryShape[] = [
  { query: 'ofCompany', collection: 'apiKeys', scope: 'collection', equality: ['companyId'] },
];

const ofCompany = (companyId: string) => keys().where('companyId', '==', companyId);

export const apiKeysRepository = {
  /**
   * A new key for the company, unless it holds `max` already (read in the same transaction, so two creates at once
   * cannot pass the cap). Answers the key: the only moment it exists outside the caller's hands.
   */
  async create(
    fields: Omit<ApiKeyDoc, 'hint' | 'lastUsedAt'>,
    max: number,
  ): Promise<{ record: ApiKeyRecord; key: string } | 'full'> {
    const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    const record: ApiKeyRecord = {
      ...fields,
      id: keyHash(key),
      hint: apiKeyHint(key),
      lastUsedAt: null,
    };
    const { id, ...doc } = record;
    return db().runTransaction(async (tx) => {
      const held = await tx.get(ofCompany(fields.companyId).select());
      if (held.size >= max) return 'full' as const;
      tx.create(keys().doc(id), doc);
      return { record, key };
    });
  },
  /** The company's keys, newest first (at most the cap, so sorted here without an index). */
  async listFor(companyId: string): Promise<ApiKeyRecord[]> {
    const snapshot = await ofCompany(companyId).get();
    return snapshot.docs
      .map((doc) => ({ id: doc.id, ...doc.data() }))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  },
  /** What a key opens: one read; a key of the wrong shape reads nothing. */
  async find(key: string): Promise<ApiKeyRecord | undefined> {
    if (!API_KEY_PATTERN.test(key)) return undefined;
    const snapshot = await keys().doc(keyHash(key)).get();
    const data = snapshot.data();
    return data && { id: snapshot.id, ...data };
  },
  /** Deletes the company's key `id`; false when it names no key of this company. */
  async revoke(companyId: string, id: string): Promise<boolean> {
    const ref = keys().doc(id);
    return db().runTransaction(async (tx) => {
      const found = (await tx.get(ref)).data();
      if (found?.companyId !== companyId) return false;
      tx.delete(ref);
      return true;
    });
  },
  /** Records a use; a key revoked meanwhile stays deleted (`update` never creates). */
  async touch(id: string, at: Date): Promise<void> {
    await keys()
      .doc(id)
      .update({ lastUsedAt: at })
      .catch((error: { code?: number }) => {
        // 5 is NOT_FOUND: the key went between its use and this write.
        if (error.code !== 5) throw error;
      });
  },
  /** Deletes every key of every company, a batch at a time; answers how many went. */
  async deleteAll(): Promise<number> {
    let deleted = 0;
    for (;;) {
      const page = await keys().select().limit(RESET_BATCH).get();
      if (page.empty) return deleted;
      const batch = db().batch();
      for (const doc of page.docs) batch.delete(doc.ref);
      await batch.commit();
      deleted += page.size;
    }
  },
};
