import type { PlatformUser, UsersPagination, UsersQuery } from '../../contracts/superadmin';
import { usersRepository } from '../../data/users';
import { directorySearchToken } from '../../data/directory-search';
import { nextCursor, pagePosition } from './directory-paging';
import { authRecords, toPlatformUser } from './platform-user-view';

/**
 * `GET /api/superadmin/users`: role, status and search are one indexed query on the users/{uid} directory,
 * newest first, with one count aggregation for the totals and one Auth `getUsers` call for the page's fresh facts.
 * Self-healing: where Auth and the directory disagree on emailVerified or disabled (a user verified his email,
 * an Auth update failed halfway), the directory entry is corrected, so the filters converge on Auth's truth.
 */
export async function listPlatformUsers(
  query: UsersQuery,
): Promise<{ data: PlatformUser[]; pagination: UsersPagination }> {
  const filter = { role: query.role, status: query.status, token: directorySearchToken(query.search) };
  const position = await pagePosition(query, (uid) => usersRepository.snapshot(uid));
  const [rows, totalUsers] = await Promise.all([
    usersRepository.directoryPage(filter, query.limit, position),
    usersRepository.countDirectory(filter),
  ]);
  const records = await authRecords(rows.map((row) => row.uid));
  await usersRepository.repairAuthFacts(
    rows.flatMap(({ uid, user }) => {
      const record = records.get(uid);
      if (!record || (record.emailVerified === user.emailVerified && record.disabled === user.disabled)) return [];
      return [{ uid, emailVerified: record.emailVerified, disabled: record.disabled }];
    }),
  );
  const totalPages = Math.ceil(totalUsers / query.limit);
  return {
    data: rows.map(({ uid, user }) => toPlatformUser(uid, user, records.get(uid))),
    pagination: {
      currentPage: query.page,
      totalPages,
      totalUsers,
      limit: query.limit,
      nextCursor: nextCursor(
        rows.map((row) => row.uid),
        query.limit,
        query.page,
        totalPages,
      ),
    },
  };
}
