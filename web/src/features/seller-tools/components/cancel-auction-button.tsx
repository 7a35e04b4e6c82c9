import { Button } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import CancelAuctionDialog from './cancel-auction-dialog';

interface CancelAuctionButtonProps {
  vehicle: { id: string; status: string; bidCount: number };
  title: string;
}

/**
 * The seller's "Cancel the auction", offered while it runs without bids (with bids only an admin
 * may, and the server says so too). Asks for a reason — bidders and watchers are shown it — and a
 * confirmation.
 */
export function CancelAuctionButton({ vehicle, title }: CancelAuctionButtonProps) {
  const { t } = useTranslation('sellerTools');
  const [opened, setOpened] = useState(false);
  if (vehicle.status !== 'active' || vehicle.bidCount > 0) return null;
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="red.8"
        leftSection={<IconCircleX size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        data-testid="cancel-auction"
      >
        {t('cancel.button')}
      </Button>
      {opened && <CancelAuctionDialog vehicleId={vehicle.id} title={title} onClose={() => setOpened(false)} />}
    </>
  );
}
