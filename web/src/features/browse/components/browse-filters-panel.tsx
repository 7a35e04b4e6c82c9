import { Button, Stack } from '@mantine/core';
import type { VehicleSort } from '@autolicit/shared';
import { useTranslation } from 'react-i18next';
import {
  BROWSE_CATEGORIES,
  BROWSE_CONDITIONS,
  optionData,
  rangeData,
  sortData,
  withCurrentValue,
} from '../lib/option-data';
import {
  customRange,
  selectedRange,
  withFilters,
  withRange,
  type OptionKey,
  type RangeKind,
  type SearchFilters,
} from '../lib/search-filters';
import { DeferredSelect } from '../../../components/deferred-widgets';

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
  const setOption = (key: OptionKey) => (value: string | null) =>
    onChange(withFilters(filters, { [key]: value ?? '' }));
  const setRange = (kind: RangeKind) => (value: string | null) => {
    // Picking the shown custom range again changes nothing (it would only rewrite an open bound).
    if ((value ?? '') !== selectedRange(filters, kind)) onChange(withRange(filters, kind, value));
  };
  // Bounds that match no preset (a shared link, the advanced search) are shown as an option of their own.
  const range = (kind: RangeKind) => ({
    data: rangeData(t, kind, any, customRange(filters, kind)),
    value: selectedRange(filters, kind),
    onChange: setRange(kind),
  });
  const common = { allowDeselect: false, comboboxProps: { withinPortal: true } } as const;

  return (
    <Stack gap="md">
      <DeferredSelect
        id={`${idPrefix}-sort`}
        label={t('filters.sortBy')}
        data={sortData(t)}
        value={filters.sort}
        onChange={(value) => onChange(withFilters(filters, { sort: (value ?? 'newest') as VehicleSort }))}
        {...common}
      />
      {/* A condition or category reached from elsewhere (the advanced search: very good, a body type) is still shown. */}
      <DeferredSelect
        id={`${idPrefix}-condition`}
        label={t('filters.condition')}
        data={optionData(t, 'condition', any, withCurrentValue(BROWSE_CONDITIONS, filters.condition))}
        value={filters.condition}
        onChange={setOption('condition')}
        {...common}
      />
      <DeferredSelect
        id={`${idPrefix}-category`}
        label={t('filters.category')}
        data={optionData(t, 'category', any, withCurrentValue(BROWSE_CATEGORIES, filters.category))}
        value={filters.category}
        onChange={setOption('category')}
        {...common}
      />
      <DeferredSelect id={`${idPrefix}-price`} label={t('filters.priceRange')} {...range('price')} {...common} />
      <DeferredSelect id={`${idPrefix}-year`} label={t('filters.yearRange')} {...range('year')} {...common} />
      <DeferredSelect id={`${idPrefix}-mileage`} label={t('filters.mileageRange')} {...range('mileage')} {...common} />
      <DeferredSelect
        id={`${idPrefix}-transmission`}
        label={t('filters.transmission')}
        data={optionData(t, 'transmission', any)}
        value={filters.transmission}
        onChange={setOption('transmission')}
        {...common}
      />
      <DeferredSelect
        id={`${idPrefix}-fuel`}
        label={t('filters.fuelType')}
        data={optionData(t, 'fuelType', any)}
        value={filters.fuelType}
        onChange={setOption('fuelType')}
        {...common}
      />
      <Button variant="default" onClick={onClear}>
        {t('filters.clear')}
      </Button>
    </Stack>
  );
}
