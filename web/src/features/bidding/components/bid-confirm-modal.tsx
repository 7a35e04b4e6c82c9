import { Alert, Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isBelowMinimum } from '../lib/bid-math';
import { FeeSummary } from './fee-summary';
import { CheckboxField } from '../../../components/checkbox-field';
import { formatPrice } from '../../../lib/i18n';
import { LEGAL_PATHS } from '../../../lib/legal-paths';
import { ConnectingNotice } from './connecting-notice';

/** A word about the request inside the dialog: its failure, or that its answer is being checked. */
export interface BidDialogNotice {
  tone: 'error' | 'info';
  title?: string;
  message: string;
}

interface BidConfirmModalProps {
  opened: boolean;
  amount: number;
  minimumNextBid: string;
  title: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** Accepted earlier for this auction in this session: no checkbox, a note instead. */
  termsAccepted?: boolean;
  /** Give focus back to the control that opened the dialog (false when the caller moves it). */
  returnFocus?: boolean;
  /** Confirming a maximum (the platform bids up to `amount`): the fee and total are those at the maximum. */
  isMaximum?: boolean;
  /**
   * Shown above the buttons (a card's quick bid reports here: a toast over a dialog would cover
   * its buttons, and the dialog stays open so the bidder can try again or cancel).
   */
  notice?: BidDialogNotice | null;
  /**
   * The price the viewer already leads at, when they do: a bid then only raises their own price,
   * and the dialog says so before they confirm.
   */
  ownLeadingBid?: string | null;
  /** The page is not connected live (yet, or any more): confirming waits, the price is not confirmed. */
  awaitingConnection?: boolean;
}

/**
 * Spec §4/§5: the fee summary and the agreement checkbox that confirming needs — ticked once per
 * auction; later bids on it show the summary and a note instead of asking again.
 */
export function BidConfirmModal({
  opened,
  amount,
  minimumNextBid,
  title,
  pending,
  onClose,
  onConfirm,
  termsAccepted = false,
  returnFocus = true,
  isMaximum = false,
  notice = null,
  ownLeadingBid = null,
  awaitingConnection = false,
}: BidConfirmModalProps) {
  const { t } = useTranslation('bidConfirm');
  const { t: tVehicle } = useTranslation('vehicle');
  const [agreed, setAgreed] = useState(termsAccepted);
  const [triedWithoutAgreement, setTriedWithoutAgreement] = useState(false);
  // Someone may outbid us while the dialog is open: the live minimum is checked again here.
  const tooLow = isBelowMinimum(amount, minimumNextBid);

  const close = () => {
    setAgreed(termsAccepted);
    setTriedWithoutAgreement(false);
    onClose();
  };

  const confirm = () => {
    if (!agreed && !termsAccepted) {
      setTriedWithoutAgreement(true);
      return;
    }
    onConfirm();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={isMaximum ? t('maximum.confirmTitle') : t('bid.confirmTitle')}
      centered
      closeOnClickOutside={!pending}
      returnFocus={returnFocus}
      closeButtonProps={{ 'aria-label': t('help.close', { ns: 'translation' }) }}
    >
      <Stack gap="md">
        <Text size="sm">{t('bid.confirmIntro', { title })}</Text>
        {isMaximum && (
          <Text size="sm" fw={600} data-testid="maximum-confirm-line">
            {t('maximum.confirmLine', { amount: formatPrice(String(amount)) })}
          </Text>
        )}
        {ownLeadingBid && !isMaximum && (
          <Alert color="yellow" variant="light" title={t('confirm.alreadyLeadingTitle')} data-testid="own-bid-raise">
            {t('confirm.alreadyLeading', {
              current: formatPrice(ownLeadingBid),
              amount: formatPrice(String(amount)),
            })}
          </Alert>
        )}
        <FeeSummary amount={amount} />
        {tooLow && (
          <Alert color="red" variant="light" role="alert">
            {tVehicle('bid.amountTooLow', { amount: formatPrice(minimumNextBid) })}
          </Alert>
        )}
        {termsAccepted ? (
          <Text size="sm" c="dimmed" data-testid="terms-remembered">
            {t('confirm.termsRemembered')}
          </Text>
        ) : (
          <CheckboxField
            checked={agreed}
            onChange={(event) => {
              setAgreed(event.currentTarget.checked);
              if (event.currentTarget.checked) setTriedWithoutAgreement(false);
            }}
            label={t('bid.agreement')}
            description={
              <Anchor href={LEGAL_PATHS.terms} target="_blank" rel="noopener" size="xs">
                {t('bid.readTerms')}
              </Anchor>
            }
            error={triedWithoutAgreement ? t('bid.agreementRequired') : undefined}
          />
        )}
        {awaitingConnection && <ConnectingNotice />}
        {notice && (
          <Alert
            color={notice.tone === 'error' ? 'red' : 'blue'}
            variant="light"
            role={notice.tone === 'error' ? 'alert' : 'status'}
            title={notice.title}
            data-testid="bid-dialog-notice"
          >
            {notice.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={pending}>
            {t('bid.cancel')}
          </Button>
          <Button onClick={confirm} loading={pending} disabled={tooLow || awaitingConnection}>
            {t('bid.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
