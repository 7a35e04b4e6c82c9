import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's PasswordInput with what it leaves out: `aria-invalid` on the input when there is an
 * error (TextInput sets it, PasswordInput does not) and a translated show/hide button label.
 */
export function PasswordField({ ref, error, ...props }: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation('auth');
  return (
    <PasswordInput
      ref={ref}
      error={error}
      aria-invalid={error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': t('common.togglePasswordVisibility') }}
      {...props}
    />
  );
}
