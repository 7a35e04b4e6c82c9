import { Box, Button, Fieldset, Group, Loader, Modal, Stack, Text, TextInput, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { VALIDATION_NS } from '../../../lib/i18n';
import { useCreateListing } from '../hooks/use-create-listing';
import { useListingFieldErrors, useListingForm } from '../hooks/use-listing-form';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { LISTING_FIELD_ORDER } from '../lib/listing-form';
import { AuctionFields } from './auction-fields';
import { PhotoPicker } from './photo-picker';
import { SellerFields } from './seller-fields';
import { VehicleDetailsFields } from './vehicle-details-fields';

const SERVER_FIELDS: readonly string[] = [...LISTING_FIELD_ORDER, 'images'];

/**
 * The "List Your Vehicle" dialog (spec §2, §4, §5). Full screen on phones. Closing it with the
 * × or Escape keeps the draft and its photos for the next opening; Cancel discards them. On
 * success the form and photos are cleared and the dialog closes.
 */
export function ListVehicleModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('listing');
  const theme = useMantineTheme();
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`) ?? false;
  const listingForm = useListingForm();
  const { form, notifyInvalid, resetForm } = listingForm;
  const fieldError = useListingFieldErrors(listingForm);
  const uploads = usePhotoUploads();
  const createListing = useCreateListing();
  const busy = createListing.isPending;

  const discard = () => {
    resetForm();
    uploads.clear();
    createListing.reset();
    onClose();
  };

  const submit = form.handleSubmit((listing) => {
    createListing.mutate(
      { listing, collectImages: uploads.collectUploadIds },
      {
        onSuccess: () => {
          resetForm();
          uploads.clear();
          onClose();
        },
        onError: (error) => {
          // A rejected field goes on that field too, so the user sees where to correct it.
          const body = isApiError(error) ? error.body : null;
          const field = body?.field && SERVER_FIELDS.includes(body.field) ? (body.field as (typeof LISTING_FIELD_ORDER)[number] | 'images') : null;
          if (field && body?.messageKey && i18n.exists(body.messageKey, { ns: VALIDATION_NS })) {
            form.setError(field, { type: 'server', message: body.messageKey }, { shouldFocus: true });
          }
        },
      },
    );
  }, notifyInvalid);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('title')}
      size="xl"
      fullScreen={isPhone}
      radius={isPhone ? 0 : undefined}
      transitionProps={isPhone ? { transition: 'fade', duration: 150 } : undefined}
      closeButtonProps={{ 'aria-label': t('close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
          <Fieldset legend={t('sections.vehicle')} disabled={busy}>
            <VehicleDetailsFields listingForm={listingForm} />
          </Fieldset>
          <Fieldset legend={t('sections.auction')} disabled={busy}>
            <AuctionFields listingForm={listingForm} />
          </Fieldset>
          <Fieldset legend={t('sections.media')} disabled={busy}>
            <Stack gap="md">
              <PhotoPicker uploads={uploads} disabled={busy} error={fieldError('images')} />
              <TextInput
                label={t('fields.youtubeUrl')}
                placeholder={t('fields.youtubePlaceholder')}
                description={t('fields.youtubeDescription')}
                type="url"
                inputMode="url"
                autoComplete="url"
                error={fieldError('youtubeUrl')}
                {...form.register('youtubeUrl')}
              />
            </Stack>
          </Fieldset>
          <Fieldset legend={t('sections.seller')} disabled={busy}>
            <SellerFields listingForm={listingForm} />
          </Fieldset>
          <Box
            pos="sticky"
            bottom={0}
            py="sm"
            style={{ zIndex: 1, background: 'var(--mantine-color-body)', borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={discard} disabled={busy}>
                {t('actions.cancel')}
              </Button>
              {/* Not `loading`: its overlay would hide the "Creating..." label the spec asks for. */}
              <Button type="submit" disabled={busy} leftSection={busy ? <Loader size={14} color="currentColor" aria-hidden /> : undefined}>
                {busy ? t('actions.submitting') : t('actions.submit')}
              </Button>
            </Group>
          </Box>
        </Stack>
      </form>
    </Modal>
  );
}
