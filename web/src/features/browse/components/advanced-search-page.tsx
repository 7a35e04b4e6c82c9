import { Anchor, Box, Button, Container, Drawer, Grid, Group, Paper, Pill, Select, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { VehicleSort } from '@autolicit/shared';
import { IconAdjustments, IconSearch, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPrice } from '../../../lib/i18n';
import { useVehicleSearch } from '../api/vehicle-search-api';
import { useUrlFilters } from '../hooks/use-url-filters';
import { sortData } from '../lib/option-data';
import {
  ADVANCED_SEARCH_PAGE_SIZE, RANGE_KEYS, activeFilterKeys, clearedFilters, parseIntegerInput, totalPages, withFilters, withPage,
  withoutFilter, type ActiveFilterKey, type SearchFilters,
} from '../lib/search-filters';
import { AdvancedFiltersPanel, draftOf, type AdvancedDraft } from './advanced-filters-panel';


import { SearchResults } from './search-results';

/** Advanced search (/advanced-search): the filters of spec §2 in the URL, pages of 20. */
export function AdvancedSearchPage() {
  const { filters, setFilters, urlKey } = useUrlFilters();
  // The typed-but-not-searched values start again from the URL whenever it changes (Back included).
  return <AdvancedSearchView key={urlKey} filters={filters} setFilters={setFilters} />;
}

function AdvancedSearchView({ filters, setFilters }: { filters: SearchFilters; setFilters: (next: SearchFilters) => void }) {
  const { t } = useTranslation('browse');
  const isDesktop = useMediaQuery('(min-width: 62em)', true);
  const [drawerOpened, drawer] = useDisclosure(false);
  const [draft, setDraft] = useState<AdvancedDraft>(() => draftOf(filters));
  const search = useVehicleSearch(filters, ADVANCED_SEARCH_PAGE_SIZE);

  const total = search.data?.total ?? 0;
  const vehicles = search.data?.items ?? [];
  const pages = totalPages(total, ADVANCED_SEARCH_PAGE_SIZE);
  const loading = search.isPending;
  const chips = activeFilterKeys(filters);

  const commit = (patch: Partial<SearchFilters> = {}) => {
    drawer.close();
    setFilters(
      withFilters(filters, {
        model: draft.model.trim(),
        minPrice: parseIntegerInput(draft.minPrice),
        maxPrice: parseIntegerInput(draft.maxPrice),
        minYear: parseIntegerInput(draft.minYear),
        maxYear: parseIntegerInput(draft.maxYear),
        minMileage: parseIntegerInput(draft.minMileage),
        maxMileage: parseIntegerInput(draft.maxMileage),
        ...patch,
      }),
    );
  };
  const clearAll = () => {
    drawer.close();
    setFilters(clearedFilters());
  };

  const panel = (idPrefix: string) => (
    <AdvancedFiltersPanel filters={filters} draft={draft} onDraftChange={setDraft} onCommit={commit} idPrefix={idPrefix} />
  );
  const actions = (
    <Group gap="sm">
      <Button leftSection={<IconSearch size={16} aria-hidden />} onClick={() => commit()}>
        {t('advanced.search')}
      </Button>
      <Button variant="default" onClick={clearAll}>
        {t('advanced.clearAll')}
      </Button>
    </Group>
  );

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Box>
          <Title order={1}>{t('advanced.title')}</Title>
          <Text c="dimmed">{t('advanced.subtitle')}</Text>
        </Box>

        <Grid gap="lg">
          {isDesktop && (
            <Grid.Col span={3}>
              <Paper component="aside" aria-labelledby="advanced-panel-title" withBorder radius="lg" p="md">
                <Title order={2} fz="h4" mb="md" id="advanced-panel-title">
                  {t('advanced.panelTitle')}
                </Title>
                {panel('advanced-side')}
              </Paper>
            </Grid.Col>
          )}

          <Grid.Col span={isDesktop ? 9 : 12}>
            <Stack gap="md">
              <Group justify="space-between" gap="sm">
                {actions}
                {!isDesktop && (
                  <Button variant="default" leftSection={<IconAdjustments size={16} aria-hidden />} onClick={drawer.open} aria-haspopup="dialog">
                    {t('advanced.openFilters')}
                  </Button>
                )}
              </Group>

              {chips.length > 0 && (
                <Group gap="xs" aria-label={t('advanced.activeFilters')} role="group">
                  <Text size="sm" fw={600}>
                    {t('advanced.activeFilters')}
                  </Text>
                  {chips.map((key) => {
                    const label = chipLabel(filters, key, t);
                    return (
                      <Pill
                        key={key}
                        size="md"
                        withRemoveButton
                        onRemove={() => setFilters(withoutFilter(filters, key))}
                        removeButtonProps={{ 'aria-label': t('advanced.removeFilter', { label }) }}
                      >
                        {label}
                      </Pill>
                    );
                  })}
                  <Anchor component="button" type="button" size="sm" onClick={clearAll}>
                    <Group gap={2} component="span">
                      <IconX size={14} aria-hidden />
                      {t('advanced.clearChips')}
                    </Group>
                  </Anchor>
                </Group>
              )}

              <Group justify="space-between" align="flex-end" gap="sm">
                <Box>
                  <Text fw={700} aria-live="polite">
                    {loading ? t('advanced.loading') : t('advanced.count', { count: total })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('advanced.page', { page: filters.page })}
                  </Text>
                </Box>
                <Group gap="xs" wrap="nowrap">
                  <Text component="label" htmlFor="advanced-sort" size="sm" fw={500}>
                    {t('advanced.sortBy')}
                  </Text>
                  <Select
                    id="advanced-sort"
                    data={sortData(t)}
                    value={filters.sort}
                    onChange={(value) => setFilters(withFilters(filters, { sort: (value ?? 'newest') as VehicleSort }))}
                    allowDeselect={false}
                    w={210}
                  />
                </Group>
              </Group>

              <SearchResults
                vehicles={vehicles}
                loading={loading}
                failed={search.isError}
                onRetry={() => void search.refetch()}
                page={filters.page}
                pages={pages}
                onPage={(page) => setFilters(withPage(filters, page))}
                empty={{ title: t('advanced.emptyTitle'), body: t('advanced.emptyBody'), action: t('advanced.clearAll'), onAction: clearAll }}
                pagerLabels={{ previous: t('advanced.previous'), next: t('advanced.next'), pageOf: t('advanced.pageOf', { page: filters.page, pages }) }}
              />

            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>

      <Drawer opened={drawerOpened && !isDesktop} onClose={drawer.close} title={t('advanced.panelTitle')} position="left" size="min(100%, 360px)" closeButtonProps={{ 'aria-label': t('filters.close') }}>
        <Stack gap="lg">
          {panel('advanced-drawer')}
          {actions}
        </Stack>
      </Drawer>
    </Container>
  );
}

type BrowseT = ReturnType<typeof useTranslation<'browse'>>['t'];

/** The text of an active-filter chip, e.g. "Preț: 15.000 € - 30.000 €" or "An: de la 2015". */
function chipLabel(filters: SearchFilters, key: ActiveFilterKey, t: BrowseT): string {
  if (key === 'price' || key === 'year' || key === 'mileage') {
    const { min, max } = RANGE_KEYS[key];
    const format = (value: number) =>
      key === 'price' ? formatPrice(value) : key === 'mileage' ? `${formatNumber(value)} km` : String(value);
    const low = filters[min];
    const high = filters[max];
    const value =
      low !== null && high !== null
        ? `${format(low)} - ${format(high)}`
        : low !== null
          ? t('advanced.chip.from', { value: format(low) })
          : t('advanced.chip.to', { value: format(high ?? 0) });
    return t(`advanced.chip.${key}`, { value });
  }
  if (key === 'hasDamage') return filters.hasDamage ? t('advanced.chip.hasDamageTrue') : t('advanced.chip.hasDamageFalse');
  if (key === 'q' || key === 'make' || key === 'model') return t(`advanced.chip.${key}`, { value: filters[key] });
  const optionKey = key === 'category' ? 'category' : key;
  return t(`advanced.chip.${key}`, { value: t(`options.${optionKey}.${filters[key]}`) });
}
