import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { AppNotification, NotificationKind } from '../contracts/notifications';
import { db } from '../core/firebase';
import { converter } from './converter';
import type { QueryShape } from './query-shape';

/**
 * users/{uid}/notifications/{eventId}: the in-app side of an event (docs/decisions/0089-in-app-notifications.md),
 * and users/{uid}/inbox/counts `{ unread }`, the badge's count, moved in the same transaction as the items. The id
 * is derived from the event, so the event told again (a retried request or job) cannot write a second item: the
 * transaction's create fails instead.
 */
export interface NotificationDoc {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  createdAt: Date;
  readAt: Date | null;
}

export type NewNotification = Omit<NotificationDoc, 'createdAt' | 'readAt'>;

/** How many items one "mark all read" settles per transaction (Firestore's writes per commit stay far below 500). */
export const MARK_ALL_BATCH = 200;

const userRef = (uid: string) => db().collection('users').doc(uid);
const notificationConverter = converter<NotificationDoc>();
const notificationsOf = (uid: string) => userRef(uid).collection('notifications').withConverter(notificationConverter);
const countsRef = (uid: string) => userRef(uid).collection('inbox').doc('counts');

function toNotification(id: string, doc: NotificationDoc): AppNotification {
  return {
    id,
    kind: doc.kind,
    title: doc.title,
    body: doc.body,
    link: doc.link,
    createdAt: doc.createdAt.toISOString(),
    readAt: doc.readAt ? doc.readAt.toISOString() : null,
  };
}

/** Every query shape below, for firestore-indexes.test.ts. */
export const notificationQueryShapes: QueryShape[] = [
  { query: 'page', collection: 'notifications', scope: 'collection', orderBy: [['createdAt', 'desc']] },
  { query: 'markAllRead', collection: 'notifications', scope: 'collection', equality: ['readAt'] },
  { query: 'unreadCheck', collection: 'notifications', scope: 'collection', equality: ['readAt'] },
];

export const notificationsRepository = {
  /** Whether the event's item was written already: a job that may run twice asks before it tells. */
  async existsInTransaction(tx: Transaction, uid: string, eventId: string): Promise<boolean> {
    return (await tx.get(notificationsOf(uid).doc(eventId))).exists;
  },
  /** Writes the item and raises the unread count, in the transaction of the change the item tells about. */
  addInTransaction(tx: Transaction, uid: string, eventId: string, item: NewNotification, now: Date): void {
    tx.create(notificationsOf(uid).doc(eventId), { ...item, createdAt: now, readAt: null });
    tx.set(countsRef(uid), { unread: FieldValue.increment(1) }, { merge: true });
  },

  /** One page, newest first; `after` is the id of the previous page's last item (404 when it is not the user's). */
  async page(
    uid: string,
    limit: number,
    after: string | undefined,
  ): Promise<{ notifications: AppNotification[]; next: string | null } | undefined> {
    let query = notificationsOf(uid).orderBy('createdAt', 'desc');
    if (after) {
      const cursor = await notificationsOf(uid).doc(after).get();
      if (!cursor.exists) return undefined;
      query = query.startAfter(cursor);
    }
    const snapshot = await query.limit(limit + 1).get();
    const docs = snapshot.docs.slice(0, limit);
    return {
      notifications: docs.map((doc) => toNotification(doc.id, doc.data())),
      next: snapshot.size > limit ? docs[docs.length - 1]!.id : null,
    };
  },

  async unreadCount(uid: string): Promise<number> {
    const snapshot = await countsRef(uid).get();
    return Math.max(0, (snapshot.get('unread') as number | undefined) ?? 0);
  },

  /** Marks one item read; answers it, or undefined when the user has no such item. Reading it twice changes nothing. */
  async markRead(uid: string, id: string, now: Date): Promise<AppNotification | undefined> {
    return db().runTransaction(async (tx) => {
      const snapshot = await tx.get(notificationsOf(uid).doc(id));
      const doc = snapshot.data();
      if (!doc) return undefined;
      if (doc.readAt) return toNotification(id, doc);
      tx.update(snapshot.ref, { readAt: now });
      tx.set(countsRef(uid), { unread: FieldValue.increment(-1) }, { merge: true });
      return toNotification(id, { ...doc, readAt: now });
    });
  },

  /** Marks every unread item read, a batch per transaction, and answers how many were marked. */
  async markAllRead(uid: string, now: Date): Promise<number> {
    let marked = 0;
    for (;;) {
      const settled = await db().runTransaction(async (tx) => {
        const unread = await tx.get(notificationsOf(uid).where('readAt', '==', null).limit(MARK_ALL_BATCH));
        unread.docs.forEach((doc) => tx.update(doc.ref, { readAt: now }));
        if (unread.size > 0) tx.set(countsRef(uid), { unread: FieldValue.increment(-unread.size) }, { merge: true });
        return unread.size;
      });
      marked += settled;
      if (settled < MARK_ALL_BATCH) return marked;
    }
  },

  /** An account deleted: its notifications and count go with it. */
  async deleteAll(uid: string): Promise<void> {
    await db().recursiveDelete(userRef(uid).collection('notifications'));
    await db().recursiveDelete(userRef(uid).collection('inbox'));
  },

  /** For `npm run check-data`: the stored unread count and a recount of the unread items. */
  async unreadCheck(uid: string): Promise<{ stored: number; counted: number }> {
    const [stored, counted] = await Promise.all([
      countsRef(uid).get(),
      notificationsOf(uid).where('readAt', '==', null).count().get(),
    ]);
    return { stored: (stored.get('unread') as number | undefined) ?? 0, counted: counted.data().count };
  },
};
