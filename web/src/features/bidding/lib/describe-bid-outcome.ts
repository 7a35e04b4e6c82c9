import { type PlaceBidResultDto } from '@autolicit/shared';
import { getErrorMessage, isApiError } from '../../../lib/api-client';
import { i18n, formatPrice } from '../../../lib/i18n';
import { BidNotPlacedError, BidUnconfirmedError } from './deliver-bid';

export type OfferKind = 'bid' | 'maximum' | 'buy';

/** The text for a bid that failed: what is known about it, never a guess. */
export function describeBidFailure(error: unknown, kind: 'bid' | 'buy'): string {
  const t = i18n.getFixedT(null, 'bidConfirm');
  if (error instanceof BidNotPlacedError) return t('bid.notPlacedMessage');
  if (error instanceof BidUnconfirmedError) return t('bid.unconfirmedMessage');
  if (isApiError(error) && error.body?.code === 'SERVICE_UNAVAILABLE') return t('bid.unavailableMessage');
  if (kind === 'buy') return t('buyNow.failedMessage');
  return getErrorMessage(error, i18n, 'bidConfirm:bid.failedFallback');
}

/**
 * The notification for an accepted offer, from the server's answer: placed, set as a maximum,
 * accepted and at once outbid by a maximum — or a purchase ("Purchase Successful!", spec §8), which
 * is also what a bid at or above the buy-now price turns into on the server.
 */
export function describeBidSuccess(kind: OfferKind, result: PlaceBidResultDto, title: string) {
  const t = i18n.getFixedT(null, 'bidConfirm');
  const price = formatPrice(result.vehicle.currentBid);
  if (kind === 'buy' || result.isPurchase) {
    return {
      color: 'green',
      title: t('buyNow.successTitle'),
      message: t('buyNow.successMessage', { title, amount: price }),
    };
  }
  if (result.outbidByAutomatic && kind === 'bid') {
    return {
      color: 'orange',
      title: t('automaticOutbid.title'),
      message: t('automaticOutbid.message', {
        amount: price,
        minimum: formatPrice(result.vehicle.minimumNextBid),
      }),
    };
  }
  if (kind === 'maximum') {
    const values = { amount: price, maximum: formatPrice(result.maximum ?? result.vehicle.currentBid) };
    return result.isLeading
      ? { color: 'green', title: t('maximum.setTitle'), message: t('maximum.setLeading', values) }
      : { color: 'orange', title: t('automaticOutbid.title'), message: t('maximum.setOutbid', values) };
  }
  return {
    color: 'green',
    title: t('bid.placedTitle'),
    message: t('bid.placedMessage', { amount: formatPrice(result.bid?.amount ?? result.vehicle.currentBid) }),
  };
}
