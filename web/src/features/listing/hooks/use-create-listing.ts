import type { CreateListingInput, VehicleDto } from '@autolicit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction, i18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isApiError, isUnauthorizedError } from '../../../lib/api-client';
import { VALIDATION_NS } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import type { RarCertificateFields } from '../../../lib/rar-certificate-api';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { createListing } from '../api/listing-api';
import { buildListingPayload } from '../lib/listing-form';
import { PhotoUploadError } from './use-photo-uploads';

export interface CreateListingVariables {
  listing: CreateListingInput;
  /** The photos' upload ids, cover first; waits for uploads still running. */
  collectImages: () => Promise<string[]>;
  /** The optional RAR certificate (its PDF uploaded first), or null. */
  collectRarCertificate?: () => Promise<RarCertificateFields | null>;
}

/**
 * Lists a vehicle (POST /api/vehicles, spec §4): waits for the photo uploads, posts the listing,
 * then shows the success toast (the dialog has closed by then) and refreshes every vehicle list,
 * the seller's "My Listings" and the home counters.
 * A 401 ends the session with the listing text and a redirect (spec §8). Any other failure is left
 * to the dialog, which shows it inside itself (see describeListingFailure): a toast would sit over
 * its Cancel / List Vehicle buttons while the user corrects the form.
 */
export function useCreateListing() {
  const { t } = useTranslation('listing');
  const queryClient = useQueryClient();

  return useMutation<VehicleDto, unknown, CreateListingVariables>({
    mutationFn: async ({ listing, collectImages, collectRarCertificate }) => {
      const images = await collectImages();
      const rarCertificate = (await collectRarCertificate?.()) ?? null;
      return createListing({
        ...buildListingPayload(listing, images, new Date()),
        ...(rarCertificate && { rarCertificate }),
      });
    },
    onSuccess: (vehicle) => {
      notify({ color: 'green', title: t('notifications.successTitle'), message: t('notifications.successMessage') });
      // Not awaited: the dialog closes at once while the lists refetch behind it.
      void queryClient.invalidateQueries({ queryKey: ['vehicles'] });
      void queryClient.invalidateQueries({ queryKey: ['users', vehicle.sellerId, 'vehicles'] });
      // The home page's counters (active auctions, total vehicles) changed as well.
      void queryClient.invalidateQueries({ queryKey: ['stats'] });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) handleUnauthorized('listing');
    },
  });
}

/**
 * The text of a failed listing (spec §8 "Error"): the server's reason when it gave one we can
 * translate (a rejected field, too many requests), the photos that did not upload, and "Failed to
 * create vehicle listing" otherwise. Null for a 401, which the session-end flow reports.
 */
export function describeListingFailure(error: unknown, t: TFunction<'listing'>, i18n: i18n): string | null {
  if (isUnauthorizedError(error)) return null;
  if (error instanceof PhotoUploadError) return t('photos.notUploaded', { count: error.failedCount });
  const key = isApiError(error) && error.status >= 400 && error.status < 500 ? error.body?.messageKey : undefined;
  if (key && i18n.exists(key, { ns: VALIDATION_NS }))
    return t(key, { ns: VALIDATION_NS, ...(isApiError(error) ? error.body?.messageParams : {}) });
  return t('notifications.createFailed');
}
