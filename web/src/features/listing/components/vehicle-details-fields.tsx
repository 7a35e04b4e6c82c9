import { Autocomplete, Checkbox, NumberInput, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import {
  COLORS,
  DRIVETRAINS,
  FUEL_TYPES,
  TRANSMISSIONS,
  VEHICLE_CATEGORIES,
  VEHICLE_CONDITIONS,
  VIN_LENGTH,
} from '@autolicit/shared';
import { memo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ALL_MAKES } from '../../../lib/makes';
import { type ListingFormApi, useListingFieldErrors } from '../hooks/use-listing-form';
import { normalizeVinInput } from '../lib/listing-form';
import { VinCheck } from './vin-check';

/** The vehicle part of the listing form (spec §2): identity, state, equipment and description. */
export const VehicleDetailsFields = memo(function VehicleDetailsFields({
  listingForm,
}: {
  listingForm: ListingFormApi;
}) {
  const { t, i18n } = useTranslation('listing');
  const { form } = listingForm;
  const fieldError = useListingFieldErrors(listingForm);
  const { control } = form;
  const thousands = i18n.language === 'en' ? ',' : '.';

  const options = <T extends string>(group: string, values: readonly T[]) =>
    values.map((value) => ({ value, label: t(`options.${group}.${value}` as string) }));

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Controller
          control={control}
          name="make"
          render={({ field }) => (
            <Autocomplete
              label={t('fields.make')}
              placeholder={t('fields.makePlaceholder')}
              required
              data={ALL_MAKES as string[]}
              limit={12}
              autoComplete="off"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError('make')}
            />
          )}
        />
        <TextInput
          label={t('fields.model')}
          placeholder={t('fields.modelPlaceholder')}
          required
          autoComplete="off"
          error={fieldError('model')}
          {...form.register('model')}
        />
        <Controller
          control={control}
          name="year"
          render={({ field }) => (
            <NumberInput
              label={t('fields.year')}
              required
              // No min/max: Mantine would clamp on blur and hide the range message of §5.
              allowDecimal={false}
              allowNegative={false}
              hideControls
              value={field.value as number | string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError('year')}
            />
          )}
        />
        <Controller
          control={control}
          name="mileage"
          render={({ field }) => (
            <NumberInput
              label={t('fields.mileage')}
              required
              allowDecimal={false}
              allowNegative={false}
              thousandSeparator={thousands}
              decimalSeparator={thousands === '.' ? ',' : '.'}
              hideControls
              value={field.value as number | string}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError('mileage')}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="vin"
        render={({ field }) => (
          <TextInput
            label={t('fields.vin')}
            description={t('fields.vinDescription', { count: (field.value ?? '').length })}
            required
            maxLength={VIN_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(normalizeVinInput(event.currentTarget.value))}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldError('vin')}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.05em' } }}
          />
        )}
      />
      <VinCheck listingForm={listingForm} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Controller
          control={control}
          name="condition"
          render={({ field }) => (
            <Select
              label={t('fields.condition')}
              required
              data={options('condition', VEHICLE_CONDITIONS)}
              allowDeselect={false}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError('condition')}
            />
          )}
        />
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <Select
              label={t('fields.category')}
              placeholder={t('fields.notSpecified')}
              data={options('category', VEHICLE_CATEGORIES)}
              clearable
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError('category')}
            />
          )}
        />
        <Controller
          control={control}
          name="transmission"
          render={({ field }) => (
            <Select
              label={t('fields.transmission')}
              data={options('transmission', TRANSMISSIONS)}
              allowDeselect={false}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError('transmission')}
            />
          )}
        />
        <Controller
          control={control}
          name="drivetrain"
          render={({ field }) => (
            <Select
              label={t('fields.drivetrain')}
              data={options('drivetrain', DRIVETRAINS)}
              allowDeselect={false}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError('drivetrain')}
            />
          )}
        />
        <Controller
          control={control}
          name="fuelType"
          render={({ field }) => (
            <Select
              label={t('fields.fuelType')}
              placeholder={t('fields.notSpecified')}
              data={options('fuelType', FUEL_TYPES)}
              clearable
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError('fuelType')}
            />
          )}
        />
        <Controller
          control={control}
          name="color"
          render={({ field }) => (
            <Select
              label={t('fields.color')}
              placeholder={t('fields.notSpecified')}
              data={options('color', COLORS)}
              clearable
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError('color')}
            />
          )}
        />
      </SimpleGrid>
      <TextInput
        label={t('fields.location')}
        placeholder={t('fields.locationPlaceholder')}
        autoComplete="address-level2"
        error={fieldError('location')}
        {...form.register('location')}
      />
      <Checkbox
        label={t('fields.hasDamage')}
        description={t('fields.hasDamageDescription')}
        error={fieldError('hasDamage')}
        {...form.register('hasDamage')}
      />
      <Textarea
        label={t('fields.description')}
        placeholder={t('fields.descriptionPlaceholder')}
        // A fixed height the user can drag taller; autosize needs document.fonts, absent from jsdom.
        rows={4}
        resize="vertical"
        error={fieldError('description')}
        {...form.register('description')}
      />
    </Stack>
  );
});
