import type { UserWithProfile } from '@autolicit/db';
import type { UserDto } from '@autolicit/shared';

/**
 * The account as the API shows it. Built field by field (never by spreading the row) so that a
 * new column such as a hash or a national id can never leak into a response by accident.
 */
export function toUserDto(user: UserWithProfile): UserDto {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    canSwitchRole: user.isAdmin,
    entityType: user.entityType,
    profileImageUrl: user.profileImageUrl,
    verificationStatus: user.verificationStatus,
    createdAt: user.createdAt.toISOString(),
  };
}
