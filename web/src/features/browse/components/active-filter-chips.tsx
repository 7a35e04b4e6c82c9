import { Anchor, CloseButton, Group, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatRange } from '../lib/option-data';
import {
  RANGE_KEYS,
  activeFilterKeys,
  withoutFilter,
  type ActiveFilterKey,
  type SearchFilters,
} from '../lib/search-filters';

type BrowseT = ReturnType<typeof useTranslation<'browse'>>['t'];

/**
 * 'Filtre active:' — each filter of the URL as a removable chip, and 'Ștergeți toate'. Browse shows
 * them too, so a filter its selects cannot show (a custom price range from a link) can still be seen
 * and removed. The category is a body type on the advanced search and a category on Browse.
 */
export function ActiveFilterChips({
  filters,
  onChange,
  onClearAll,
  categoryAs,
}: {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
  onClearAll: () => void;
  categoryAs: 'body' | 'category';
}) {
  const { t } = useTranslation('browse');
  const chips = activeFilterKeys(filters);
  if (chips.length === 0) return null;
  return (
    <Group gap="xs" aria-label={t('advanced.activeFilters')} role="group">
      <Text size="sm" fw={600}>
        {t('advanced.activeFilters')}
      </Text>
      {chips.map((key) => {
        const label = chipLabel(filters, key, categoryAs, t);
        return (
          // Drawn as Mantine's Pill (styles.css, .filter-chip) without its code before the first tap;
          // the remove button is in the Tab order and named, as the only way to remove the filter.
          <span key={key} className="filter-chip">
            <span className="filter-chip-label">{label}</span>
            <CloseButton
              variant="transparent"
              className="filter-chip-remove"
              aria-label={t('advanced.removeFilter', { label })}
              onClick={() => onChange(withoutFilter(filters, key))}
            />
          </span>
        );
      })}
      <Anchor component="button" type="button" size="sm" onClick={onClearAll}>
        <Group gap={2} component="span">
          <IconX size={14} aria-hidden />
          {t('advanced.clearChips')}
        </Group>
      </Anchor>
    </Group>
  );
}

/** The text of an active-filter chip, e.g. "Preț: 15.000 € – 30.000 €" or "An: de la 2015". */
export function chipLabel(
  filters: SearchFilters,
  key: ActiveFilterKey,
  categoryAs: 'body' | 'category',
  t: BrowseT,
): string {
  if (key === 'price' || key === 'year' || key === 'mileage') {
    const { min, max } = RANGE_KEYS[key];
    return t(`advanced.chip.${key}`, { value: formatRange(t, key, { min: filters[min], max: filters[max] }, 'chip') });
  }
  if (key === 'hasRarCertificate') return t('advanced.chip.hasRarCertificate');
  if (key === 'hasDamage')
    return filters.hasDamage ? t('advanced.chip.hasDamageTrue') : t('advanced.chip.hasDamageFalse');
  if (key === 'q' || key === 'make' || key === 'model') return t(`advanced.chip.${key}`, { value: filters[key] });
  if (key === 'category' && categoryAs === 'category')
    return t('advanced.chip.browseCategory', { value: t(`options.category.${filters.category}`) });
  return t(`advanced.chip.${key}`, { value: t(`options.${key}.${filters[key]}`) });
}
