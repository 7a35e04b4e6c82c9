import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthModal } from '../../features/auth/components/auth-modal';
import { EmailAuthModal } from '../../features/auth/components/email-auth-modal';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { ListVehicleModal } from '../../features/listing/components/list-vehicle-modal';
import { ProfessionalModal } from '../../features/professional/components/professional-modal';
import { useShellModals } from './shell-modal-store';

export function ShellModals() {
  const { t } = useTranslation();
  const { open, close, openModal } = useShellModals();
  const { isSignedIn } = useCurrentUser();


  const content = (() => {
    switch (open) {
      case 'how-it-works':
        return {
          title: t('help.howItWorksTitle'),
          body: (
            <Stack gap="sm">
              <Text>{t('help.howItWorksIntro')}</Text>
              <List type="ordered" spacing="xs">
                <List.Item>{t('help.step1')}</List.Item>
                <List.Item>{t('help.step2')}</List.Item>
                <List.Item>{t('help.step3')}</List.Item>
                <List.Item>{t('help.step4')}</List.Item>
              </List>
            </Stack>
          ),
        };
      case 'sell':
        return {
          title: t('help.sellTitle'),
          body: (
            <Stack gap="sm">
              <Text>{t('help.sellIntro')}</Text>
              <Text>{isSignedIn ? t('help.sellSignedIn') : t('help.sellVisitor')}</Text>
              <Group justify="flex-end">
                {isSignedIn ? (
                  <Button onClick={() => openModal('list-vehicle')}>{t('nav.listVehicle')}</Button>
                ) : (
                  <Button onClick={() => openModal('email-login')}>{t('nav.emailLogin')}</Button>
                )}
              </Group>
            </Stack>
          ),
        };
      default:
        return null;
    }
  })();

  // The sign-in dialogs are separate modals: they keep their own state and size.
  return (
    <>
      <Modal opened={content !== null} onClose={close} title={content?.title} closeButtonProps={{ 'aria-label': t('help.close') }} centered>
        {content?.body}
      </Modal>
      <EmailAuthModal opened={open === 'email-login'} onClose={close} />
      <AuthModal opened={open === 'auth'} onClose={close} />
      <ProfessionalModal opened={open === 'professional'} onClose={close} />
      <ListVehicleModal opened={open === 'list-vehicle'} onClose={close} />
    </>
  );
}
