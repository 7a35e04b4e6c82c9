import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useFormFeedback as useSharedFormFeedback } from '../../../lib/use-form-feedback';

/** The auth forms' problem reporting: the shared form feedback with the 'auth' texts. */
export function useFormFeedback<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  fieldOrder: readonly Path<T>[],
) {
  return useSharedFormFeedback(form, fieldOrder, 'auth');
}
