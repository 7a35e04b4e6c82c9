import type { VehicleDto } from '@autolicit/shared';
import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyResults } from './empty-results';
import { Pager } from './pager';
import { VehicleGrid } from '../../../components/vehicle-grid';

interface SearchResultsProps {
  vehicles: VehicleDto[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Texts that differ between Browse and Advanced search. */
  empty: { title: string; body: string; action: string; onAction: () => void };
  pagerLabels: { previous: string; next: string; pageOf: string };
}

/** The results area shared by Browse and Advanced search: error, empty state, live grid, pager. */
export function SearchResults({
  vehicles,
  loading,
  failed,
  onRetry,
  page,
  pages,
  onPage,
  empty,
  pagerLabels,
}: SearchResultsProps) {
  const { t } = useTranslation('browse');
  return (
    <>
      {failed ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('results.error')}>
          <Button variant="light" color="red" mt="xs" onClick={onRetry}>
            {t('results.retry')}
          </Button>
        </Alert>
      ) : !loading && vehicles.length === 0 ? (
        <EmptyResults title={empty.title} body={empty.body} action={empty.action} onAction={empty.onAction} />
      ) : (
        <VehicleGrid vehicles={vehicles} loading={loading} />
      )}

      {!loading && !failed && (pages > 1 || page > 1) && (
        <Pager
          page={page}
          pages={pages}
          onChange={onPage}
          labels={{ ...pagerLabels, navigation: t('results.pagination') }}
        />
      )}
    </>
  );
}
