import { Modal, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuthModalView, useShellModals } from '../../../lib/shell-modal-store';
import { ForgotPasswordForm } from './forgot-password-form';
import { FullRegisterForm } from './full-register-form';
import { LoginForm } from './login-form';

interface AuthModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The richer auth dialog (§2, §5): sign in, create an individual or company account, reset. */
export function AuthModal({ opened, onClose }: AuthModalProps) {
  const { t } = useTranslation('auth');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('authModal.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('help.close', { ns: 'translation' }) }}
      centered
    >
      <AuthModalContent onSignedIn={onClose} />
    </Modal>
  );
}

function AuthModalContent({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  // Read once: the intent says where this opening starts, later moves are this dialog's own.
  const [intent] = useState(() => useShellModals.getState().authIntent);
  const [view, setView] = useState<AuthModalView>(intent.view);

  if (view === 'reset') {
    return (
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('forgot.title')}
        </Title>
        <ForgotPasswordForm onBack={() => setView('sign-in')} />
      </Stack>
    );
  }

  return (
    <Tabs
      value={view}
      onChange={(next) => setView(next === 'create-account' ? 'create-account' : 'sign-in')}
      keepMounted={false}
    >
      <Tabs.List grow aria-label={t('authModal.tabsLabel')}>
        <Tabs.Tab value="sign-in">{t('authModal.signInTab')}</Tabs.Tab>
        <Tabs.Tab value="create-account">{t('authModal.createAccountTab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="sign-in" pt="md">
        <LoginForm onForgotPassword={() => setView('reset')} onSuccess={onSignedIn} />
      </Tabs.Panel>
      <Tabs.Panel value="create-account" pt="md">
        <FullRegisterForm prefill={intent.prefill} onSuccess={onSignedIn} />
      </Tabs.Panel>
    </Tabs>
  );
}
