import { petGroupOfType } from '@contracts/pet-vocabulary';
import { petGroupLabels, type PetGroup } from '@contracts/service-vocabulary';
import { CardGrid } from '@/components/card-grid';
import { MarketplaceBrowser } from '@/components/marketplace/marketplace-browser';
import { ServiceCardSkeleton } from '@/components/services/service-card';
import { usePets } from '@/lib/api/pets';
import { defaultFilters, type MarketplaceFilters } from '@/lib/marketplace-filters';

const KEEP = { section: 'browse' } as const;

/** The one pet group all of the owner's pets share, or null (no pets, mixed groups, or only "Other"). */
function sharedPetGroup(types: readonly (keyof typeof petGroupOfType)[]): PetGroup | null {
  const groups = new Set(types.map((type) => petGroupOfType[type]));
  const [only] = groups;
  return groups.size === 1 && only ? only : null;
}

/**
 * Browse Services: the marketplace itself inside the dashboard, starting at the owner's pet type when all of his
 * pets share one (docs/decisions/0101-browse-services-is-the-marketplace.md); the filters stay in the URL.
 */
export function BrowseSection() {
  const pets = usePets();
  if (pets.isPending) {
    return (
      <CardGrid as="div" minWidth={260} aria-busy="true" aria-label="Loading services">
        {Array.from({ length: 6 }, (_, index) => (
          <ServiceCardSkeleton key={index} />
        ))}
      </CardGrid>
    );
  }
  // Pets that cannot load only lose the head start: browsing works without them.
  const group = sharedPetGroup((pets.data ?? []).map((pet) => pet.type));
  const base: MarketplaceFilters = group ? { ...defaultFilters, petType: group } : defaultFilters;
  return (
    <MarketplaceBrowser
      base={base}
      keep={KEEP}
      lead={
        group
          ? `Showing services for ${petGroupLabels[group].toLowerCase()}, the kind of pet you have. Choose All pets under Pet type to see every service.`
          : undefined
      }
    />
  );
}
