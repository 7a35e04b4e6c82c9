import { z } from 'zod';
import { ENTITY_TYPES, SWITCHABLE_ROLES } from '../options';
import { emailField, msg, newPasswordField, textField } from './common.schema';
import { isValidCnp } from './cnp';

export const loginInputSchema = z.object({
  email: emailField('auth.loginEmailInvalid'),
  password: z.string(msg('password.required')).min(1, msg('password.required')).max(200, msg('password.required')),
});
export type LoginInput = z.output<typeof loginInputSchema>;

const individualFields = {
  firstName: textField('auth.firstNameMin', 2, 100),
  lastName: textField('auth.lastNameMin', 2, 100),
  cnp: z.string(msg('auth.cnpLength')).trim().regex(/^\d{13}$/, msg('auth.cnpLength')).refine(isValidCnp, msg('auth.cnpInvalid')),
  individualAddress: textField('auth.addressMin', 5, 300),
  individualPhone: textField('auth.phoneMin', 10, 30),
};

const companyFields = {
  companyName: textField('auth.companyNameMin', 2, 200),
  cui: textField('auth.cuiMin', 8, 20),
  companyAddress: textField('auth.companyAddressMin', 5, 300),
  companyPhone: textField('auth.companyPhoneMin', 10, 30),
  legalRepresentative: textField('auth.legalRepresentativeMin', 3, 200),
  registrationNumber: textField('auth.registrationNumberMin', 8, 50),
};

const individualSchema = z.object(individualFields);
const companySchema = z.object(companyFields);

/** A missing entity field gets the modal's catch-all message; a present but wrong one its own. */
function reportEntityIssue(input: Record<string, unknown>, issues: z.core.$ZodIssue[], ctx: z.RefinementCtx) {
  const missing = issues.find((issue) => input[String(issue.path[0])] === undefined);
  const issue = missing ?? issues[0]!;
  ctx.addIssue({ code: 'custom', path: issue.path, message: missing ? 'auth.entityFieldsRequired' : issue.message });
}

/**
 * POST /api/auth/register with the rules of the richer auth modal (§5). Names are required for
 * both entity types because every account shows a name; the entity's own fields are checked by
 * the variant. confirmPassword is checked when sent (the simple modal does not send it).
 */
export const registerInputSchema = z
  .object({
    email: emailField('auth.emailInvalid'),
    password: newPasswordField(),
    confirmPassword: z.string(msg('password.confirmRequired')).optional(),
    entityType: z.enum(ENTITY_TYPES, msg('auth.entityTypeRequired')),
    firstName: textField('auth.firstNameMin', 2, 100),
    lastName: textField('auth.lastNameMin', 2, 100),
  })
  .passthrough()
  .superRefine((input, ctx) => {
    if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'password.mismatch' });
    }
  })
  .transform((input, ctx) => {
    const base = { email: input.email, password: input.password, firstName: input.firstName, lastName: input.lastName };
    if (input.entityType === 'individual') {
      const variant = individualSchema.safeParse(input);
      if (variant.success) return { ...base, ...variant.data, entityType: 'individual' as const };
      reportEntityIssue(input, variant.error.issues, ctx);
      return z.NEVER;
    }
    const variant = companySchema.safeParse(input);
    if (variant.success) return { ...base, ...variant.data, entityType: 'company' as const };
    reportEntityIssue(input, variant.error.issues, ctx);
    return z.NEVER;
  });
export type RegisterInput = z.output<typeof registerInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailField('auth.loginEmailInvalid') });
export type ForgotPasswordInput = z.output<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z.object({
  token: z.string(msg('auth.resetTokenRequired')).trim().min(1, msg('auth.resetTokenRequired')).max(200, msg('auth.resetTokenInvalid')),
  password: newPasswordField(),
  confirmPassword: z.string(msg('password.confirmRequired')).optional(),
}).superRefine((input, ctx) => {
  if (input.confirmPassword !== undefined && input.confirmPassword !== input.password) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'password.mismatch' });
  }
});
export type ResetPasswordInput = z.output<typeof resetPasswordInputSchema>;

/** The reset page's form (§2): the new password twice; the token comes from the link. */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordField(),
    confirmPassword: z.string(msg('password.confirmRequired')).min(1, msg('password.confirmRequired')),
  })
  .superRefine((form, ctx) => {
    if (form.confirmPassword && form.password !== form.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'password.mismatch' });
    }
  });
export type ResetPasswordForm = z.output<typeof resetPasswordFormSchema>;

export const switchRoleInputSchema = z.object({ role: z.enum(SWITCHABLE_ROLES, msg('auth.roleInvalid')) });
export type SwitchRoleInput = z.output<typeof switchRoleInputSchema>;
