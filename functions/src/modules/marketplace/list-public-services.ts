import { isDocumentId } from '../../contracts/document-id';
import {
  storedBookingMode,
  type MarketplacePage,
  type MarketplaceQuery,
  type PublicService,
} from '../../contracts/services';
import { AppError } from '../../core/errors';
import { ratingFlagKey, searchWords } from '../../data/service-listing';
import { serviceIdentity, servicesRepository, type StoredService } from '../../data/services';

export function toPublicService(service: StoredService): PublicService {
  return {
    ...serviceIdentity(service),
    price: service.price,
    duration: service.duration,
    bookingMode: storedBookingMode(service),
    rating: service.ratingAverage,
    reviewCount: service.reviewCount,
    companyId: service.companyId,
    companyName: service.companyName,
    companyLogoUrl: service.companyLogoUrl,
    location: [service.city, service.state].filter(Boolean).join(', '),
    image: service.images[0] ?? null,
  };
}

function decodeCursor(cursor: string | undefined): { value: number; path: string } | undefined {
  if (!cursor) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { value: unknown; path: unknown };
    const [collection, companyId, subcollection, serviceId, ...rest] =
      typeof parsed.path === 'string' ? parsed.path.split('/') : [];
    // The cursor names a document the query starts after: exactly one listed service's path, never any other.
    const isServicePath =
      collection === 'companies' &&
      subcollection === 'services' &&
      rest.length === 0 &&
      isDocumentId(companyId) &&
      isDocumentId(serviceId);
    if (typeof parsed.value === 'number' && Number.isFinite(parsed.value) && isServicePath) {
      return { value: parsed.value, path: parsed.path as string };
    }
  } catch {
    // fall through to the error below
  }
  throw new AppError('VALIDATION_FAILED', 400, 'The page cursor is not valid.', { cursor: 'Invalid cursor' });
}

const encodeCursor = (next: { value: number; path: string }) => Buffer.from(JSON.stringify(next)).toString('base64url');

/**
 * One page of the marketplace from one indexed query. The longest search word filters in the query; any other
 * words narrow that page, so a multi-word search can return a shorter page (never a scan). `total` is an
 * aggregation count of the same indexed query (for a multi-word search, the matches of its longest word).
 */
export async function listPublicServices(query: MarketplaceQuery): Promise<MarketplacePage> {
  const words = searchWords(query.q ?? '').sort((a, b) => b.length - a.length);
  const [token, ...others] = words.map((word) => word.slice(0, 20));
  const filter = {
    category: query.category,
    petGroup: query.petType,
    ratingFlag: query.minRating === undefined ? undefined : ratingFlagKey(query.minRating),
    token,
    city: query.city,
  };
  const cursor = decodeCursor(query.cursor);
  const [page, total] = await Promise.all([
    servicesRepository.marketplacePage(filter, query.sort, cursor, query.limit),
    servicesRepository.marketplaceCount(filter, query.sort),
  ]);
  const services = page.services.filter((service) => others.every((word) => service.searchTokens.includes(word)));
  return { services: services.map(toPublicService), nextCursor: page.next ? encodeCursor(page.next) : null, total };
}
