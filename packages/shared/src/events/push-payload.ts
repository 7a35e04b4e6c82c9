import { z } from 'zod';
import { LANGUAGES } from '../constants';

/** What a push can be about; the service worker shows each the same way, the kind picks its actions. */
export const PUSH_KINDS = [
  'bid-outbid',
  'bid-outbid-by-purchase',
  'auction-won',
  'listing-sold',
  'ending-reminder',
  'saved-search-match',
  'auction-lost',
  'listing-bid',
  'reserve-met',
  'listing-unsold',
  'question-asked',
  'question-answered',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * The decrypted payload of our push messages, as the service worker reads it. It holds only what
 * its recipient may see: their own bid, the public price, the vehicle — never another bidder's
 * maximum, never the reserve. `tag` replaces an older notice of the same auction and kind on screen.
 */
export const pushPayloadSchema = z.object({
  kind: z.enum(PUSH_KINDS),
  vehicleId: z.uuid(),
  title: z.string(),
  body: z.string(),
  /** Same-origin path the notification opens (the vehicle page). */
  url: z.string().startsWith('/'),
  tag: z.string(),
  /** When the fact happened on the server (ISO). */
  sentAt: z.string(),
  /** The language the texts are written in: the device's, chosen when it subscribed. */
  language: z.enum(LANGUAGES).optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
