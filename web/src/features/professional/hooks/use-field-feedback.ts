import { type FieldErrors, type FieldValues, type Path, type UseFormReturn, get } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { VALIDATION_NS } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';

/**
 * How this feature's forms report problems (§5, §8). Field errors hold shared message keys and are
 * translated at render time, so switching the language re-translates them. `fieldOrder` is the
 * on-screen order: the "Validation Error" notice names the topmost problem.
 */
export function useFieldFeedback<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, fieldOrder: readonly Path<T>[]) {
  const { t, i18n } = useTranslation('professional');
  const translateKey = (key: string | undefined) => (key ? t(key, { ns: VALIDATION_NS }) : undefined);

  return {
    translateFieldError: (name: Path<T>): string | undefined => translateKey(form.getFieldState(name, form.formState).error?.message),

    notifyInvalid: (errors: FieldErrors<T>) => {
      const firstKey = fieldOrder.map((name) => (get(errors, name) as { message?: string } | undefined)?.message).find(Boolean);
      notify({ color: 'red', title: t('common.validationErrorTitle'), message: translateKey(firstKey) });
    },

    /** A failed call: the server's message in a notice, and on the field too when it names one of this form's. */
    notifyFailure: (error: unknown, titleKey: string, fallbackKey: string) => {
      const body = isApiError(error) ? error.body : null;
      const field = fieldOrder.find((name) => name === body?.field);
      if (field && body?.messageKey && i18n.exists(body.messageKey, { ns: VALIDATION_NS })) {
        form.setError(field, { type: 'server', message: body.messageKey }, { shouldFocus: true });
      }
      notify({ color: 'red', title: t(titleKey), message: getErrorMessage(error, i18n, `professional:${fallbackKey}`) });
    },
  };
}
