import type {
  ProfessionalPersonalForm,
  ProfessionalVatForm,
  createProfessionalCompanyStepSchema,
  professionalBusinessStepSchema,
  professionalPersonalFormSchema,
  professionalVatFormSchema,
} from '@autolicit/shared';
import { useCallback, useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import type {
  ProfessionalBusinessDetails,
  ProfessionalCompanyDetails,
  ProfessionalRegistrationRequest,
} from '../api/professional-api';
import { WIZARD_STEPS, type WizardStepId, findStepOfField } from '../lib/wizard-steps';

export type VatStepValues = z.input<typeof professionalVatFormSchema>;
export type CompanyStepValues = z.input<ReturnType<typeof createProfessionalCompanyStepSchema>>;
export type BusinessStepValues = z.input<typeof professionalBusinessStepSchema>;
export type PersonalStepValues = z.input<typeof professionalPersonalFormSchema>;

/** What each step holds as typed (kept when the user leaves the step, valid or not). */
export interface StepDrafts {
  vat?: DefaultValues<VatStepValues>;
  company?: DefaultValues<CompanyStepValues>;
  business?: DefaultValues<BusinessStepValues>;
  personal?: DefaultValues<PersonalStepValues>;
}

/** What each earlier step gave when its Next passed; the request is built from these. */
interface StepOutputs {
  vat?: ProfessionalVatForm;
  company?: ProfessionalCompanyDetails;
  business?: ProfessionalBusinessDetails;
}

/** A field the server refused, shown on its step. */
export interface ServerFieldError {
  field: string;
  messageKey: string;
}

const COMPLETED = WIZARD_STEPS.length;

function findStepIndex(id: WizardStepId): number {
  return WIZARD_STEPS.findIndex((step) => step.id === id);
}

/**
 * The state of the registration wizard (§4): the active step, what every step holds, and what the
 * passed steps gave. Steps move forward only through their own Next (each validates only its own
 * fields), back one at a time or to any passed step, and never lose what was typed.
 */
export function useProfessionalWizard() {
  const [active, setActive] = useState(0);
  const [drafts, setDrafts] = useState<StepDrafts>({});
  const [outputs, setOutputs] = useState<StepOutputs>({});
  const [serverError, setServerError] = useState<ServerFieldError | null>(null);

  const saveDraft = useCallback(<K extends keyof StepDrafts>(id: K, values: StepDrafts[K]) => {
    setDrafts((current) => ({ ...current, [id]: values }));
  }, []);

  const completeStep = useCallback(<K extends keyof StepOutputs>(id: K, output: NonNullable<StepOutputs[K]>) => {
    setOutputs((current) => ({ ...current, [id]: output }));
    setServerError(null);
    setActive(findStepIndex(id) + 1);
  }, []);

  const goBack = useCallback(() => setActive((current) => Math.max(0, current - 1)), []);

  /** Only passed steps can be jumped to: later ones have not been validated yet. */
  const goToStep = useCallback((step: number) => setActive((current) => (step < current ? step : current)), []);

  /** The request body once the last step is valid, or null if an earlier step has not passed. */
  const buildRequest = useCallback(
    (personal: ProfessionalPersonalForm): ProfessionalRegistrationRequest | null => {
      const { vat, company, business } = outputs;
      if (!vat || !company || !business) return null;
      return { ...vat, ...company, ...business, ...personal };
    },
    [outputs],
  );

  const finish = useCallback(() => {
    setServerError(null);
    setActive(COMPLETED);
  }, []);

  /** Shows a refused field on its own step; returns false when the field is none of the wizard's. */
  const showServerError = useCallback((field: string, messageKey: string): boolean => {
    const step = findStepOfField(field);
    if (step < 0) return false;
    setServerError({ field, messageKey });
    setActive(step);
    return true;
  }, []);

  return {
    active,
    isCompleted: active === COMPLETED,
    drafts,
    verifiedVat: outputs.vat,
    serverError,
    saveDraft,
    completeStep,
    goBack,
    goToStep,
    buildRequest,
    finish,
    showServerError,
  };
}

export type ProfessionalWizard = ReturnType<typeof useProfessionalWizard>;
