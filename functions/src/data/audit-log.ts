import type { Transaction } from 'firebase-admin/firestore';
import type { AuditAction, AuditEntry } from '../contracts/superadmin';
import { AppError } from '../core/errors';
import { db } from '../core/firebase';
import { converter } from './converter';
import type { QueryShape } from './query-shape';

/** Who made a superadmin write, and from where: taken from the request once, passed to `record`. */
export interface AuditActor {
  actorUid: string;
  actorEmail: string;
  address: string;
}

export interface AuditChange {
  action: AuditAction;
  targetType: AuditEntry['targetType'];
  targetId: string;
  before: unknown;
  after: unknown;
  /** Why, for a moderation (docs/decisions/0088-moderation-with-reasons.md); absent on other entries. */
  reason?: string;
}

/** auditLog/{id}: the change, who made it and when. */
export type AuditLogDoc = AuditActor & AuditChange & { at: Date };

const auditLog = () => db().collection('auditLog').withConverter(converter<AuditLogDoc>());

/** Firestore refuses `undefined`; a missing before/after is stored as null. */
const stored = (value: unknown) => (value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown));

function toDocument(actor: AuditActor, change: AuditChange, at: Date): AuditLogDoc {
  const { reason, ...rest } = change;
  return {
    ...actor,
    ...rest,
    ...(reason === undefined ? {} : { reason }),
    before: stored(change.before),
    after: stored(change.after),
    at,
  };
}

/**
 * `auditLog/{id}`: every superadmin write (docs/decisions/0053-audit-log.md), written in the same transaction as the change
 * when there is one, so there is never a change without its entry. Clients can neither read nor write it (rules).
 */
/** Every query shape below, for firestore-indexes.test.ts (each combination of the optional filters). */
export const auditLogQueryShapes: QueryShape[] = [
  { query: 'page', collection: 'auditLog', scope: 'collection', orderBy: [['at', 'desc']] },
];

export const auditLogRepository = {
  /** Returns the entry's id: what the change's own mail is named after (docs/decisions/0092-booking-emails.md). */
  recordInTransaction(tx: Transaction, actor: AuditActor, change: AuditChange, at: Date): string {
    const ref = auditLog().doc();
    tx.create(ref, toDocument(actor, change, at));
    return ref.id;
  },
  /** For changes outside Firestore transactions (Auth account updates, cache clears, exports). */
  async record(actor: AuditActor, change: AuditChange, at: Date): Promise<void> {
    await auditLog().add(toDocument(actor, change, at));
  },
  /** Newest first, `limit` entries after the entry `cursor` (an audit entry id; an unknown one is a 400). */
  async page(limit: number, cursor?: string): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
    let query = auditLog()
      .orderBy('at', 'desc')
      .limit(limit + 1);
    if (cursor) {
      const after = await auditLog().doc(cursor).get();
      if (!after.exists) throw new AppError('VALIDATION_FAILED', 400, 'Invalid cursor', { cursor: 'Invalid cursor' });
      query = query.startAfter(after);
    }
    const snapshot = await query.get();
    const docs = snapshot.docs.slice(0, limit);
    const entries = docs.map((doc) => {
      const data = doc.data();
      return {
        id: doc.id,
        actorUid: data.actorUid,
        actorEmail: data.actorEmail,
        action: data.action,
        targetType: data.targetType,
        targetId: data.targetId,
        before: data.before,
        after: data.after,
        at: data.at.toISOString(),
        address: data.address,
        reason: data.reason ?? null,
      };
    });
    return { entries, nextCursor: snapshot.docs.length > limit ? docs[docs.length - 1].id : null };
  },
};
