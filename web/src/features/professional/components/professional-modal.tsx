import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder until the professional wizard lands (issue 5). */
export function ProfessionalModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('comingSoon.professionalTitle')} centered>
      <Text>{t('comingSoon.professionalBody')}</Text>
    </Modal>
  );
}
