import { useSession } from '@/lib/session';

/**
 * Query keys of the signed-in owner's data. The uid is part of every key, so a second account signed in on the
 * same tab never sees the first one's cached pets or bookings.
 */
export const ownerKeys = {
  all: (uid: string) => ['owner', uid] as const,
  pets: (uid: string) => ['owner', uid, 'pets'] as const,
  bookings: (uid: string) => ['owner', uid, 'bookings'] as const,
  dashboardStats: (uid: string) => ['owner', uid, 'dashboard-stats'] as const,
  profile: (uid: string) => ['owner', uid, 'profile'] as const,
  favorites: (uid: string) => ['owner', uid, 'favorites'] as const,
};

/** The signed-in user's uid ('' when signed out: owner queries are then disabled). */
export function useOwnerId(): string {
  return useSession().user?.uid ?? '';
}
