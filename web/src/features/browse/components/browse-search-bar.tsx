import { Anchor, Button, Group, Paper, TextInput } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/router-link';
import { ALL_MAKES } from '../../../lib/makes';
import { popularSearchData } from '../lib/popular-searches';
import { withFilters, type SearchFilters } from '../lib/search-filters';
import { DeferredAutocomplete, DeferredSelect } from '../../../components/deferred-widgets';
import { ColumnGrid } from '../../../components/column-grid';

/**
 * The search bar: keyword (suggesting the popular make/model searches as one types), and under
 * "Make and model" those two. Edits are applied on submit. Its three ways further are named by what
 * they hold: "Make and model" here, "All criteria" (the advanced search page: colour, drivetrain,
 * damage…) and "Filters" (sort and the quick ranges, beside the results or in a drawer on phones);
 * the parent remounts it (by key) when the URL changes, so it always starts from the URL's values.
 */
export function BrowseSearchBar({
  filters,
  onApply,
}: {
  filters: SearchFilters;
  onApply: (next: SearchFilters) => void;
}) {
  const { t } = useTranslation('browse');
  const [q, setQ] = useState(filters.q);
  const [make, setMake] = useState(filters.make);
  const [model, setModel] = useState(filters.model);
  const [advanced, setAdvanced] = useState(Boolean(filters.make || filters.model));

  const makes = ALL_MAKES.includes(filters.make) || !filters.make ? ALL_MAKES : [filters.make, ...ALL_MAKES];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(withFilters(filters, { q: q.trim(), make, model: model.trim() }));
  };

  return (
    <Paper component="form" role="search" onSubmit={submit} withBorder radius="lg" p="md">
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <DeferredAutocomplete
          style={{ flex: 1 }}
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={setQ}
          data={popularSearchData(t, q)}
          maxLength={100}
          type="search"
        />
        <Button type="submit">{t('search.submit')}</Button>
      </Group>
      <Group justify="space-between" mt="xs" gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          onClick={() => setAdvanced((open) => !open)}
          aria-expanded={advanced}
          aria-controls="browse-advanced-options"
        >
          {advanced ? t('search.hideAdvancedOptions') : t('search.advancedOptions')}
        </Button>
        <Anchor component={Link} to="/advanced-search" size="sm">
          {t('search.advancedSearchLink')}
        </Anchor>
      </Group>
      {/* Opens and closes by CSS (styles.css, .reveal): no collapse code before the first tap. */}
      <div className="reveal" data-expanded={advanced || undefined} id="browse-advanced-options">
        <div>
          <ColumnGrid cols={{ base: 1, sm: 2 }} style={{ paddingTop: 'var(--mantine-spacing-sm)' }}>
            <DeferredSelect
              label={t('filters.make')}
              data={[{ value: '', label: t('filters.all') }, ...makes.map((m) => ({ value: m, label: m }))]}
              value={make}
              onChange={(value) => setMake(value ?? '')}
              searchable
              allowDeselect={false}
            />
            <TextInput
              label={t('filters.model')}
              value={model}
              onChange={(event) => setModel(event.currentTarget.value)}
              maxLength={100}
            />
          </ColumnGrid>
        </div>
      </div>
    </Paper>
  );
}
