import { z } from 'zod';
import { BUSINESS_TYPES, COUNTRIES, MONTHLY_VOLUMES, PRIMARY_MARKETS } from '../options';
import { emailField, msg, newPasswordField, textField } from './common.schema';
import { isValidCui } from './cui';
import { isValidVatFormat } from './vat';

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value.includes('://') ? value : `https://${value}`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
};

export const professionalVatStepSchema = z
  .object({
    vatNumber: z.string(msg('pro.vatMin')).trim().min(8, msg('pro.vatMin')).max(15, msg('pro.vatMax')),
    country: z.enum(COUNTRIES, msg('pro.countryRequired')),
  })
  .superRefine((step, ctx) => {
    if (!isValidVatFormat(step.vatNumber, step.country)) {
      ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: 'pro.vatFormat' });
    } else if (step.country === 'RO' && !isValidCui(step.vatNumber)) {
      // A Romanian VAT number is the company's CUI: its check digit must match.
      ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: 'cui.invalid' });
    }
  });

export function createProfessionalCompanyStepSchema(now: Date) {
  const currentYear = now.getUTCFullYear();
  return z.object({
    companyName: textField('pro.companyNameRequired', 2, 200),
    tradingName: z
      .string(msg('pro.tradingNameTooLong'))
      .trim()
      .max(200, msg('pro.tradingNameTooLong'))
      .nullish()
      .transform((v) => v || null),
    registrationNumber: textField('pro.registrationNumberRequired', 1, 50),
    yearEstablished: z
      .string(msg('pro.yearEstablishedInvalid'))
      .trim()
      .regex(/^\d{4}$/, msg('pro.yearEstablishedInvalid'))
      .refine((y) => Number(y) >= 1800 && Number(y) <= currentYear, msg('pro.yearEstablishedInvalid')),
    companyAddress: textField('pro.companyAddressRequired', 10, 300),
    city: textField('pro.cityRequired', 2, 100),
    postalCode: textField('pro.postalCodeRequired', 3, 20),
    website: z
      .string(msg('pro.websiteInvalid'))
      .trim()
      .max(200, msg('pro.websiteInvalid'))
      .refine((v) => v === '' || isHttpUrl(v), msg('pro.websiteInvalid'))
      .nullish()
      .transform((v) => (v ? (v.includes('://') ? v : `https://${v}`) : null)),
  });
}

export const professionalBusinessStepSchema = z.object({
  businessType: z.enum(BUSINESS_TYPES, msg('pro.businessTypeRequired')),
  primaryMarkets: z
    .array(z.enum(PRIMARY_MARKETS, msg('pro.primaryMarketsRequired')), msg('pro.primaryMarketsRequired'))
    .min(1, msg('pro.primaryMarketsRequired'))
    .transform((markets) => [...new Set(markets)]),
  monthlyVolume: z.enum(MONTHLY_VOLUMES, msg('pro.monthlyVolumeRequired')),
  businessDescription: textField('pro.businessDescriptionMin', 20, 2000),
});

export const professionalPersonalStepSchema = z
  .object({
    firstName: textField('pro.firstNameMin', 2, 100),
    lastName: textField('pro.lastNameMin', 2, 100),
    email: emailField('pro.emailInvalid'),
    phone: z
      .string(msg('pro.phoneInvalid'))
      .trim()
      .min(10, msg('pro.phoneInvalid'))
      .max(30, msg('pro.phoneInvalid'))
      .regex(/^\+?[\d\s().-]+$/, msg('pro.phoneInvalid')),
    position: textField('pro.positionRequired', 2, 100),
    password: newPasswordField(),
    confirmPassword: z.string(msg('password.confirmRequired')).min(8, msg('password.confirmRequired')),
    agreeTerms: z.literal(true, msg('pro.agreeTerms')),
    agreePrivacy: z.literal(true, msg('pro.agreePrivacy')),
  })
  .superRefine((step, ctx) => {
    if (step.password !== step.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'password.mismatch' });
    }
  });

/** The four wizard steps merged (POST /api/auth/register-professional); each step's rules apply. */
export function createProfessionalRegistrationSchema(now: Date) {
  const company = createProfessionalCompanyStepSchema(now);
  return z
    .object({})
    .passthrough()
    .transform((input, ctx) => {
      const steps = [
        professionalVatStepSchema,
        company,
        professionalBusinessStepSchema,
        professionalPersonalStepSchema,
      ] as const;
      const results = steps.map((step) => step.safeParse(input));
      for (const result of results) {
        if (!result.success) {
          for (const issue of result.error.issues)
            ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
          return z.NEVER;
        }
      }
      const [vat, companyData, business, personal] = results.map((r) => r.data) as [
        z.output<typeof professionalVatStepSchema>,
        z.output<typeof company>,
        z.output<typeof professionalBusinessStepSchema>,
        z.output<typeof professionalPersonalStepSchema>,
      ];
      const { confirmPassword: _confirm, agreeTerms: _terms, agreePrivacy: _privacy, ...person } = personal;
      return { ...vat, ...companyData, ...business, ...person };
    });
}
export type ProfessionalRegistrationInput = z.output<ReturnType<typeof createProfessionalRegistrationSchema>>;

/**
 * Step 1 as a form: the field rules of professionalVatStepSchema without its format check. The
 * wizard runs that check as the simulated 1 s VAT check (§4), whose failure is its own "VAT
 * Validation Failed" notice rather than one more field error.
 */
export const professionalVatFormSchema = z.object(professionalVatStepSchema.shape);
export type ProfessionalVatForm = z.output<typeof professionalVatFormSchema>;

const professionalPasswordPairSchema = z
  .object(professionalPersonalStepSchema.shape)
  .pick({ password: true, confirmPassword: true });

/**
 * Step 4 as a form: the rules and keys of professionalPersonalStepSchema, except that the passwords
 * are compared as soon as both pass their own rules. The step schema compares them only once every
 * other field is valid, which would show a form's errors in rounds.
 */
export const professionalPersonalFormSchema = z
  .object(professionalPersonalStepSchema.shape)
  .refine((step) => step.password === step.confirmPassword, {
    ...msg('password.mismatch'),
    path: ['confirmPassword'],
    when: (payload) => professionalPasswordPairSchema.safeParse(payload.value).success,
  });
export type ProfessionalPersonalForm = z.output<typeof professionalPersonalFormSchema>;
