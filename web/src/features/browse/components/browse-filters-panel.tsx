import { Button, Select, Stack } from '@mantine/core';
import type { VehicleSort } from '@autolicit/shared';
import { useTranslation } from 'react-i18next';
import { BROWSE_CATEGORIES, BROWSE_CONDITIONS, optionData, rangeData, sortData } from '../lib/option-data';
import { selectedRange, withFilters, withRange, type OptionKey, type RangeKind, type SearchFilters } from '../lib/search-filters';

/** The Filters side panel of Browse: each change is applied at once and returns to page 1. */
export function BrowseFiltersPanel({
  filters,
  onChange,
  onClear,
  idPrefix,
}: {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
  onClear: () => void;
  idPrefix: string;
}) {
  const { t } = useTranslation('browse');
  const any = t('filters.any');
  const setOption = (key: OptionKey) => (value: string | null) => onChange(withFilters(filters, { [key]: value ?? '' }));
  const setRange = (kind: RangeKind) => (value: string | null) => onChange(withRange(filters, kind, value));
  const common = { allowDeselect: false, comboboxProps: { withinPortal: true } } as const;

  return (
    <Stack gap="md">
      <Select
        id={`${idPrefix}-sort`}
        label={t('filters.sortBy')}
        data={sortData(t)}
        value={filters.sort}
        onChange={(value) => onChange(withFilters(filters, { sort: (value ?? 'newest') as VehicleSort }))}
        {...common}
      />
      <Select id={`${idPrefix}-condition`} label={t('filters.condition')} data={optionData(t, 'condition', any, BROWSE_CONDITIONS)} value={filters.condition} onChange={setOption('condition')} {...common} />
      <Select
        id={`${idPrefix}-category`}
        label={t('filters.category')}
        // A category reached from elsewhere (e.g. the advanced search body) is still shown.
        data={optionData(t, 'category', any, BROWSE_CATEGORIES.includes(filters.category as never) || !filters.category ? BROWSE_CATEGORIES : [...BROWSE_CATEGORIES, filters.category])}
        value={filters.category}
        onChange={setOption('category')}
        {...common}
      />
      <Select id={`${idPrefix}-price`} label={t('filters.priceRange')} data={rangeData(t, 'price', any)} value={selectedRange(filters, 'price')} onChange={setRange('price')} {...common} />
      <Select id={`${idPrefix}-year`} label={t('filters.yearRange')} data={rangeData(t, 'year', any)} value={selectedRange(filters, 'year')} onChange={setRange('year')} {...common} />
      <Select id={`${idPrefix}-mileage`} label={t('filters.mileageRange')} data={rangeData(t, 'mileage', any)} value={selectedRange(filters, 'mileage')} onChange={setRange('mileage')} {...common} />
      <Select id={`${idPrefix}-transmission`} label={t('filters.transmission')} data={optionData(t, 'transmission', any)} value={filters.transmission} onChange={setOption('transmission')} {...common} />
      <Select id={`${idPrefix}-fuel`} label={t('filters.fuelType')} data={optionData(t, 'fuelType', any)} value={filters.fuelType} onChange={setOption('fuelType')} {...common} />
      <Button variant="default" onClick={onClear}>
        {t('filters.clear')}
      </Button>
    </Stack>
  );
}
