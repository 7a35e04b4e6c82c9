import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClockTime } from '../../../components/countdown-text';
import type { AuctionClockPhase } from '../../../lib/live/auction-clock';
import { useConnectionStatus } from '../../../stores/connection-store';
import type { LiveVehicleState } from '../../../stores/live-vehicles-store';
import type { BidderStatus } from '../lib/bidder-status';
import { getTimeLeft } from '@autolicit/shared';
import { formatPrice } from '../../../lib/i18n';

interface LiveAnnouncerProps {
  live: LiveVehicleState;
  phase: AuctionClockPhase;
  status: BidderStatus;
}

/**
 * One polite live region for the vehicle page: it speaks when something changes that a bidder must
 * know — a new countdown phase, an extension, leading/outbid/won/lost, the connection — and never
 * the countdown's every second.
 */
export function LiveAnnouncer({ live, phase, status }: LiveAnnouncerProps) {
  const { t } = useTranslation('bidding');
  const { t: tLive } = useTranslation('live');
  const connection = useConnectionStatus();
  const [message, setMessage] = useState('');
  const previous = useRef({ phase, statusKind: status.kind, extensionAt: live.extension?.at, connection });

  useEffect(() => {
    const before = previous.current;
    previous.current = { phase, statusKind: status.kind, extensionAt: live.extension?.at, connection };
    const lost = (c: string) => c === 'offline' || c === 'reconnecting';
    if (lost(connection) && !lost(before.connection)) return setMessage(t('announce.offline'));
    if (connection === 'connected' && lost(before.connection)) return setMessage(t('announce.restored'));
    if (live.extension && live.extension.at !== before.extensionAt) {
      const time = formatClockTime(getTimeLeft(new Date(live.extension.auctionEndTime), new Date(live.extension.at)));
      return setMessage(tLive('clock.extendedAnnouncement', { time }));
    }
    if (status.kind !== before.statusKind) {
      if (status.kind === 'leading')
        return setMessage(t('announce.leading', { amount: formatPrice(status.highestBid) }));
      if (status.kind === 'outbid') {
        return setMessage(
          t(status.maximum ? 'announce.maximumExceeded' : 'announce.outbid', {
            amount: formatPrice(status.minimumNextBid),
          }),
        );
      }
      if (status.kind === 'won') return setMessage(t('announce.won'));
      if (status.kind === 'lost') return setMessage(t('announce.lost'));
    }
    if (phase !== before.phase) {
      const key = {
        warning: 'clock.warningAnnouncement',
        critical: 'clock.criticalAnnouncement',
        closing: 'clock.closingAnnouncement',
        ended: 'clock.endedAnnouncement',
      } as const;
      if (phase !== 'normal') setMessage(tLive(key[phase]));
    }
  }, [connection, live.extension, phase, status, t, tLive]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden" data-testid="live-announcer">
      {message}
    </div>
  );
}
