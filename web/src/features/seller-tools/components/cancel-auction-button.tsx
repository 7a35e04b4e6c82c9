import { Button } from '@mantine/core';
import { IconCircleX } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog and its validation (zod) come on the seller's first tap: the vehicle page loads the
// button before first paint for every visitor, and most are not the seller.
const loadCancelAuctionDialog = () => import('./cancel-auction-dialog');
const CancelAuctionDialog = lazy(loadCancelAuctionDialog);

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
        onPointerEnter={() => void loadCancelAuctionDialog()}
        onClick={() => setOpened(true)}
        data-testid="cancel-auction"
      >
        {t('cancel.button')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <CancelAuctionDialog vehicleId={vehicle.id} title={title} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
