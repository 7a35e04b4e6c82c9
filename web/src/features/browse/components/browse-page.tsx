import { Box, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustments } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useWideLayout } from '../../../lib/device-hint';
import { useVehicleSearch } from '../api/vehicle-search-api';
import { usePageClamp } from '../hooks/use-page-clamp';
import { useUrlFilters } from '../hooks/use-url-filters';
import { BROWSE_PAGE_SIZE, clearedFilters, toBrowseSearchParams, totalPages, withPage } from '../lib/search-filters';
import { ActiveFilterChips } from './active-filter-chips';
import { BrowseFiltersPanel } from './browse-filters-panel';
import { BrowseSearchBar } from './browse-search-bar';
import { useSearchActionSlots } from './search-action-slots';
import { SearchResults } from './search-results';
import { DeferredDrawer } from '../../../components/deferred-widgets';
import { PageColumns } from '../../../components/page-columns';

/** Browse Vehicles (/vehicles and /browse): every filter in the URL, server-side sort and paging. */
export function BrowsePage() {
  const { t } = useTranslation('browse');
  const { filters, setFilters } = useUrlFilters();
  const { SaveSearch } = useSearchActionSlots();
  const isDesktop = useWideLayout();
  const [drawerOpened, drawer] = useDisclosure(false);
  const search = useVehicleSearch(filters, BROWSE_PAGE_SIZE);
  const clamping = usePageClamp(filters, search.isSuccess ? search.data : undefined, BROWSE_PAGE_SIZE, setFilters);

  const total = search.data?.total ?? 0;
  const vehicles = search.data?.items ?? [];
  const pages = totalPages(total, BROWSE_PAGE_SIZE);
  const loading = search.isPending || clamping;
  const failed = search.isError;
  // The count of the filters being chosen: the previous one is shown while the new one loads.
  const counting = loading || search.isPlaceholderData;
  const clear = () => setFilters(clearedFilters());

  const panel = (idPrefix: string) => (
    <BrowseFiltersPanel filters={filters} idPrefix={idPrefix} onChange={setFilters} onClear={clear} />
  );

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Box>
            <Title order={1}>{t('title')}</Title>
            <Text c="dimmed">{t('subtitle')}</Text>
          </Box>
          {SaveSearch && <SaveSearch query={toBrowseSearchParams({ ...filters, page: 1 }).toString()} />}
        </Group>

        <BrowseSearchBar key={`${filters.q}|${filters.make}|${filters.model}`} filters={filters} onApply={setFilters} />

        <PageColumns layout={isDesktop ? 'aside-main' : undefined} gap="lg">
          {isDesktop && (
            <div>
              <Paper
                component="aside"
                aria-labelledby="browse-filters-title"
                withBorder
                radius="lg"
                p="md"
                pos="sticky"
                top={80}
              >
                <Title order={2} fz="h4" mb="md" id="browse-filters-title">
                  {t('filters.title')}
                </Title>
                {panel('browse-side')}
              </Paper>
            </div>
          )}

          <div>
            <ActiveFilterChips
              filters={filters}
              onChange={(next) => setFilters(next)}
              onClearAll={clear}
              categoryAs="category"
            />
            <Group justify="space-between" mb="md" mt="xs" wrap="nowrap">
              {/* A failed request counted nothing: only its error (with Retry) is shown, no "0 found". */}
              <Text fw={600} aria-live="polite">
                {failed ? null : loading ? t('results.loading') : t('results.count', { count: total })}
              </Text>
              {!isDesktop && (
                <Button
                  variant="default"
                  leftSection={<IconAdjustments size={16} aria-hidden />}
                  onClick={drawer.open}
                  aria-haspopup="dialog"
                >
                  {t('filters.open')}
                </Button>
              )}
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
                title: t('results.emptyTitle'),
                body: t('results.emptyBody'),
                action: t('results.clearFilters'),
                onAction: clear,
              }}
              pagerLabels={{
                previous: t('results.previous'),
                next: t('results.next'),
                pageOf: t('results.pageOf', { page: filters.page, pages }),
              }}
            />
          </div>
        </PageColumns>
      </Stack>

      {/* Choices apply at once (the results behind update), but the drawer stays open for the next one. */}
      <DeferredDrawer
        opened={drawerOpened && !isDesktop}
        onClose={drawer.close}
        title={t('filters.title')}
        position="left"
        size="min(100%, 360px)"
        closeButtonProps={{ 'aria-label': t('filters.close') }}
      >
        {panel('browse-drawer')}
        <Box pos="sticky" bottom={0} py="md" bg="var(--mantine-color-body)" style={{ zIndex: 1 }}>
          <Button fullWidth onClick={drawer.close} loading={counting} data-testid="show-results">
            {failed ? t('filters.showResultsUncounted') : t('filters.showResults', { count: total })}
          </Button>
        </Box>
      </DeferredDrawer>
    </Container>
  );
}
