import type { UserEvent } from './describe-user-event';

/**
 * What makes a user event the same fact. Live events are delivered at least once (a relay re-sends
 * what a dying process may already have sent), so a repeat must not notify twice.
 */
export function getUserEventKey(event: UserEvent): string {
  switch (event.kind) {
    case 'bid:outbid':
      return `outbid:${event.payload.vehicleId}:${event.payload.currentBid}`;
    case 'auction:won':
    case 'auction:sold':
      return `${event.kind}:${event.payload.transactionId}`;
    case 'trader:reviewed':
      return `trader-reviewed:${event.payload.verificationStatus}`;
    case 'transaction:settled':
      return `settled:${event.payload.transactionId}`;
    case 'auction:rescheduled':
      return `rescheduled:${event.payload.vehicleId}:${event.payload.auctionEndTime}`;
    case 'auction:cancelled':
      return `cancelled:${event.payload.vehicleId}`;
    case 'watchlist:ending-soon':
      return `ending-soon:${event.payload.vehicleId}:${event.payload.auctionEndTime}`;
    case 'listing:bid-received':
      return `bid-received:${event.payload.bidId}`;
    case 'listing:question-received':
      return `question-received:${event.payload.questionId}`;
    case 'listing:reserve-met':
      return `reserve-met:${event.payload.vehicleId}`;
    case 'auction:lost':
      return `lost:${event.payload.vehicleId}:${event.payload.outcome}`;
    case 'listing:unsold':
      return `unsold:${event.payload.vehicleId}`;
    case 'question:answer-received':
      return `answer-received:${event.payload.questionId}`;
  }
}

/** Remembers the last `capacity` keys; `isNew` is true only the first time a key is seen. */
export function createSeenEvents(capacity = 200): { isNew(key: string): boolean } {
  const seen = new Set<string>();
  return {
    isNew(key) {
      if (seen.has(key)) return false;
      seen.add(key);
      if (seen.size > capacity) seen.delete(seen.values().next().value!);
      return true;
    },
  };
}
