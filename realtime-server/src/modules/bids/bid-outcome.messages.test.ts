import { toLiveEmissions } from '@autolicit/messaging';
import {
  type BidDto,
  type VehicleDto,
  bidPlacedFrameSchema,
  compactVehicleRoom,
  userRoom,
  vehicleRoom,
} from '@autolicit/shared';
import { describe, expect, it } from 'vitest';
import { buildBidOutboxMessage } from './bid-outcome.messages';
import type { PlaceBidOutcome } from './bid-pipeline.types';

const vehicleId = '0b7f9f5e-5f7a-4c4f-9a55-1d7d1f1e0001';
const callerId = 'a0000000-0000-4000-8000-00000000000a';
const leaderId = 'b0000000-0000-4000-8000-00000000000b';
const sellerId = 'c0000000-0000-4000-8000-00000000000c';
const serverTime = '2026-11-21T11:59:00.010Z';
const previousEnd = '2026-11-21T12:00:00.000Z';
const newEnd = '2026-11-21T12:01:00.000Z';
/** Every user of these outcomes has a Web Push device. */
const everyoneReachable: ReadonlySet<string> = new Set([callerId, leaderId, sellerId]);

const bid = (overrides: Partial<BidDto>): BidDto => ({
  id: 'bid',
  vehicleId,
  amount: '0.00',
  bidSeq: 0,
  bidderAlias: 'Bidder 0',
  isMine: false,
  isAutomatic: false,
  createdAt: '2026-11-21T11:59:00.000Z',
  ...overrides,
});

/**
 * A hand bid of 15,000 € answered at once by the leader's maximum (16,000 € of 21,000 €) in the
 * final minute, on a vehicle with a 20,000 € reserve: everything private a bid touches.
 */
function outcome(): PlaceBidOutcome {
  const hand = bid({ id: 'h1', amount: '15000.00', bidSeq: 8, bidderAlias: 'Bidder 4', isMine: true });
  const counter = bid({ id: 'a1', amount: '16000.00', bidSeq: 9, bidderAlias: 'Bidder 1', isAutomatic: true });
  const vehicle = {
    id: vehicleId,
    year: 2019,
    make: 'Dacia',
    model: 'Duster',
    startingBid: '10000.00',
    currentBid: '16000.00',
    minimumNextBid: '16100.00',
    buyNowPrice: null,
    reservePrice: null,
    hasReserve: true,
    isReserveMet: false,
    bidCount: 9,
    auctionEndTime: newEnd,
    sellerId,
    status: 'active',
  } as VehicleDto;
  return {
    result: {
      bid: hand,
      bids: [hand, counter],
      vehicle,
      isPurchase: false,
      isLeading: false,
      outbidByAutomatic: true,
      message: 'outbid',
      maximum: '21000.00',
      fee: '350.00',
      total: '16350.00',
    },
    isNew: true,
    previousHighBidderId: null,
    previousHighBid: null,
    previousMaximumExceeded: false,
    previousEndTime: previousEnd,
    transactionId: null,
    sellerId,
    reservePrice: '20000.00',
    previousReserveMet: false,
    callerStanding: { bidderAlias: 'Bidder 4', highestBid: '15000.00', isLeading: false, maximum: null, bidSeq: 9 },
    previousHighBidderStanding: null,
    defendedLeader: {
      bidderId: leaderId,
      standing: { bidderAlias: 'Bidder 1', highestBid: '16000.00', isLeading: true, maximum: '21000.00', bidSeq: 9 },
    },
  };
}

describe('what a bid tells its vehicle room', () => {
  const message = buildBidOutboxMessage(callerId, outcome(), serverTime, everyoneReachable);
  const live = toLiveEmissions(message.emissions);
  const room = vehicleRoom(vehicleId);
  const compactRoom = compactVehicleRoom(vehicleId);
  const toRoom = live.filter((e) => e.room === room || e.room === compactRoom);

  it('gives clients of compact frames one strict frame per bid, the end in both, and nothing else', () => {
    const compact = toRoom.filter((e) => e.room === compactRoom);
    expect(compact.map((e) => e.event)).toEqual(['bid:placed', 'bid:placed']);
    expect(compact.map((e) => bidPlacedFrameSchema.parse(e.payload))).toEqual([
      {
        vehicleId,
        bidId: 'h1',
        bidSeq: 8,
        bidder: 4,
        amount: '15000.00',
        createdAt: '2026-11-21T11:59:00.000Z',
        serverTime,
        auctionEndTime: newEnd,
      },
      {
        vehicleId,
        bidId: 'a1',
        bidSeq: 9,
        bidder: 1,
        amount: '16000.00',
        createdAt: '2026-11-21T11:59:00.000Z',
        serverTime,
        auctionEndTime: newEnd,
        isAutomatic: true,
      },
    ]);
  });

  it('gives the rest of the room the whole facts and the extension, as before compact frames', () => {
    const whole = toRoom.filter((e) => e.room === room);
    expect(whole.map((e) => [e.event, e.except])).toEqual([
      ['bid:placed', compactRoom],
      ['bid:placed', compactRoom],
      ['auction:extended', compactRoom],
    ]);
    expect(whole[1]!.payload).toEqual({
      vehicleId,
      bidId: 'a1',
      bidSeq: 9,
      bidderAlias: 'Bidder 1',
      amount: '16000.00',
      createdAt: '2026-11-21T11:59:00.000Z',
      currentBid: '16000.00',
      bidCount: 9,
      minimumNextBid: '16100.00',
      isReserveMet: false,
      auctionEndTime: newEnd,
      isPurchase: false,
      isAutomatic: true,
      hasReserve: true,
      serverTime,
    });
    expect(whole[2]!.payload).toEqual({ vehicleId, previousEndTime: previousEnd, auctionEndTime: newEnd, serverTime });
  });

  it('never puts a user id, a maximum or the reserve price in what the room hears', () => {
    const heard = JSON.stringify(toRoom.map((e) => e.payload));
    for (const secret of [callerId, leaderId, sellerId, '21000', '20000', 'maximum', 'reservePrice'])
      expect(heard).not.toContain(secret);
  });
});

describe('what a bid tells its bidders', () => {
  it('tells the caller and the leader whose maximum answered their own standing, each in their own room only', () => {
    const message = buildBidOutboxMessage(callerId, outcome(), serverTime, everyoneReachable);
    const standings = message.emissions.filter((e) => e.event === 'bid:standing-changed');
    expect(standings).toEqual([
      {
        room: userRoom(callerId),
        event: 'bid:standing-changed',
        payload: {
          vehicleId,
          standing: { bidderAlias: 'Bidder 4', highestBid: '15000.00', isLeading: false, maximum: null, bidSeq: 9 },
          serverTime,
        },
      },
      {
        room: userRoom(leaderId),
        event: 'bid:standing-changed',
        payload: {
          vehicleId,
          standing: {
            bidderAlias: 'Bidder 1',
            highestBid: '16000.00',
            isLeading: true,
            maximum: '21000.00',
            bidSeq: 9,
          },
          serverTime,
        },
      },
    ]);
    // The leader's maximum goes to the leader's room and nowhere else.
    const elsewhere = message.emissions.filter((e) => e.room !== userRoom(leaderId));
    expect(JSON.stringify(elsewhere.map((e) => e.payload))).not.toContain('21000');
  });

  it("puts the displaced leader's standing in their bid:outbid, with no second fact for them", () => {
    const displacing: PlaceBidOutcome = {
      ...outcome(),
      previousHighBidderId: leaderId,
      previousHighBid: '14500.00',
      previousMaximumExceeded: true,
      previousHighBidderStanding: {
        bidderAlias: 'Bidder 1',
        highestBid: '14500.00',
        isLeading: false,
        maximum: '14800.00',
        bidSeq: 9,
      },
      defendedLeader: null,
    };
    const toLeader = buildBidOutboxMessage(callerId, displacing, serverTime, everyoneReachable).emissions.filter(
      (e) => e.room === userRoom(leaderId),
    );
    expect(toLeader.map((e) => e.event)).toEqual(['bid:outbid']);
    expect(toLeader[0]!.payload).toMatchObject({
      yourBid: '14500.00',
      maximumExceeded: true,
      standing: { bidderAlias: 'Bidder 1', highestBid: '14500.00', isLeading: false, maximum: '14800.00', bidSeq: 9 },
    });
  });

  it("tells only the owner's devices of a maximum moved without a bid", () => {
    const base = outcome();
    const raised: PlaceBidOutcome = {
      ...base,
      result: { ...base.result, bid: null, bids: [] },
      callerStanding: {
        bidderAlias: 'Bidder 4',
        highestBid: '16000.00',
        isLeading: true,
        maximum: '30000.00',
        bidSeq: 9,
      },
      defendedLeader: null,
    };
    const message = buildBidOutboxMessage(callerId, raised, serverTime, everyoneReachable);
    expect(message.jobs).toEqual([]);
    expect(message.emissions).toEqual([
      {
        room: userRoom(callerId),
        event: 'bid:standing-changed',
        payload: { vehicleId, standing: raised.callerStanding, serverTime },
      },
    ]);
  });
});

describe('what a bid tells its seller’s phone', () => {
  const pushJobs = (message: ReturnType<typeof buildBidOutboxMessage>) =>
    message.jobs.filter((job) => job.queue === 'push').map((job) => [job.name, job.data, job.jobId]);

  it('queues the new high bid under its place in the auction, without the reserve while it is not met', () => {
    expect(pushJobs(buildBidOutboxMessage(callerId, outcome(), serverTime, everyoneReachable))).toEqual([
      ['listing-bid', { vehicleId, userId: sellerId, bidSeq: 9 }, `push-listing-bid-${vehicleId}-9`],
    ]);
  });

  it('adds "reserve met" with the bid that reaches it, and never again', () => {
    const base = outcome();
    const reaching: PlaceBidOutcome = {
      ...base,
      result: { ...base.result, vehicle: { ...base.result.vehicle, isReserveMet: true } },
    };
    expect(
      pushJobs(buildBidOutboxMessage(callerId, reaching, serverTime, everyoneReachable)).map(([name]) => name),
    ).toEqual(['listing-bid', 'reserve-met']);
    const after: PlaceBidOutcome = { ...reaching, previousReserveMet: true };
    expect(
      pushJobs(buildBidOutboxMessage(callerId, after, serverTime, everyoneReachable)).map(([name]) => name),
    ).toEqual(['listing-bid']);
    const withoutReserve: PlaceBidOutcome = {
      ...reaching,
      result: { ...reaching.result, vehicle: { ...reaching.result.vehicle, hasReserve: false } },
    };
    expect(
      pushJobs(buildBidOutboxMessage(callerId, withoutReserve, serverTime, everyoneReachable)).map(([name]) => name),
    ).toEqual(['listing-bid']);
  });
});

describe('what a bid that reaches the reserve tells its seller in the app and by e-mail', () => {
  const base = outcome();
  const reaching: PlaceBidOutcome = {
    ...base,
    result: { ...base.result, vehicle: { ...base.result.vehicle, isReserveMet: true } },
  };
  const toSeller = (message: ReturnType<typeof buildBidOutboxMessage>) => ({
    events: message.emissions.filter((e) => e.room === userRoom(sellerId)).map((e) => e.event),
    emails: message.jobs.filter((job) => job.queue === 'notifications').map((job) => [job.name, job.data, job.jobId]),
  });

  it('tells it once, with the price reached and never the reserve, whether or not the seller has a device', () => {
    const message = buildBidOutboxMessage(callerId, reaching, serverTime, new Set());
    expect(toSeller(message)).toEqual({
      events: ['listing:bid-received', 'listing:reserve-met'],
      emails: [['reserve-met', { vehicleId, userId: sellerId }, `reserve-met-${vehicleId}`]],
    });
    expect(message.emissions.find((e) => e.event === 'listing:reserve-met')!.payload).toEqual({
      vehicleId,
      year: 2019,
      make: 'Dacia',
      model: 'Duster',
      currentBid: '16000.00',
      bidCount: 9,
      auctionEndTime: newEnd,
      serverTime,
    });
    expect(JSON.stringify(message.emissions.map((e) => e.payload))).not.toContain('20000');
    expect(
      toSeller(buildBidOutboxMessage(callerId, { ...reaching, previousReserveMet: true }, serverTime, new Set())),
    ).toEqual({ events: ['listing:bid-received'], emails: [] });
  });
});

describe('what a buy-now tells the bidders who did not buy', () => {
  const base = outcome();
  const purchase: PlaceBidOutcome = {
    ...base,
    result: { ...base.result, isPurchase: true, vehicle: { ...base.result.vehicle, status: 'sold' } },
    previousHighBidderId: leaderId,
    previousHighBid: '14900.00',
    transactionId: 'd0000000-0000-4000-8000-00000000000d',
  };

  it("queues the end's fan-outs by push and as notices, naming the displaced leader already told by e-mail", () => {
    const message = buildBidOutboxMessage(callerId, purchase, serverTime, everyoneReachable);
    const ended = message.jobs.filter((job) => job.name === 'auction-ended');
    expect(ended.map((job) => [job.queue, job.data, job.jobId])).toEqual([
      ['push', { vehicleId, outcome: 'sold', purchase: true }, `auction-ended-${vehicleId}-sold`],
      ['notifications', { vehicleId, outcome: 'sold', displacedBidderId: leaderId }, `ended-${vehicleId}-sold`],
    ]);
  });
});

describe('push jobs only for users with a device', () => {
  const base = outcome();
  const displacing: PlaceBidOutcome = {
    ...base,
    previousHighBidderId: leaderId,
    previousHighBid: '14900.00',
    result: { ...base.result, vehicle: { ...base.result.vehicle, isReserveMet: true } },
  };
  const jobsOf = (reachable: string[]) =>
    buildBidOutboxMessage(callerId, displacing, serverTime, new Set(reachable)).jobs.map(
      (job) => `${job.queue}:${job.name}:${(job.data as { userId: string }).userId}`,
    );

  it('queues the e-mails always (outbid, reserve met), and each push only for a user who has a device', () => {
    const emails = [`notifications:bid-outbid:${leaderId}`, `notifications:reserve-met:${sellerId}`];
    expect(jobsOf([leaderId, sellerId])).toEqual([
      emails[0],
      `push:bid-outbid:${leaderId}`,
      emails[1],
      `push:listing-bid:${sellerId}`,
      `push:reserve-met:${sellerId}`,
    ]);
    expect(jobsOf([sellerId])).toEqual([...emails, `push:listing-bid:${sellerId}`, `push:reserve-met:${sellerId}`]);
    expect(jobsOf([leaderId])).toEqual([emails[0], `push:bid-outbid:${leaderId}`, emails[1]]);
    // The caller's own device plays no part: nothing is pushed to the one who bid.
    expect(jobsOf([callerId])).toEqual(emails);
  });
});
