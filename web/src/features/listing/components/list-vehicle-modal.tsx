import {
  Alert,
  Anchor,
  Box,
  Button,
  Fieldset,
  Group,
  List,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { VALIDATION_NS } from '../../../lib/i18n';
import { describeListingFailure, useCreateListing } from '../hooks/use-create-listing';
import { listListingErrors, useListingFieldErrors, useListingForm } from '../hooks/use-listing-form';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { LISTING_FIELD_ORDER } from '../lib/listing-form';
import { AuctionFields } from './auction-fields';
import { PhotoPicker } from './photo-picker';
import { SellerFields } from './seller-fields';
import { RarCertificateFields } from './rar-certificate-fields';
import { useRarCertificateDraft } from '../hooks/use-rar-certificate-draft';
import { VehicleDetailsFields } from './vehicle-details-fields';

const SERVER_FIELDS: readonly string[] = [...LISTING_FIELD_ORDER, 'images'];

/**
 * The "List Your Vehicle" dialog (spec §2, §4, §5). Full screen on phones. Closing it with the
 * × or Escape keeps the draft and its photos for the next opening; Cancel discards them. On
 * success the form and photos are cleared and the dialog closes.
 *
 * Its problems are shown inside it, never as toasts: a toast (bottom right on desktop, top on
 * phones) sat over the Cancel / List Vehicle buttons for 5 s, catching the clicks meant for them.
 * A refused submit shows the spec's "Validation Error" listing every message at the top of the form
 * (announced to screen readers; each one moves focus to its field) and focuses the first invalid field; a failed one shows
 * "Error" there and focuses it. Refused photos are listed beside the photos (PhotoPicker).
 */
export function ListVehicleModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('listing');
  const theme = useMantineTheme();
  const isPhone = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`) ?? false;
  const listingForm = useListingForm();
  const { form, resetForm } = listingForm;
  const fieldError = useListingFieldErrors(listingForm);
  const uploads = usePhotoUploads();
  const rarCertificate = useRarCertificateDraft();
  const createListing = useCreateListing();
  const busy = createListing.isPending;
  // A submit was refused: from then on the notice follows the fields (it lists the problems left
  // and goes once all are corrected).
  const [refused, setRefused] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  // Where focus goes after a failed request: run once the fields are enabled again (they are
  // disabled while it is on its way, and a disabled field cannot take focus).
  const pendingFocus = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (busy || !pendingFocus.current) return;
    const focus = pendingFocus.current;
    pendingFocus.current = null;
    focus();
  });
  const failure = createListing.isError ? describeListingFailure(createListing.error, t, i18n) : null;
  const problems = refused && !failure ? listListingErrors(fieldError) : [];

  const discard = () => {
    resetForm();
    uploads.clear();
    rarCertificate.reset();
    createListing.reset();
    setRefused(false);
    onClose();
  };

  const submit = form.handleSubmit(
    (listing) => {
      setRefused(false);
      if (!rarCertificate.validate(new Date())) return;
      createListing.mutate(
        { listing, collectImages: uploads.collectUploadIds, collectRarCertificate: rarCertificate.collect },
        {
          onSuccess: () => {
            resetForm();
            uploads.clear();
            rarCertificate.reset();
            onClose();
          },
          onError: (error) => {
            // A rejected field goes on that field too, and gets the focus, so the user sees where to correct it.
            const body = isApiError(error) ? error.body : null;
            const field =
              body?.field && SERVER_FIELDS.includes(body.field)
                ? (body.field as (typeof LISTING_FIELD_ORDER)[number] | 'images')
                : null;
            if (field && body?.messageKey && i18n.exists(body.messageKey, { ns: VALIDATION_NS })) {
              form.setError(field, { type: 'server', message: body.messageKey });
              // The photos have no input of their own: their message is in the notice.
              pendingFocus.current = field === 'images' ? () => noticeRef.current?.focus() : () => form.setFocus(field);
              return;
            }
            // Otherwise the notice itself, which may be scrolled out of view above the buttons.
            pendingFocus.current = () => noticeRef.current?.focus();
          },
        },
      );
    },
    // react-hook-form has already focused the first invalid field (shouldFocusError). An older
    // request failure gives way: the notice is about what is wrong now.
    () => {
      createListing.reset();
      setRefused(true);
    },
  );

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
          {(problems.length > 0 || failure) && (
            <Alert
              ref={noticeRef}
              tabIndex={-1}
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertCircle aria-hidden />}
              title={failure ? t('notifications.errorTitle') : t('notifications.validationErrorTitle')}
              data-testid="listing-form-problem"
            >
              {failure ?? (
                <List size="sm" spacing={2} data-testid="listing-form-problems">
                  {problems.map(({ field, message }) => (
                    <List.Item key={field}>
                      {/* The photos have no input of their own to move to. */}
                      {field === 'images' ? (
                        message
                      ) : (
                        <Anchor
                          component="button"
                          type="button"
                          size="sm"
                          c="inherit"
                          td="underline"
                          ta="left"
                          onClick={() => form.setFocus(field)}
                        >
                          {message}
                        </Anchor>
                      )}
                    </List.Item>
                  ))}
                </List>
              )}
            </Alert>
          )}
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
          <RarCertificateFields draft={rarCertificate} auctionDays={form.watch('auctionDays')} disabled={busy} />
          <Fieldset legend={t('sections.seller')} disabled={busy}>
            <SellerFields listingForm={listingForm} />
          </Fieldset>
          <Box
            pos="sticky"
            bottom={0}
            py="sm"
            style={{
              zIndex: 1,
              background: 'var(--mantine-color-body)',
              borderTop: '1px solid var(--mantine-color-default-border)',
            }}
          >
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={discard} disabled={busy}>
                {t('actions.cancel')}
              </Button>
              {/* Not `loading`: its overlay would hide the "Creating..." label the spec asks for. */}
              <Button
                type="submit"
                disabled={busy}
                leftSection={busy ? <Loader size={14} color="currentColor" aria-hidden /> : undefined}
              >
                {busy ? t('actions.submitting') : t('actions.submit')}
              </Button>
            </Group>
          </Box>
        </Stack>
      </form>
    </Modal>
  );
}
