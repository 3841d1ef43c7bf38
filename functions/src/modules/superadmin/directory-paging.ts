import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { MAX_OFFSET_DOCUMENTS } from '../../contracts/superadmin';
import { AppError } from '../../core/errors';

const badPaging = (field: 'cursor' | 'page', message: string) =>
  new AppError('VALIDATION_FAILED', 400, message, { [field]: message });

/**
 * Where a superadmin list page starts (contracts/superadmin.ts): after the cursor document when one is sent, so
 * a next page costs one page of reads; otherwise by offset, refused beyond MAX_OFFSET_DOCUMENTS skipped documents
 * because Firestore bills every document an offset skips.
 */
export async function pagePosition(
  query: { page: number; limit: number; cursor?: string },
  snapshotOf: (id: string) => Promise<DocumentSnapshot>,
): Promise<{ after?: DocumentSnapshot; offset: number }> {
  if (query.cursor) {
    const after = await snapshotOf(query.cursor);
    if (!after.exists) throw badPaging('cursor', 'Invalid cursor');
    return { after, offset: 0 };
  }
  const offset = (query.page - 1) * query.limit;
  if (offset > MAX_OFFSET_DOCUMENTS) {
    throw badPaging(
      'page',
      `Pages beyond the first ${MAX_OFFSET_DOCUMENTS} entries are opened with the cursor of the previous page`,
    );
  }
  return { offset };
}

/** The cursor of the next page, when there is one. */
export function nextCursor(ids: string[], limit: number, page: number, totalPages: number): string | null {
  return ids.length === limit && page < totalPages ? ids[ids.length - 1] : null;
}
