import { type FieldErrors, type FieldValues, type Path, type UseFormReturn, get } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getErrorMessage, isApiError } from './api-client';
import { VALIDATION_NS } from './i18n';
import { notify } from './notify';

/**
 * How a form reports problems (spec §5, §8). Field errors hold shared message keys, turned into
 * text in the current language at render time so a language switch re-translates them.
 * `fieldOrder` is the on-screen order: the "Validation Error" toast names the topmost problem.
 * `namespace` is the feature's i18n namespace, which holds `common.validationErrorTitle` and the
 * titles and fallbacks passed to notifyFailure.
 */
export function useFormFeedback<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  fieldOrder: readonly Path<T>[],
  namespace: string,
) {
  const { t, i18n } = useTranslation(namespace);

  const translateKey = (key: string | undefined) => (key ? t(key, { ns: VALIDATION_NS }) : undefined);

  return {
    /** The message key of a field's error, subscribed to the form state. */
    errorKeyOf: (name: Path<T>): string | undefined => form.getFieldState(name, form.formState).error?.message,
    fieldError: (name: Path<T>): string | undefined =>
      translateKey(form.getFieldState(name, form.formState).error?.message),
    translateKey,

    notifyInvalid: (errors: FieldErrors<T>) => {
      const firstKey = fieldOrder
        .map((name) => (get(errors, name) as { message?: string } | undefined)?.message)
        .find(Boolean);
      notify({ color: 'red', title: t('common.validationErrorTitle'), message: translateKey(firstKey) });
    },

    /**
     * A failed call: the server's message in a toast, and on the field too when the server names
     * one of this form's fields, so the user sees where to correct it.
     */
    notifyFailure: (error: unknown, titleKey: string, fallbackKey: string) => {
      const body = isApiError(error) ? error.body : null;
      const field = fieldOrder.find((name) => name === body?.field);
      if (field && body?.messageKey && i18n.exists(body.messageKey, { ns: VALIDATION_NS })) {
        form.setError(field, { type: 'server', message: body.messageKey }, { shouldFocus: true });
      }
      notify({
        color: 'red',
        title: t(titleKey),
        message: getErrorMessage(error, i18n, `${namespace}:${fallbackKey}`),
      });
    },
  };
}
