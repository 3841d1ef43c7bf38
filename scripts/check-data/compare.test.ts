import { describe, expect, it } from 'vitest';
import { compareTeamRosters, compareUnreadCounts } from './compare';

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

describe('compareTeamRosters', () => {
  const hours = { monday: { available: true, start: '09:00', end: '17:00' } };
  const employee = (companyId: string, id: string, status = 'active') => ({
    path: `companies/${companyId}/employees/${id}`,
    id,
    data: { name: `Name ${id}`, email: `${id}@example.test`, status, workingHours: hours },
  });
  const roster = (companyId: string, members: Record<string, object>) => ({
    path: `companies/${companyId}/private/team`,
    id: 'team',
    data: { members, complete: true },
  });

  it('when a roster misses an employee, holds a stranger or an old status, then each is a finding', () => {
    const employees = [employee('c1', 'ann'), employee('c1', 'bob', 'on_leave'), employee('c2', 'cy')];
    const rosters = [
      roster('c1', {
        ann: { name: 'Name ann', email: 'ann@example.test', status: 'active', workingHours: hours },
        bob: { name: 'Name bob', email: 'bob@example.test', status: 'active', workingHours: hours },
        gone: { name: 'Gone', email: '', status: 'active', workingHours: hours },
      }),
      roster('c2', {}),
    ];
    expect(compareTeamRosters(rosters, employees).map((finding) => finding.message)).toEqual([
      'bob.status is "active", the employee\'s is "on_leave"',
      'gone is not an employee',
      'employee cy is missing',
    ]);
  });

  it('when a roster holds the same hours with the days in another order, then that is no finding', () => {
    const reordered = { sunday: { end: '17:00', start: '09:00', available: false }, ...hours };
    const employees = [
      {
        ...employee('c1', 'ann'),
        data: { ...employee('c1', 'ann').data, workingHours: { ...hours, sunday: reordered.sunday } },
      },
    ];
    const rosters = [roster('c1', { ann: { ...employees[0]!.data, workingHours: reordered } })];
    expect(compareTeamRosters(rosters, employees)).toEqual([]);
  });

  it('when a company has no roster or one not yet complete (its employees predate rosters), then nothing is compared', () => {
    const partial = { ...roster('c1', { bob: { name: 'Name bob' } }), data: { members: {} } };
    expect(compareTeamRosters([], [employee('c1', 'ann')])).toEqual([]);
    expect(compareTeamRosters([partial], [employee('c1', 'ann')])).toEqual([]);
  });
});
