import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useFormFeedback } from '../../../lib/use-form-feedback';

/** The wizard's problem reporting: the shared form feedback with the 'professional' texts. */
export function useFieldFeedback<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  fieldOrder: readonly Path<T>[],
) {
  const feedback = useFormFeedback(form, fieldOrder, 'professional');
  return { ...feedback, translateFieldError: feedback.fieldError };
}
