import { Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { SELLER_TYPES } from '@autolicit/shared';
import { memo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ListingFormApi, useListingFieldErrors } from '../hooks/use-listing-form';

/** Who sells: an individual, or a business that also gives its name and CUI (for verification only). */
export const SellerFields = memo(function SellerFields({ listingForm }: { listingForm: ListingFormApi }) {
  const { t } = useTranslation('listing');
  const { form } = listingForm;
  const fieldError = useListingFieldErrors(listingForm);
  const sellerType = useWatch({ control: form.control, name: 'sellerType' });

  return (
    <Stack gap="sm">
      <Controller
        control={form.control}
        name="sellerType"
        render={({ field }) => (
          <Radio.Group
            label={t('fields.sellerType')}
            required
            value={field.value ?? 'individual'}
            onChange={field.onChange}
            error={fieldError('sellerType')}
          >
            <Group gap="lg" mt={6}>
              {SELLER_TYPES.map((type, index) => (
                <Radio
                  key={type}
                  value={type}
                  label={t(`options.sellerType.${type}`)}
                  ref={index === 0 ? field.ref : undefined}
                  onBlur={field.onBlur}
                />
              ))}
            </Group>
          </Radio.Group>
        )}
      />
      {sellerType === 'business' && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('fields.companyName')}
              required
              autoComplete="organization"
              error={fieldError('companyName')}
              {...form.register('companyName')}
            />
            <TextInput
              label={t('fields.companyCui')}
              required
              autoComplete="off"
              error={fieldError('companyCui')}
              {...form.register('companyCui')}
            />
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            {t('fields.companyNote')}
          </Text>
        </>
      )}
    </Stack>
  );
});
