import { randomUUID } from 'node:crypto';
import { userRoom } from '@autolicit/shared';
import { describe, expect, it } from 'vitest';
import { type EndedAuctionFacts, buildAuctionEndedNoticesMessage } from './auction-ended-notices-message';

const sellerId = randomUUID();
const leader = randomUUID();
const other = randomUUID();
const serverTime = '2026-11-21T10:00:00.000Z';
const closedAt = new Date('2026-11-21T09:59:59.000Z');

const vehicle = {
  id: randomUUID(),
  year: 2017,
  make: 'Renault',
  model: 'Clio',
  sellerId,
  highBidderId: leader as string | null,
  currentBid: '7500.00',
  bidCount: 3,
  closedAt,
};
const headline = { vehicleId: vehicle.id, year: 2017, make: 'Renault', model: 'Clio' };

const build = (facts: Partial<EndedAuctionFacts>) =>
  buildAuctionEndedNoticesMessage(
    { vehicle, outcome: 'ended', sale: null, bidderIds: [other, leader, other], ...facts },
    serverTime,
  );
const jobsOf = (message: ReturnType<typeof build>) => message.jobs.map((job) => [job.queue, job.name, job.jobId]);

describe('the notices of an auction ended under its reserve', () => {
  const message = build({});

  it('tell every bidder once in the app, the highest with until when the seller may still accept', () => {
    expect(message.emissions.filter((emission) => emission.event === 'auction:lost')).toEqual([
      {
        room: userRoom(other),
        event: 'auction:lost',
        payload: { ...headline, outcome: 'ended', price: '7500.00', acceptUntil: null, serverTime },
      },
      {
        room: userRoom(leader),
        event: 'auction:lost',
        payload: {
          ...headline,
          outcome: 'ended',
          price: '7500.00',
          acceptUntil: '2026-11-23T09:59:59.000Z',
          serverTime,
        },
      },
    ]);
  });

  it('tell the seller the highest bid and the acceptance deadline, in the app and by e-mail', () => {
    expect(message.emissions.find((emission) => emission.event === 'listing:unsold')).toEqual({
      room: userRoom(sellerId),
      event: 'listing:unsold',
      payload: {
        ...headline,
        bidCount: 3,
        highestBid: '7500.00',
        acceptUntil: '2026-11-23T09:59:59.000Z',
        serverTime,
      },
    });
    expect(jobsOf(message)).toEqual([
      ['notifications', 'auction-lost', `lost-${vehicle.id}-ended-${other}`],
      ['notifications', 'auction-lost', `lost-${vehicle.id}-ended-${leader}`],
      ['notifications', 'listing-unsold', `unsold-${vehicle.id}`],
    ]);
    expect(message.jobs[0]!.data).toEqual({ vehicleId: vehicle.id, userId: other, outcome: 'ended' });
  });
});

describe('the notices of an auction', () => {
  it('without bids tell only the seller, with nothing to accept', () => {
    const message = build({ vehicle: { ...vehicle, bidCount: 0, highBidderId: null }, bidderIds: [] });
    expect(message.emissions).toEqual([
      {
        room: userRoom(sellerId),
        event: 'listing:unsold',
        payload: { ...headline, bidCount: 0, highestBid: null, acceptUntil: null, serverTime },
      },
    ]);
    expect(jobsOf(message)).toEqual([['notifications', 'listing-unsold', `unsold-${vehicle.id}`]]);
  });

  it('sold tell the other bidders the final price, never the buyer or the seller', () => {
    const message = build({
      outcome: 'sold',
      sale: { buyerId: leader, finalPrice: '7500.00' },
      bidderIds: [leader, other, sellerId],
    });
    expect(message.emissions).toEqual([
      {
        room: userRoom(other),
        event: 'auction:lost',
        payload: { ...headline, outcome: 'sold', price: '7500.00', acceptUntil: null, serverTime },
      },
    ]);
    expect(jobsOf(message)).toEqual([['notifications', 'auction-lost', `lost-${vehicle.id}-sold-${other}`]]);
  });

  it('bought at its buy-now price e-mail everyone but the displaced leader, who already has "bought by another bidder"', () => {
    const buyer = randomUUID();
    const message = build({
      outcome: 'sold',
      sale: { buyerId: buyer, finalPrice: '9000.00' },
      bidderIds: [leader, other, buyer],
      displacedBidderId: leader,
    });
    expect(message.emissions.map((emission) => emission.room)).toEqual([userRoom(leader), userRoom(other)]);
    expect(jobsOf(message)).toEqual([['notifications', 'auction-lost', `lost-${vehicle.id}-sold-${other}`]]);
  });
});
