import { Box, Button, Container, Drawer, Grid, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { VehicleSort } from '@autolicit/shared';
import { IconAdjustments, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVehicleSearch } from '../api/vehicle-search-api';
import { usePageClamp } from '../hooks/use-page-clamp';
import { useUrlFilters } from '../hooks/use-url-filters';
import { sortData } from '../lib/option-data';
import {
  ADVANCED_SEARCH_PAGE_SIZE,
  NUMBER_KEYS,
  clearedFilters,
  isInvalidIntegerInput,
  parseIntegerInput,
  toBrowseSearchParams,
  totalPages,
  withFilters,
  withPage,
  type NumberKey,
  type SearchFilters,
} from '../lib/search-filters';
import { ActiveFilterChips } from './active-filter-chips';
import { AdvancedFiltersPanel, draftOf, type AdvancedDraft } from './advanced-filters-panel';
import { useSearchActionSlots } from './search-action-slots';
import { SearchResults } from './search-results';

/** Advanced search (/advanced-search): the filters of spec §2 in the URL, pages of 20. */
export function AdvancedSearchPage() {
  const { filters, setFilters, urlKey } = useUrlFilters();
  // The typed-but-not-searched values start again from the URL whenever it changes (Back included).
  return <AdvancedSearchView key={urlKey} filters={filters} setFilters={setFilters} urlKey={urlKey} />;
}

function AdvancedSearchView({
  filters,
  setFilters,
  urlKey,
}: {
  filters: SearchFilters;
  setFilters: (next: SearchFilters, options?: { replace?: boolean }) => void;
  urlKey: string;
}) {
  const { t } = useTranslation('browse');
  const { t: tAdvanced } = useTranslation('advancedSearch');
  const { SaveSearch } = useSearchActionSlots();
  const isDesktop = useMediaQuery('(min-width: 62em)', true);
  const [drawerOpened, drawer] = useDisclosure(false);
  // A bound in the URL that is no whole number is shown as it was written, with its error.
  const [draft, setDraft] = useState<AdvancedDraft>(() => draftOf(filters, new URLSearchParams(urlKey)));
  const [checked, setChecked] = useState<ReadonlySet<NumberKey>>(
    () => new Set(NUMBER_KEYS.filter((key) => isInvalidIntegerInput(draft[key]))),
  );
  // Selections made while a bound is invalid wait (shown in their selects) until it is corrected.
  const [pending, setPending] = useState<Partial<SearchFilters>>({});
  const search = useVehicleSearch(filters, ADVANCED_SEARCH_PAGE_SIZE);
  const clamping = usePageClamp(
    filters,
    search.isSuccess ? search.data : undefined,
    ADVANCED_SEARCH_PAGE_SIZE,
    setFilters,
  );

  const total = search.data?.total ?? 0;
  const vehicles = search.data?.items ?? [];
  const pages = totalPages(total, ADVANCED_SEARCH_PAGE_SIZE);
  const loading = search.isPending || clamping;
  const failed = search.isError;
  const errors: Partial<Record<NumberKey, string>> = {};
  for (const key of NUMBER_KEYS)
    if (checked.has(key) && isInvalidIntegerInput(draft[key])) errors[key] = tAdvanced('wholeNumber');

  const commit = (patch: Partial<SearchFilters> = {}) => {
    const invalid = NUMBER_KEYS.filter((key) => isInvalidIntegerInput(draft[key]));
    if (invalid.length > 0) {
      // Spec §5: bounds are whole numbers. Searching without the typed one would look like it applied.
      setChecked(new Set([...checked, ...invalid]));
      setPending({ ...pending, ...patch });
      // The message must be in sight: the side panel's field gets the focus, a phone gets the drawer.
      if (isDesktop) document.getElementById(`advanced-side-${invalid[0]}`)?.focus();
      else drawer.open();
      return;
    }
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
        ...pending,
        ...patch,
      }),
    );
  };
  const clearAll = () => {
    drawer.close();
    // On an already empty URL nothing remounts the view, so the typed text is cleared here too.
    setDraft(draftOf(clearedFilters()));
    setChecked(new Set());
    setPending({});
    setFilters(clearedFilters());
  };

  const panel = (idPrefix: string) => (
    <AdvancedFiltersPanel
      filters={{ ...filters, ...pending }}
      draft={draft}
      errors={errors}
      onDraftChange={setDraft}
      onBoundBlur={(key) => setChecked(new Set([...checked, key]))}
      onCommit={commit}
      idPrefix={idPrefix}
    />
  );
  const actions = (
    <Group gap="sm">
      <Button leftSection={<IconSearch size={16} aria-hidden />} onClick={() => commit()}>
        {tAdvanced('search')}
      </Button>
      <Button variant="default" onClick={clearAll}>
        {tAdvanced('clearAll')}
      </Button>
    </Group>
  );

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Box>
            <Title order={1}>{tAdvanced('title')}</Title>
            <Text c="dimmed">{tAdvanced('subtitle')}</Text>
          </Box>
          {SaveSearch && <SaveSearch query={toBrowseSearchParams({ ...filters, page: 1 }).toString()} />}
        </Group>

        <Grid gap="lg">
          {isDesktop && (
            <Grid.Col span={3}>
              <Paper component="aside" aria-labelledby="advanced-panel-title" withBorder radius="lg" p="md">
                <Title order={2} fz="h4" mb="md" id="advanced-panel-title">
                  {tAdvanced('panelTitle')}
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
                  <Button
                    variant="default"
                    leftSection={<IconAdjustments size={16} aria-hidden />}
                    onClick={drawer.open}
                    aria-haspopup="dialog"
                  >
                    {tAdvanced('openFilters')}
                  </Button>
                )}
              </Group>

              <ActiveFilterChips
                filters={filters}
                onChange={(next) => setFilters(next)}
                onClearAll={clearAll}
                categoryAs="body"
              />

              <Group justify="space-between" align="flex-end" gap="sm">
                {/* A failed request counted nothing: only its error (with Retry) is shown, no "0 found". */}
                <Box aria-live="polite">
                  {!failed && (
                    <>
                      <Text fw={700}>{loading ? tAdvanced('loading') : tAdvanced('count', { count: total })}</Text>
                      <Text size="sm" c="dimmed">
                        {tAdvanced('page', { page: filters.page })}
                      </Text>
                    </>
                  )}
                </Box>
                <Group gap="xs" wrap="nowrap">
                  <Text component="label" htmlFor="advanced-sort" size="sm" fw={500}>
                    {tAdvanced('sortBy')}
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
                failed={failed}
                onRetry={() => void search.refetch()}
                page={filters.page}
                pages={pages}
                onPage={(page) => setFilters(withPage(filters, page))}
                empty={{
                  title: tAdvanced('emptyTitle'),
                  body: tAdvanced('emptyBody'),
                  action: tAdvanced('clearAll'),
                  onAction: clearAll,
                }}
                pagerLabels={{
                  previous: tAdvanced('previous'),
                  next: tAdvanced('next'),
                  pageOf: tAdvanced('pageOf', { page: filters.page, pages }),
                }}
              />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>

      <Drawer
        opened={drawerOpened && !isDesktop}
        onClose={drawer.close}
        title={tAdvanced('panelTitle')}
        position="left"
        size="min(100%, 360px)"
        closeButtonProps={{ 'aria-label': t('filters.close') }}
      >
        <Stack gap="lg">
          {panel('advanced-drawer')}
          {actions}
        </Stack>
      </Drawer>
    </Container>
  );
}
