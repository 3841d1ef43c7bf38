import type { SearchGroup } from '@/components/layout/global-search';

/**
 * The groups of a top-bar search whose calls answered; one that failed (a section the plan leaves out) is dropped,
 * and only when every call failed does the search fail.
 */
export async function settledGroups(calls: readonly Promise<SearchGroup>[]): Promise<SearchGroup[]> {
  const settled = await Promise.allSettled(calls);
  const groups = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (groups.length === 0 && settled[0]?.status === 'rejected') throw settled[0].reason;
  return groups;
}
