import { Anchor, Divider, Modal, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellModals } from '../../../lib/shell-modal-store';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { SimpleRegisterForm } from './simple-register-form';

type EmailAuthView = 'login' | 'register' | 'forgot';

interface EmailAuthModalProps {
  opened: boolean;
  onClose: () => void;
}

/** The header's "Email Login" dialog (§2, §5): tabs Login and Register, plus forgot password. */
export function EmailAuthModal({ opened, onClose }: EmailAuthModalProps) {
  const { t } = useTranslation('auth');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('emailModal.title')}
      closeButtonProps={{ 'aria-label': t('help.close', { ns: 'translation' }) }}
      centered
    >
      {/* Inside the modal so it unmounts on close: every opening starts on a clean Login tab. */}
      <EmailAuthContent onSignedIn={onClose} />
    </Modal>
  );
}

function EmailAuthContent({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const openAuthModal = useShellModals((s) => s.openAuthModal);
  const [view, setView] = useState<EmailAuthView>('login');

  if (view === 'forgot') {
    return (
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('forgot.title')}
        </Title>
        <ForgotPasswordForm onBack={() => setView('login')} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {/* keepMounted off: both tabs have Email/Password inputs, and hidden duplicates confuse autofill. */}
      <Tabs value={view} onChange={(next) => setView(next === 'register' ? 'register' : 'login')} keepMounted={false}>
        <Tabs.List grow aria-label={t('emailModal.tabsLabel')}>
          <Tabs.Tab value="login">{t('emailModal.loginTab')}</Tabs.Tab>
          <Tabs.Tab value="register">{t('emailModal.registerTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login" pt="md">
          <LoginForm onForgotPassword={() => setView('forgot')} onSuccess={onSignedIn} />
        </Tabs.Panel>
        <Tabs.Panel value="register" pt="md">
          <SimpleRegisterForm
            onSuccess={onSignedIn}
            onContinueFullRegistration={(prefill) => openAuthModal({ view: 'create-account', prefill })}
          />
        </Tabs.Panel>
      </Tabs>
      <Divider />
      <Anchor
        component="button"
        type="button"
        size="sm"
        ta="center"
        onClick={() => openAuthModal({ view: 'create-account' })}
      >
        {t('emailModal.moreOptions')}
      </Anchor>
    </Stack>
  );
}
