/**
 * The wizard's steps in order (spec §4) and each step's fields in on-screen order: the order picks
 * the message of the "Validation Error" notice, and a field named by the server leads to its step.
 */
export const WIZARD_STEPS = [
  { id: 'vat', fields: ['country', 'vatNumber'] },
  {
    id: 'company',
    fields: [
      'companyName',
      'tradingName',
      'registrationNumber',
      'yearEstablished',
      'companyAddress',
      'city',
      'postalCode',
      'website',
    ],
  },
  { id: 'business', fields: ['businessType', 'primaryMarkets', 'monthlyVolume', 'businessDescription'] },
  {
    id: 'personal',
    fields: [
      'firstName',
      'lastName',
      'email',
      'phone',
      'position',
      'password',
      'confirmPassword',
      'agreeTerms',
      'agreePrivacy',
    ],
  },
] as const;

export type WizardStepId = (typeof WIZARD_STEPS)[number]['id'];
export type WizardField = (typeof WIZARD_STEPS)[number]['fields'][number];

/** The index of the step holding a field, or -1 for a name that is none of the wizard's fields. */
export function findStepOfField(field: string): number {
  return WIZARD_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
}
