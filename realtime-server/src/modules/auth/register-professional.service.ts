import { insertProfessionalProfile, insertUser, type UserWithProfile } from '@autolicit/db';
import type { ProfessionalRegistrationInput } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { ConflictError } from '../../platform/errors';
import { assertStrongPassword, hashPassword } from './password';

/**
 * Creates a dealer account and its professional profile together: both rows or neither, so there
 * is never a dealer without a profile. The profile starts as `pending`; only the verification
 * team changes that. A taken email is a 409 and writes nothing.
 */
export async function registerProfessional(
  ctx: AppContext,
  input: ProfessionalRegistrationInput,
): Promise<UserWithProfile> {
  await assertStrongPassword(input.password, [input.email, input.firstName, input.lastName, input.companyName]);
  // Hashed before the transaction so a slow hash never holds a database connection.
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      role: 'dealer',
      isAdmin: false,
      entityType: 'company',
      companyName: input.companyName,
      companyAddress: input.companyAddress,
      companyPhone: input.phone,
      phone: input.phone,
      registrationNumber: input.registrationNumber,
    });
    if (!user) throw new ConflictError('auth.emailTaken', {}, 'email');
    await insertProfessionalProfile(tx, {
      userId: user.id,
      vatNumber: input.vatNumber,
      country: input.country,
      companyName: input.companyName,
      tradingName: input.tradingName,
      registrationNumber: input.registrationNumber,
      yearEstablished: input.yearEstablished,
      companyAddress: input.companyAddress,
      city: input.city,
      postalCode: input.postalCode,
      website: input.website,
      businessType: input.businessType,
      primaryMarkets: input.primaryMarkets,
      monthlyVolume: input.monthlyVolume,
      businessDescription: input.businessDescription,
      phone: input.phone,
      position: input.position,
      verificationStatus: 'pending',
    });
    return { ...user, verificationStatus: 'pending' as const };
  });
}
