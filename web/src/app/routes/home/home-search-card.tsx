import { Anchor, Button, Paper, Stack, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../../components/router-link';
import { ALL_MAKES } from '../../../lib/makes';
import { popularSearchData } from '../../../features/browse/lib/popular-searches';
import { rangeData } from '../../../features/browse/lib/option-data';
import {
  EMPTY_FILTERS,
  RANGE_KEYS,
  parseRange,
  toBrowseSearchParams,
} from '../../../features/browse/lib/search-filters';
import { DeferredAutocomplete, DeferredSelect } from '../../../components/deferred-widgets';
import { ColumnGrid } from '../../../components/column-grid';

/** The hero's search card: keyword, make and price range, searched on /vehicles. */
export function HomeSearchCard({ withAdvancedLink = false }: { withAdvancedLink?: boolean }) {
  const { t } = useTranslation('home');
  // The dropdowns' entries are the browse screen's words, fetched after the page is in (they show
  // only once a dropdown opens; until then the closed fields need none of them).
  const { t: tBrowse, ready: browseTextsIn } = useTranslation('browse', { useSuspense: false });
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [make, setMake] = useState('');
  const [price, setPrice] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const range = parseRange(price);
    const params = toBrowseSearchParams({
      ...EMPTY_FILTERS,
      q: q.trim(),
      make,
      [RANGE_KEYS.price.min]: range.min,
      [RANGE_KEYS.price.max]: range.max,
    });
    const query = params.toString();
    void navigate(query ? `/vehicles?${query}` : '/vehicles');
  };

  return (
    <Paper component="form" role="search" onSubmit={submit} withBorder radius="lg" p="lg" shadow="md">
      <Stack gap="md">
        <Title order={2} fz="h3">
          {t('searchTitle')}
        </Title>
        <ColumnGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {/* The keyword suggests spec §3's popular searches once typing starts, the way the Browse bar does. */}
          <DeferredAutocomplete
            label={t('searchLabel')}
            placeholder={t('searchPlaceholder')}
            value={q}
            onChange={setQ}
            data={browseTextsIn ? popularSearchData(tBrowse, q) : []}
            maxLength={100}
          />
          <DeferredSelect
            label={t('make')}
            data={[{ value: '', label: t('allMakes') }, ...ALL_MAKES.map((m) => ({ value: m, label: m }))]}
            value={make}
            onChange={(value) => setMake(value ?? '')}
            searchable
            allowDeselect={false}
          />
          <DeferredSelect
            label={t('price')}
            data={browseTextsIn ? rangeData(tBrowse, 'price', t('anyPrice')) : [{ value: '', label: t('anyPrice') }]}
            value={price}
            onChange={(value) => setPrice(value ?? '')}
            allowDeselect={false}
          />
        </ColumnGrid>
        <Button type="submit" size="md" leftSection={<IconSearch size={18} aria-hidden />}>
          {t('searchButton')}
        </Button>
        {withAdvancedLink && (
          <Anchor component={Link} to="/advanced-search" size="sm" ta="center">
            {t('advancedFilters')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
