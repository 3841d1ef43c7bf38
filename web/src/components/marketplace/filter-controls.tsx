import { useId } from 'react';
import { marketplaceSorts, petGroupLabels, petGroups, sortLabels } from '@contracts/service-vocabulary';
import type { MarketplaceCity } from '@contracts/services';
import { Radio, RadioGroup } from '@/components/radio-group';
import { labelledOptions, SelectField } from '@/components/select-field';
import type { MarketplaceFilters, RatingThreshold } from '@/lib/marketplace-filters';
import styles from './filter-controls.module.css';

const ratingOptions = [
  { value: '', label: 'Any rating' },
  { value: '3.5', label: '3.5 & up' },
  { value: '4', label: '4.0 & up' },
  { value: '4.5', label: '4.5 & up' },
] as const;

interface FilterControlsProps {
  filters: MarketplaceFilters;
  onChange: (change: Partial<MarketplaceFilters>) => void;
  /** The cities with listed services (empty while they load). */
  cities: readonly MarketplaceCity[];
}

const cityLabel = (city: MarketplaceCity) => [city.city, city.state].filter(Boolean).join(', ');

/** All cities, then the listed ones; a city from the URL that the list lacks (yet) stays shown as chosen. */
function cityOptions(cities: readonly MarketplaceCity[], chosen: string) {
  const options = cities.map((city) => ({ value: city.city, label: cityLabel(city) }));
  if (chosen && !options.some((option) => option.value === chosen)) options.push({ value: chosen, label: chosen });
  return [{ value: '', label: 'All cities' }, ...options];
}

/** Pet type, city, sort and minimum rating: beside the results on wide screens, in a sheet on phones. */
export function FilterControls({ filters, onChange, cities }: FilterControlsProps) {
  const name = useId();
  return (
    <div className={styles.controls}>
      <RadioGroup legend="Pet type">
        <div className={styles.radios}>
          {(['all', ...petGroups] as const).map((group) => (
            <Radio
              key={group}
              name={name}
              value={group}
              label={group === 'all' ? 'All pets' : petGroupLabels[group]}
              checked={filters.petType === group}
              onChange={() => onChange({ petType: group })}
            />
          ))}
        </div>
      </RadioGroup>
      <SelectField
        label="City"
        value={filters.city}
        onChange={(event) => onChange({ city: event.target.value })}
        options={cityOptions(cities, filters.city)}
      />
      <SelectField
        label="Sort by"
        value={filters.sort}
        onChange={(event) => onChange({ sort: event.target.value as MarketplaceFilters['sort'] })}
        options={labelledOptions(marketplaceSorts, sortLabels)}
      />
      <SelectField
        label="Minimum rating"
        value={filters.minRating === null ? '' : String(filters.minRating)}
        onChange={(event) =>
          onChange({ minRating: event.target.value === '' ? null : (Number(event.target.value) as RatingThreshold) })
        }
        options={ratingOptions}
      />
    </div>
  );
}
