import type { FavoriteChange, FavoriteCompany } from '../../contracts/owners';
import { AppError } from '../../core/errors';
import { companiesRepository } from '../../data/companies';
import { favoritesRepository, MAX_FAVORITES } from '../../data/favorites';
import { ratingAverage } from '../../data/service-listing';
import { isCompanyVisible, visibleCompany } from '../companies';

/**
 * The owner's saved companies, the latest first, as their public pages show them; one that has left the
 * marketplace since (suspended, rejected, deleted) is left out until it is back.
 */
export async function listFavorites(ownerId: string): Promise<FavoriteCompany[]> {
  const saved = await favoritesRepository.list(ownerId);
  const companies = await companiesRepository.getMany(saved.map((favorite) => favorite.companyId));
  return saved.flatMap(({ companyId, savedAt }) => {
    const company = companies.get(companyId);
    if (!company || !isCompanyVisible(company)) return [];
    return [
      {
        companyId,
        name: company.name,
        logoUrl: company.logoUrl,
        city: company.city,
        state: company.state,
        rating: ratingAverage(company.rating),
        reviewCount: company.rating.count,
        savedAt: savedAt.toISOString(),
      },
    ];
  });
}

/** Save: a company the marketplace shows; saving it twice is the same as once. */
export async function saveFavorite(ownerId: string, companyId: string, now: Date): Promise<FavoriteChange> {
  await visibleCompany(companyId);
  const outcome = await favoritesRepository.add(ownerId, companyId, now);
  if (outcome === 'full')
    throw new AppError('LIMIT_REACHED', 409, `You can keep up to ${MAX_FAVORITES} favorite companies.`);
  return { companyId, saved: true };
}

/** Unsave: removing one that is not saved changes nothing. */
export async function removeFavorite(ownerId: string, companyId: string): Promise<FavoriteChange> {
  await favoritesRepository.remove(ownerId, companyId);
  return { companyId, saved: false };
}
