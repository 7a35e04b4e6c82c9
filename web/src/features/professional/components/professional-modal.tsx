import { Anchor, Divider, Modal, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadPage } from '../../../lib/reload-page';
import { useProfessionalWizard } from '../hooks/use-professional-wizard';
import { ProfessionalLoginForm } from './professional-login-form';
import { RegistrationWizard } from './registration-wizard';

type ProfessionalView = 'register' | 'login';

interface ProfessionalModalProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The header's "Professional" dialog (§2): the four-step registration wizard, and the professional
 * login view, each with a link to the other. Full screen on phones.
 */
export function ProfessionalModal({ opened, onClose }: ProfessionalModalProps) {
  const { t } = useTranslation('professional');
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`);
  const [view, setView] = useState<ProfessionalView>('register');
  const registered = useRef(false);

  const close = () => {
    setView('register');
    onClose();
    // The new account was signed in by the server; as after any sign-in (use-login), the reload is
    // what switches the live connection and cached pages to it. It waits for the user to have read
    // the pending-verification explanation.
    if (registered.current) reloadPage();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={view === 'login' ? t('modal.loginTitle') : t('modal.registerTitle')}
      closeButtonProps={{ 'aria-label': t('modal.close') }}
      size="lg"
      fullScreen={phone}
      centered
    >
      {/* Inside the modal so it unmounts on close: every opening starts a fresh registration. */}
      <ProfessionalModalContent
        view={view}
        onViewChange={setView}
        onRegistered={() => {
          registered.current = true;
        }}
        onDone={close}
      />
    </Modal>
  );
}

interface ProfessionalModalContentProps {
  view: ProfessionalView;
  onViewChange: (view: ProfessionalView) => void;
  onRegistered: () => void;
  onDone: () => void;
}

function ProfessionalModalContent({ view, onViewChange, onRegistered, onDone }: ProfessionalModalContentProps) {
  const { t } = useTranslation('professional');
  // Held here, above the view switch, so a look at the login view does not lose the registration.
  const wizard = useProfessionalWizard();

  if (view === 'login') {
    return (
      <Stack gap="md">
        <ProfessionalLoginForm onSuccess={onDone} />
        <Divider />
        <ViewToggle
          question={t('modal.noAccount')}
          action={t('modal.toRegister')}
          onClick={() => onViewChange('register')}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {!wizard.isCompleted && (
        <Text size="sm" c="dimmed">
          {t('modal.intro')}
        </Text>
      )}
      <RegistrationWizard wizard={wizard} onRegistered={onRegistered} onContinue={onDone} />
      {!wizard.isCompleted && (
        <>
          <Divider />
          <ViewToggle
            question={t('modal.haveAccount')}
            action={t('modal.toLogin')}
            onClick={() => onViewChange('login')}
          />
        </>
      )}
    </Stack>
  );
}

function ViewToggle({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <Text size="sm" ta="center">
      {question}{' '}
      <Anchor component="button" type="button" size="sm" onClick={onClick}>
        {action}
      </Anchor>
    </Text>
  );
}
