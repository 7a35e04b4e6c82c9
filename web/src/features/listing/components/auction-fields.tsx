import { NumberInput, Radio, SimpleGrid, Stack } from '@mantine/core';
import { AUCTION_DAY_CHOICES } from '@autolicit/shared';
import { memo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ListingFormValues } from '../lib/listing-form';
import { type ListingFormApi, useListingFieldErrors } from '../hooks/use-listing-form';

type MoneyField = Extract<keyof ListingFormValues, 'startingBid' | 'buyNowPrice' | 'reservePrice'>;

/** The auction part of the listing form: the three prices and the 2- or 4-day duration. */
export const AuctionFields = memo(function AuctionFields({ listingForm }: { listingForm: ListingFormApi }) {
  const { t } = useTranslation('listing');
  const { form } = listingForm;
  const fieldError = useListingFieldErrors(listingForm);

  const moneyInput = (name: MoneyField, label: string, description: string, required = false) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={description}
          // The hint under the input: hints of different lengths above it set the three prices at different heights.
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required={required}
          // Whole euros in the Romanian format in both languages, like every price (spec §9).
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          hideControls
          value={(field.value ?? '') as number | string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldError(name)}
        />
      )}
    />
  );

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {moneyInput('startingBid', t('fields.startingBid'), t('fields.startingBidDescription'), true)}
        {moneyInput('buyNowPrice', t('fields.buyNowPrice'), t('fields.buyNowDescription'))}
        {moneyInput('reservePrice', t('fields.reservePrice'), t('fields.reserveDescription'))}
      </SimpleGrid>
      <Controller
        control={form.control}
        name="auctionDays"
        render={({ field }) => (
          <Radio.Group
            label={t('fields.auctionDays')}
            required
            value={String(field.value ?? '')}
            onChange={field.onChange}
            error={fieldError('auctionDays')}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt={6}>
              {AUCTION_DAY_CHOICES.map((days, index) => (
                <Radio
                  key={days}
                  value={days}
                  label={t(`auctionDurations.${days}`, { ns: 'translation' })}
                  ref={index === 0 ? field.ref : undefined}
                  onBlur={field.onBlur}
                />
              ))}
            </SimpleGrid>
          </Radio.Group>
        )}
      />
    </Stack>
  );
});
