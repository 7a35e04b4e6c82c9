import type { CreateListingInput, VehicleDto } from '@autolicit/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError, isUnauthorizedError } from '../../../lib/api-client';
import { VALIDATION_NS } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { createListing } from '../api/listing-api';
import { buildListingPayload } from '../lib/listing-form';
import { PhotoUploadError } from './use-photo-uploads';

export interface CreateListingVariables {
  listing: CreateListingInput;
  /** The photos' upload ids, cover first; waits for uploads still running. */
  collectImages: () => Promise<string[]>;
}

/**
 * Lists a vehicle (POST /api/vehicles, spec §4): waits for the photo uploads, posts the listing,
 * then shows the success toast and refreshes every vehicle list, the seller's "My Listings" and
 * the home counters.
 * Failures follow spec §8: a 401 ends the session with the listing text and a redirect; anything
 * else is an "Error" toast, with the server's reason when it gave one we can translate (a
 * rejected field, too many requests) and "Failed to create vehicle listing" otherwise.
 */
export function useCreateListing() {
  const { t, i18n } = useTranslation('listing');
  const queryClient = useQueryClient();

  const describeFailure = (error: unknown): string => {
    if (error instanceof PhotoUploadError) return t('photos.notUploaded', { count: error.failedCount });
    const key = isApiError(error) && error.status >= 400 && error.status < 500 ? error.body?.messageKey : undefined;
    if (key && i18n.exists(key, { ns: VALIDATION_NS })) return t(key, { ns: VALIDATION_NS, ...(isApiError(error) ? error.body?.messageParams : {}) });
    return t('notifications.createFailed');
  };

  return useMutation<VehicleDto, unknown, CreateListingVariables>({
    mutationFn: async ({ listing, collectImages }) => createListing(buildListingPayload(listing, await collectImages(), new Date())),
    onSuccess: (vehicle) => {
      notify({ color: 'green', title: t('notifications.successTitle'), message: t('notifications.successMessage') });
      // Not awaited: the dialog closes at once while the lists refetch behind it.
      void queryClient.invalidateQueries({ queryKey: ['vehicles'] });
      void queryClient.invalidateQueries({ queryKey: ['users', vehicle.sellerId, 'vehicles'] });
      // The home page's counters (active auctions, total vehicles) changed as well.
      void queryClient.invalidateQueries({ queryKey: ['stats'] });
    },
    onError: (error) => {
      if (isUnauthorizedError(error)) {
        handleUnauthorized('listing');
        return;
      }
      notify({ color: 'red', title: t('notifications.errorTitle'), message: describeFailure(error) });
    },
  });
}
