import { insertUser, type NewUserRow, type UserWithProfile } from '@autolicit/db';
import type { RegisterInput } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { ConflictError } from '../../platform/errors';
import { assertStrongPassword, hashPassword } from './password';

function toEntityColumns(input: RegisterInput): Partial<NewUserRow> {
  if (input.entityType === 'individual') {
    return { cnp: input.cnp, address: input.individualAddress, phone: input.individualPhone };
  }
  return {
    companyName: input.companyName,
    companyCui: input.cui,
    companyAddress: input.companyAddress,
    companyPhone: input.companyPhone,
    legalRepresentative: input.legalRepresentative,
    registrationNumber: input.registrationNumber,
  };
}

/**
 * Creates an ordinary account (role `user`, no admin rights) from the richer registration modal.
 * Only the listed columns are written, so a `role` or `isAdmin` smuggled into the body has no
 * effect. A guessable password is a 400; the password is stored only as an argon2id hash. A taken email (checked by the unique
 * index, so two concurrent sign-ups cannot both win) is a 409.
 */
export async function registerUser(ctx: AppContext, input: RegisterInput): Promise<UserWithProfile> {
  await assertStrongPassword(input.password, [
    input.email,
    input.firstName,
    input.lastName,
    input.entityType === 'company' ? input.companyName : null,
  ]);
  const user = await insertUser(ctx.db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName,
    role: 'user',
    isAdmin: false,
    entityType: input.entityType,
    ...toEntityColumns(input),
  });
  if (!user) throw new ConflictError('auth.emailTaken', {}, 'email');
  return { ...user, verificationStatus: null };
}
