import type { AuctionEventPublisher, AuctionQueues, OutboxDelivery } from '@autolicit/messaging';
import type { BidFloors } from './modules/bids/bid-floors';
import type { PlatformContext } from './platform/platform-context';

/** What services need from the outside world; built once at start-up and passed down. */
export interface AppContext extends PlatformContext {
  /** Socket.IO facts to rooms; published only after the write they describe has committed. */
  events: AuctionEventPublisher;
  /** Delivers outbox messages (committed facts) to Socket.IO and the queues; a relay retries what fails. */
  outbox: OutboxDelivery;
  /** BullMQ producers: auction closes, reminders, notification emails. */
  queues: AuctionQueues;
  /** This node's per-vehicle bid memory: floors of the minimum next bid, the request queues, the last written state. */
  bidFloors: BidFloors;
}
