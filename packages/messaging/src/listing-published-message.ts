import { randomUUID } from 'node:crypto';
import type { OutboxMessage } from '@autolicit/db';
import { AUCTION_JOB_NAMES, listingPublishedJobId } from './queues';

/**
 * Written with a listing that goes live (a new listing or a relisted one): its job records the
 * saved searches it matches and alerts them, even if the process that published it dies.
 */
export function buildListingPublishedMessage(vehicleId: string): OutboxMessage {
  return {
    id: randomUUID(),
    emissions: [],
    jobs: [
      {
        queue: 'auction-close',
        name: AUCTION_JOB_NAMES.listingPublished,
        data: { vehicleId },
        jobId: listingPublishedJobId(vehicleId),
      },
    ],
  };
}
