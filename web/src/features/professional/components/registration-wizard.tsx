import { Stack, Stepper, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ProfessionalPersonalForm } from '@autolicit/shared';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { VALIDATION_NS } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import type { ProfessionalWizard } from '../hooks/use-professional-wizard';
import { useRegisterProfessional } from '../hooks/use-register-professional';
import { WIZARD_STEPS } from '../lib/wizard-steps';
import { BusinessStep } from './business-step';
import { CompanyStep } from './company-step';
import { PersonalStep } from './personal-step';
import { RegistrationComplete } from './registration-complete';
import { VatStep } from './vat-step';

interface RegistrationWizardProps {
  wizard: ProfessionalWizard;
  /** The account now exists and is signed in. */
  onRegistered: () => void;
  /** The user is done reading the completion view. */
  onContinue: () => void;
}

/** The four-step professional registration (§2, §4): VAT check, company, business, personal details. */
export function RegistrationWizard({ wizard, onRegistered, onContinue }: RegistrationWizardProps) {
  const { t, i18n } = useTranslation('professional');
  const theme = useMantineTheme();
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoints.xs})`);
  const register = useRegisterProfessional();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { active, serverError } = wizard;
  const shownStep = useRef(active);

  // After a step change the heading takes the focus: screen readers announce the new step and the
  // Tab key continues from the top of it. Not on opening, where the dialog places the focus.
  useEffect(() => {
    if (shownStep.current === active) return;
    shownStep.current = active;
    headingRef.current?.focus();
  }, [active]);

  const submit = (personal: ProfessionalPersonalForm) => {
    const request = wizard.buildRequest(personal);
    if (!request) return;
    register.mutate(request, {
      onSuccess: () => {
        wizard.finish();
        onRegistered();
      },
      onError: (error) => {
        const body = isApiError(error) ? error.body : null;
        if (body?.field && body.messageKey && i18n.exists(body.messageKey, { ns: VALIDATION_NS })) {
          wizard.showServerError(body.field, body.messageKey);
        }
        notify({
          color: 'red',
          title: t('register.failedTitle'),
          message: getErrorMessage(error, i18n, 'professional:register.failedFallback'),
        });
      },
    });
  };

  const renderStepContent = (index: number): ReactNode => {
    switch (WIZARD_STEPS[index]!.id) {
      case 'vat':
        return (
          <VatStep
            saved={wizard.drafts.vat}
            verified={wizard.verifiedVat}
            serverError={serverError}
            onLeave={(values) => wizard.saveDraft('vat', values)}
            onVerified={(values) => wizard.completeStep('vat', values)}
          />
        );
      case 'company':
        return (
          <CompanyStep
            saved={wizard.drafts.company}
            serverError={serverError}
            onLeave={(values) => wizard.saveDraft('company', values)}
            onBack={wizard.goBack}
            onNext={(details) => wizard.completeStep('company', details)}
          />
        );
      case 'business':
        return (
          <BusinessStep
            saved={wizard.drafts.business}
            serverError={serverError}
            onLeave={(values) => wizard.saveDraft('business', values)}
            onBack={wizard.goBack}
            onNext={(details) => wizard.completeStep('business', details)}
          />
        );
      case 'personal':
        return (
          <PersonalStep
            saved={wizard.drafts.personal}
            serverError={serverError}
            submitting={register.isPending}
            onLeave={(values) => wizard.saveDraft('personal', values)}
            onBack={wizard.goBack}
            onSubmit={submit}
          />
        );
    }
  };

  return (
    <Stepper
      active={active}
      onStepClick={register.isPending || wizard.isCompleted ? undefined : wizard.goToStep}
      allowNextStepsSelect={false}
      size="sm"
      iconSize={narrow ? 28 : undefined}
    >
      {WIZARD_STEPS.map((step, index) => {
        const name = t(`steps.${step.id}`);
        const short = t(`steps.short.${step.id}`);
        // A step's name must contain the words it shows: "Pasul 2, Firmă: Datele firmei".
        const shownInName = narrow || name.toLocaleLowerCase().includes(short.toLocaleLowerCase());
        return (
          <Stepper.Step
            key={step.id}
            // Short labels keep the four steps on one line; on phones the numbers alone fit, and
            // the heading below always names the step in full.
            label={narrow ? undefined : short}
            aria-label={
              shownInName
                ? t('steps.stepLabel', { current: index + 1, name })
                : t('steps.stepLabelShort', { current: index + 1, name, short })
            }
            // The number is drawn by CSS: as text it would run into the short label ("1TVA"), which
            // the step's name ("Pasul 1: Verificare TVA") would then not contain.
            icon={<span className="step-number" data-step={index + 1} />}
            aria-current={index === active ? 'step' : undefined}
          >
            <Stack gap="sm">
              <Title order={3} size="h5" ref={headingRef} tabIndex={-1}>
                {t('steps.progress', { current: index + 1, total: WIZARD_STEPS.length, name })}
              </Title>
              {renderStepContent(index)}
            </Stack>
          </Stepper.Step>
        );
      })}
      <Stepper.Completed>
        <RegistrationComplete email={register.data?.user.email} headingRef={headingRef} onContinue={onContinue} />
      </Stepper.Completed>
    </Stepper>
  );
}
