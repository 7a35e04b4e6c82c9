import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateListingInput, findIllegalVinCharacters, formatVinCharacterList } from '@autolicit/shared';
import { useMemo, useState } from 'react';
import { get, useForm, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VALIDATION_NS } from '../../../lib/i18n';
import {
  LISTING_FIELD_ORDER,
  type ListingFormField,
  type ListingFormValues,
  createListingDefaults,
  createListingFormSchema,
  listingMessageParams,
} from '../lib/listing-form';

/**
 * The listing form (react-hook-form) validated by the shared listing schema, with the spec §3
 * defaults. Errors hold shared message keys, translated at render time so a language switch
 * re-translates them; `resetForm` starts a fresh listing (empty fields). The returned
 * object is stable across renders, so memoised sections skip the dialog's re-renders (upload
 * progress) and follow their own fields through useListingFieldErrors.
 */
export function useListingForm() {
  const { t } = useTranslation('listing');
  // The year bound (next calendar year) is taken when the dialog is first used.
  const [now] = useState(() => new Date());
  const schema = useMemo(() => createListingFormSchema(now), [now]);
  const params = useMemo(() => listingMessageParams(now), [now]);
  const form = useForm<ListingFormValues, unknown, CreateListingInput>({
    resolver: zodResolver(schema),
    defaultValues: createListingDefaults(),
  });

  return useMemo(() => {
    const translateKey = (key: string | undefined): string | undefined => {
      if (!key) return undefined;
      // Form errors keep only the key; the characters a VIN message names come from the field itself.
      const characters =
        key === 'listing.vinIllegalCharacters'
          ? formatVinCharacterList(findIllegalVinCharacters(form.getValues('vin') ?? ''))
          : undefined;
      return t(key, { ns: VALIDATION_NS, ...params, characters });
    };
    return {
      form,
      translateKey,
      resetForm: () => form.reset(createListingDefaults()),
    };
  }, [form, t, params]);
}

export type ListingFormApi = ReturnType<typeof useListingForm>;

/**
 * The translated error of each listing field, for the component calling it: it subscribes that
 * component to the form's errors only, so it re-renders when they change and not on every key.
 */
export function useListingFieldErrors({ form, translateKey }: ListingFormApi) {
  const { errors } = useFormState({ control: form.control });
  return (name: ListingFormField | 'images'): string | undefined =>
    translateKey((get(errors, name) as { message?: string } | undefined)?.message);
}

/** The photos (a message only the server gives) sit between the auction fields and the video link. */
const ON_SCREEN_ORDER: readonly (ListingFormField | 'images')[] = LISTING_FIELD_ORDER.flatMap((name) =>
  name === 'youtubeUrl' ? ['images' as const, name] : [name],
);

/**
 * Every problem on screen, top to bottom, translated (spec §5's "Validation Error" notice lists them
 * all: naming only the first hid the other three); empty once every field is valid again.
 */
export function listListingErrors(
  fieldError: (name: ListingFormField | 'images') => string | undefined,
): { field: ListingFormField | 'images'; message: string }[] {
  return ON_SCREEN_ORDER.flatMap((field) => {
    const message = fieldError(field);
    return message ? [{ field, message }] : [];
  });
}
