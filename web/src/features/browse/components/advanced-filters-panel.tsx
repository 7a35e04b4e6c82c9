import { Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ALL_MAKES, FEATURED_MAKES } from '../../../lib/makes';
import { BODY_CATEGORIES, optionData } from '../lib/option-data';
import type { NumberKey, OptionKey, SearchFilters } from '../lib/search-filters';

/** What is typed but not yet searched: the free-text and number inputs of the panel. */
export type AdvancedDraft = Record<'model' | NumberKey, string>;

/**
 * The inputs' text for the filters of the URL. A bound the URL holds but that is no whole number
 * (`?maxPrice=40000abc`, which the filters leave out) is given back as written, so it can be shown
 * with its error instead of vanishing.
 */
export function draftOf(filters: SearchFilters, params: URLSearchParams = new URLSearchParams()): AdvancedDraft {
  const text = (key: NumberKey) => {
    const value = filters[key];
    if (value !== null) return String(value);
    const raw = (params.get(key) ?? '').trim();
    return raw === 'all' || raw === 'any' ? '' : raw.slice(0, 20);
  };
  return {
    model: filters.model,
    minPrice: text('minPrice'),
    maxPrice: text('maxPrice'),
    minYear: text('minYear'),
    maxYear: text('maxYear'),
    minMileage: text('minMileage'),
    maxMileage: text('maxMileage'),
  };
}

export const ADVANCED_FORM_ID = 'advanced-search-form';

/**
 * The left panel of the advanced search. Selects and the checkbox search at once; typed values
 * (model, price, year, mileage) are searched with 'Căutați vehicule' or Enter. A bound that is no
 * whole number shows `errors[key]` under its field.
 */
export function AdvancedFiltersPanel({
  filters,
  draft,
  errors,
  onDraftChange,
  onBoundBlur,
  onCommit,
  idPrefix,
}: {
  filters: SearchFilters;
  draft: AdvancedDraft;
  errors: Partial<Record<NumberKey, string>>;
  onDraftChange: (draft: AdvancedDraft) => void;
  /** A bound's field was left: from then on its error shows while it is wrong. */
  onBoundBlur: (key: NumberKey) => void;
  /** Searches with the draft and the given changes. */
  onCommit: (patch?: Partial<SearchFilters>) => void;
  idPrefix: string;
}) {
  const { t } = useTranslation('browse');
  const { t: tAdvanced } = useTranslation('advancedSearch');
  const [showAllMakes, setShowAllMakes] = useState(
    !(FEATURED_MAKES as readonly string[]).includes(filters.make) && Boolean(filters.make),
  );
  const all = tAdvanced('all');

  const visibleMakes: string[] = showAllMakes ? [...ALL_MAKES] : [...FEATURED_MAKES];
  if (filters.make && !visibleMakes.includes(filters.make)) visibleMakes.unshift(filters.make);
  const makeData = [
    { value: '', label: tAdvanced('allMakes') },
    ...visibleMakes.map((make) => ({ value: make, label: make })),
  ];

  const setOption = (key: OptionKey) => (value: string | null) => onCommit({ [key]: value ?? '' });
  const text = (key: keyof AdvancedDraft) => ({
    id: `${idPrefix}-${key}`,
    value: draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onDraftChange({ ...draft, [key]: event.currentTarget.value }),
  });
  // No `pattern`: the browser's own bubble would stop Enter before the panel's whole-number message.
  const numberInput = (key: NumberKey, label: string, max: number) => (
    <TextInput
      {...text(key)}
      label={label}
      inputMode="numeric"
      maxLength={max}
      error={errors[key]}
      onBlur={() => onBoundBlur(key)}
      style={{ flex: 1 }}
    />
  );
  const common = { allowDeselect: false } as const;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCommit();
  };

  return (
    <Stack component="form" id={`${idPrefix}-form`} onSubmit={submit} gap="md" aria-label={tAdvanced('panelTitle')}>
      <Stack gap={4}>
        <Select
          id={`${idPrefix}-make`}
          label={tAdvanced('make')}
          data={makeData}
          value={filters.make}
          onChange={(value) => onCommit({ make: value ?? '' })}
          searchable
          {...common}
        />
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setShowAllMakes((v) => !v)}
          aria-expanded={showAllMakes}
          style={{ alignSelf: 'flex-start' }}
        >
          {showAllMakes ? tAdvanced('showLess') : tAdvanced('showMore')}
        </Button>
      </Stack>
      <TextInput
        {...text('model')}
        label={tAdvanced('model')}
        placeholder={tAdvanced('modelPlaceholder')}
        maxLength={100}
      />

      <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Text component="legend" size="sm" fw={500}>
          {tAdvanced('price')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {numberInput('minPrice', tAdvanced('from'), 11)}
          {numberInput('maxPrice', tAdvanced('to'), 11)}
        </Group>
      </fieldset>
      <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Text component="legend" size="sm" fw={500}>
          {tAdvanced('year')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {numberInput('minYear', tAdvanced('from'), 4)}
          {numberInput('maxYear', tAdvanced('to'), 4)}
        </Group>
      </fieldset>
      <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Text component="legend" size="sm" fw={500}>
          {tAdvanced('mileage')}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {numberInput('minMileage', tAdvanced('from'), 11)}
          {numberInput('maxMileage', tAdvanced('to'), 11)}
        </Group>
      </fieldset>

      <Select
        id={`${idPrefix}-fuel`}
        label={tAdvanced('fuel')}
        data={optionData(t, 'fuelType', all)}
        value={filters.fuelType}
        onChange={setOption('fuelType')}
        {...common}
      />
      <Select
        id={`${idPrefix}-transmission`}
        label={tAdvanced('transmission')}
        data={optionData(t, 'transmission', all)}
        value={filters.transmission}
        onChange={setOption('transmission')}
        {...common}
      />
      <Select
        id={`${idPrefix}-body`}
        label={tAdvanced('body')}
        data={[
          { value: '', label: all },
          ...BODY_CATEGORIES.map((value) => ({ value, label: t(`options.body.${value}`) })),
          // A category from a browse link that is no body type (luxury, classic, sports) stays visible.
          ...(filters.category && !(BODY_CATEGORIES as readonly string[]).includes(filters.category)
            ? [{ value: filters.category, label: t(`options.category.${filters.category}`) }]
            : []),
        ]}
        value={filters.category}
        onChange={setOption('category')}
        {...common}
      />
      <Select
        id={`${idPrefix}-condition`}
        label={tAdvanced('condition')}
        data={optionData(t, 'condition', all)}
        value={filters.condition}
        onChange={setOption('condition')}
        {...common}
      />
      <Checkbox
        id={`${idPrefix}-no-damage`}
        label={tAdvanced('noDamage')}
        checked={filters.hasDamage === false}
        onChange={(event) => onCommit({ hasDamage: event.currentTarget.checked ? false : null })}
      />
      <Checkbox
        id={`${idPrefix}-rar-certificate`}
        label={tAdvanced('rarCertificate')}
        description={tAdvanced('rarCertificateDescription')}
        checked={filters.hasRarCertificate}
        onChange={(event) => onCommit({ hasRarCertificate: event.currentTarget.checked })}
      />
      <Select
        id={`${idPrefix}-drivetrain`}
        label={tAdvanced('drivetrain')}
        data={optionData(t, 'drivetrain', all)}
        value={filters.drivetrain}
        onChange={setOption('drivetrain')}
        {...common}
      />
      <Select
        id={`${idPrefix}-color`}
        label={tAdvanced('color')}
        data={optionData(t, 'color', all)}
        value={filters.color}
        onChange={setOption('color')}
        {...common}
      />
      {/* Enter in a text field searches; the visible buttons sit in the results area. */}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </Stack>
  );
}
