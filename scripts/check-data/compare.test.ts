import { describe, expect, it } from 'vitest';
import { compareUnreadCounts } from './compare';

describe('compareUnreadCounts', () => {
  it('when a badge count differs from the unread items, or items are unread with no count, then each is a finding', () => {
    const inboxes = [
      { path: 'users/alice/inbox/counts', id: 'counts', data: { unread: 2 } },
      { path: 'users/bob/inbox/counts', id: 'counts', data: { unread: 1 } },
    ];
    const unread = new Map([
      ['alice', 2],
      ['bob', 0],
      ['carol', 3],
    ]);
    expect(compareUnreadCounts(inboxes, unread).map((finding) => finding.path)).toEqual([
      'users/bob/inbox/counts',
      'users/carol/inbox/counts',
    ]);
  });
});
