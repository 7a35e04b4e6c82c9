import type { OutboxEmission } from '@autolicit/db';
import {
  type BidPlacedEvent,
  bidPlacedFrameSchema,
  compactVehicleRoom,
  userRoom,
  vehicleRoom,
} from '@autolicit/shared';
import { describe, expect, it } from 'vitest';
import { toLiveEmissions } from './live-emissions';

const vehicleId = '0b7f9f5e-5f7a-4c4f-9a55-1d7d1f1e0001';
const room = vehicleRoom(vehicleId);
const compactRoom = compactVehicleRoom(vehicleId);
const end = '2026-11-21T12:02:00.000Z';

/** A bid:placed as the version before compact frames stored it (no hasReserve). */
function storedFact(overrides: Partial<BidPlacedEvent> = {}): Record<string, unknown> {
  return {
    vehicleId,
    bidId: 'b7',
    bidSeq: 7,
    bidderAlias: 'Bidder 3',
    amount: '12700.00',
    createdAt: '2026-11-21T11:59:00.000Z',
    currentBid: '12700.00',
    bidCount: 7,
    minimumNextBid: '12800.00',
    isReserveMet: true,
    auctionEndTime: end,
    isPurchase: false,
    isAutomatic: false,
    serverTime: '2026-11-21T11:59:00.010Z',
    ...overrides,
  };
}

const bid = (overrides: Partial<BidPlacedEvent> = {}): OutboxEmission => ({
  room,
  event: 'bid:placed',
  payload: storedFact(overrides),
});
const extended: OutboxEmission = {
  room,
  event: 'auction:extended',
  payload: {
    vehicleId,
    previousEndTime: '2026-11-21T12:00:00.000Z',
    auctionEndTime: end,
    serverTime: '2026-11-21T11:59:00.010Z',
  },
};
const outbid: OutboxEmission = {
  room: userRoom('u1'),
  event: 'bid:outbid',
  payload: { vehicleId, yourBid: '12600.00', serverTime: '2026-11-21T11:59:00.010Z' },
};

describe('toLiveEmissions', () => {
  it('sends a bid compact to clients of compact frames and whole to the rest of the room, each once', () => {
    const [compact, whole, ...rest] = toLiveEmissions([bid(), outbid]);
    expect(compact).toEqual({ room: compactRoom, event: 'bid:placed', payload: expect.any(Object) });
    expect(bidPlacedFrameSchema.parse(compact!.payload)).toEqual({
      vehicleId,
      bidId: 'b7',
      bidSeq: 7,
      bidder: 3,
      amount: '12700.00',
      createdAt: '2026-11-21T11:59:00.000Z',
      serverTime: '2026-11-21T11:59:00.010Z',
      // Stored by the previous version (no hasReserve): a met reserve is said.
      isReserveMet: true,
    });
    expect(whole).toEqual({ room, except: compactRoom, event: 'bid:placed', payload: storedFact() });
    // User rooms are untouched.
    expect(rest).toEqual([outbid]);
  });

  it('folds an anti-sniping extension into the compact frames of its bids; the rest of the room still hears auction:extended', () => {
    const emissions = toLiveEmissions([
      bid({ bidId: 'b7', hasReserve: false }),
      bid({ bidId: 'b8', bidSeq: 8, isAutomatic: true, hasReserve: false }),
      extended,
    ]);
    expect(emissions.map((e) => [e.room, e.except, e.event])).toEqual([
      [compactRoom, undefined, 'bid:placed'],
      [room, compactRoom, 'bid:placed'],
      [compactRoom, undefined, 'bid:placed'],
      [room, compactRoom, 'bid:placed'],
      [room, compactRoom, 'auction:extended'],
    ]);
    expect(emissions[0]!.payload).toMatchObject({ auctionEndTime: end });
    expect(emissions[0]!.payload).not.toHaveProperty('isReserveMet');
    expect(emissions[2]!.payload).toMatchObject({ auctionEndTime: end, isAutomatic: true });
  });

  it('sends a bid it cannot say compactly whole to everyone, and then the extension to everyone too', () => {
    const emissions = toLiveEmissions([bid({ bidderAlias: 'someone' }), extended]);
    expect(emissions).toEqual([
      { room, event: 'bid:placed', payload: storedFact({ bidderAlias: 'someone' }) },
      { room, event: 'auction:extended', payload: extended.payload },
    ]);
  });

  it('leaves an extension without bids, and every other event, as stored', () => {
    const closed: OutboxEmission = { room, event: 'auction:closed', payload: { vehicleId, status: 'sold' } };
    expect(toLiveEmissions([extended, closed])).toEqual([
      { room, event: 'auction:extended', payload: extended.payload },
      { room, event: 'auction:closed', payload: closed.payload },
    ]);
  });
});
