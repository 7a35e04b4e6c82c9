import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder until the listing dialog lands (issue 5). */
export function ListVehicleModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('comingSoon.listingTitle')} centered>
      <Text>{t('comingSoon.listingBody')}</Text>
    </Modal>
  );
}
