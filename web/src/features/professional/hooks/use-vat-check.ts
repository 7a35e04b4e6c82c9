import type { ProfessionalVatForm } from '@autolicit/shared';
import { useMutation } from '@tanstack/react-query';
import { verifyVatNumber } from '../api/professional-api';

/** The simulated VAT check of §4: resolves after 1 s with whether the number fits the country's format. */
export function useVatCheck() {
  return useMutation({ mutationFn: (input: ProfessionalVatForm) => verifyVatNumber(input) });
}
