import { Badge, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthModal } from '../../features/auth/components/auth-modal';
import { EmailAuthModal } from '../../features/auth/components/email-auth-modal';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user';
import { useShellModals } from './shell-modal-store';

export function ShellModals() {
  const { t } = useTranslation();
  const { open, close, openModal } = useShellModals();
  const { isSignedIn } = useCurrentUser();

  const comingSoon = (titleKey: string, bodyKey: string) => ({
    title: t(titleKey),
    body: (
      <Stack gap="sm">
        <Badge variant="light">{t('comingSoon.badge')}</Badge>
        <Text>{t(bodyKey)}</Text>
      </Stack>
    ),
  });

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
      case 'professional':
        return comingSoon('comingSoon.professionalTitle', 'comingSoon.professionalBody');
      case 'list-vehicle':
        return comingSoon('comingSoon.listingTitle', 'comingSoon.listingBody');
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
    </>
  );
}
