import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../hooks/use-current-user';
import { useShellModals } from '../../lib/shell-modal-store';
import { DeferredModal } from '../../components/deferred-widgets';

export type HelpTopic = 'how-it-works' | 'sell';

/**
 * The header's "How it works" and "Sell your car" dialogs. `topic` is the last one opened: it stays
 * while the dialog closes, so the closing animation keeps its content.
 */
export function HelpDialog({ opened, onClose, topic }: { opened: boolean; onClose: () => void; topic: HelpTopic }) {
  const { t } = useTranslation(['helpDialogs', 'translation']);
  const { isSignedIn } = useCurrentUser();
  const openModal = useShellModals((s) => s.openModal);
  return (
    <DeferredModal
      opened={opened}
      onClose={onClose}
      title={topic === 'how-it-works' ? t('howItWorksTitle') : t('sellTitle')}
      closeButtonProps={{ 'aria-label': t('translation:help.close') }}
      centered
    >
      {topic === 'how-it-works' ? (
        <Stack gap="sm">
          <Text>{t('howItWorksIntro')}</Text>
          <List type="ordered" spacing="xs">
            <List.Item>{t('step1')}</List.Item>
            <List.Item>{t('step2')}</List.Item>
            <List.Item>{t('step3')}</List.Item>
            <List.Item>{t('step4')}</List.Item>
          </List>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text>{t('sellIntro')}</Text>
          <Text>{isSignedIn ? t('sellSignedIn') : t('sellVisitor')}</Text>
          <Group justify="flex-end">
            {isSignedIn ? (
              <Button onClick={() => openModal('list-vehicle')}>{t('translation:nav.listVehicle')}</Button>
            ) : (
              <Button onClick={() => openModal('email-login')}>{t('translation:nav.emailLogin')}</Button>
            )}
          </Group>
        </Stack>
      )}
    </DeferredModal>
  );
}
