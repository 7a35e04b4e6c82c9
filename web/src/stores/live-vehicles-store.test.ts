import type {
  AuctionClosedEvent,
  BidDto,
  BidPlacedEvent,
  OwnStanding,
  PlaceBidResultDto,
  VehicleDto,
  VehicleSnapshot,
} from '@autolicit/shared';
import { toBidPlacedFrame } from '@autolicit/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLiveVehiclesStore, type LiveVehicleState, type LiveVehiclesStore } from './live-vehicles-store';

const id = '0b7f9f5e-5f7a-4c4f-9a55-1d7d1f1e0001';
const serverTime = '2026-11-21T10:00:00.000Z';

function snapshot(overrides: Partial<VehicleSnapshot> = {}): VehicleSnapshot {
  return {
    vehicleId: id,
    status: 'active',
    currentBid: '15000.00',
    bidCount: 3,
    minimumNextBid: '15100.00',
    buyNowPrice: null,
    hasReserve: true,
    isReserveMet: false,
    auctionEndTime: '2026-11-21T12:00:00.000Z',
    lastBids: [
      {
        id: 'b3',
        vehicleId: id,
        amount: '15000.00',
        bidSeq: 3,
        bidderAlias: 'Bidder 2',
        isMine: true,
        isAutomatic: false,
        createdAt: serverTime,
      },
    ],
    viewer: null,
    serverTime,
    ...overrides,
  };
}

function bidPlaced(overrides: Partial<BidPlacedEvent> = {}): BidPlacedEvent {
  return {
    vehicleId: id,
    bidId: 'b4',
    bidSeq: 4,
    bidderAlias: 'Bidder 1',
    amount: '15500.00',
    createdAt: serverTime,
    currentBid: '15500.00',
    bidCount: 4,
    minimumNextBid: '15600.00',
    isReserveMet: true,
    auctionEndTime: '2026-11-21T12:00:00.000Z',
    isPurchase: false,
    isAutomatic: false,
    serverTime,
    ...overrides,
  };
}

const vehicleAt = (currentBid: string, bidCount: number, minimumNextBid: string) =>
  ({
    id,
    status: 'active',
    currentBid,
    bidCount,
    minimumNextBid,
    buyNowPrice: null,
    hasReserve: true,
    isReserveMet: true,
    auctionEndTime: '2026-11-21T12:00:00.000Z',
  }) as VehicleDto;

function ownResult(overrides: Partial<PlaceBidResultDto> & Pick<PlaceBidResultDto, 'vehicle'>): PlaceBidResultDto {
  const bid = overrides.bid === undefined ? null : overrides.bid;
  return {
    bid,
    bids: bid ? [bid] : [],
    isPurchase: false,
    isLeading: true,
    outbidByAutomatic: false,
    message: null,
    maximum: null,
    fee: '350.00',
    total: '15850.00',
    ...overrides,
  };
}

const myBid = (overrides: Partial<BidDto> = {}): BidDto => ({
  id: 'b4',
  vehicleId: id,
  amount: '15500.00',
  bidSeq: 4,
  bidderAlias: 'Bidder 3',
  isMine: true,
  isAutomatic: false,
  createdAt: serverTime,
  ...overrides,
});

let store: LiveVehiclesStore;
const state = () => store.getState().vehicles[id];

beforeEach(() => {
  store = createLiveVehiclesStore();
});

describe('live vehicles store', () => {
  it('takes a snapshot as the first state', () => {
    store.getState().applySnapshot(snapshot());
    expect(state()).toMatchObject({ currentBid: '15000.00', bidCount: 3, lastBids: [{ id: 'b3' }] });
  });

  it('applies a newer bid and prepends it to the history', () => {
    store.getState().applySnapshot(snapshot());
    store.getState().applyBidPlaced(bidPlaced());
    expect(state()).toMatchObject({
      currentBid: '15500.00',
      bidCount: 4,
      minimumNextBid: '15600.00',
      isReserveMet: true,
    });
    expect(state()!.lastBids.map((b) => b.id)).toEqual(['b4', 'b3']);
  });

  it('ignores a repeated or older bid event for the price', () => {
    store.getState().applySnapshot(snapshot({ bidCount: 5, currentBid: '16000.00', minimumNextBid: '16100.00' }));
    store.getState().applyBidPlaced(bidPlaced());
    expect(state()).toMatchObject({ currentBid: '16000.00', bidCount: 5, minimumNextBid: '16100.00' });
    store.getState().applyBidPlaced(bidPlaced());
    expect(state()!.lastBids.filter((b) => b.id === 'b4')).toHaveLength(1);
  });

  it('does not let an older snapshot roll back a newer bid, and keeps isMine', () => {
    store.getState().applySnapshot(snapshot());
    store.getState().applyBidPlaced(bidPlaced());
    store.getState().applySnapshot(snapshot());
    expect(state()).toMatchObject({ currentBid: '15500.00', bidCount: 4 });
    expect(state()!.lastBids.find((b) => b.id === 'b3')!.isMine).toBe(true);
  });

  it('ignores events for a vehicle it has no state for', () => {
    store.getState().applyBidPlaced(bidPlaced());
    expect(state()).toBeUndefined();
  });

  it('only moves the end time later', () => {
    store.getState().applySnapshot(snapshot());
    const extended = {
      vehicleId: id,
      previousEndTime: '2026-11-21T12:00:00.000Z',
      auctionEndTime: '2026-11-21T12:02:00.000Z',
      serverTime,
    };
    store.getState().applyAuctionExtended(extended);
    expect(state()!.auctionEndTime).toBe('2026-11-21T12:02:00.000Z');
    store.getState().applyAuctionExtended({ ...extended, auctionEndTime: '2026-11-21T12:01:00.000Z' });
    store.getState().applySnapshot(snapshot());
    expect(state()!.auctionEndTime).toBe('2026-11-21T12:02:00.000Z');
    store.getState().applyBidPlaced(bidPlaced({ auctionEndTime: '2026-11-21T12:03:30.000Z' }));
    expect(state()!.auctionEndTime).toBe('2026-11-21T12:03:30.000Z');
  });

  it('keeps a closed auction closed', () => {
    store.getState().applySnapshot(snapshot());
    const closed: AuctionClosedEvent = {
      vehicleId: id,
      status: 'sold',
      finalPrice: '15000.00',
      isReserveMet: true,
      bidCount: 3,
      serverTime,
    };
    store.getState().applyAuctionClosed(closed);
    expect(state()).toMatchObject({ status: 'sold', finalPrice: '15000.00', isReserveMet: true });
    store.getState().applySnapshot(snapshot({ status: 'active' }));
    expect(state()!.status).toBe('sold');
  });

  it('marks a buy-now purchase as sold', () => {
    store.getState().applySnapshot(snapshot());
    store.getState().applyBidPlaced(bidPlaced({ isPurchase: true }));
    expect(state()!.status).toBe('sold');
  });

  it('seeds from REST data without overriding newer live data', () => {
    const dto = {
      id,
      status: 'active',
      currentBid: '14000.00',
      bidCount: 2,
      minimumNextBid: '14100.00',
      buyNowPrice: '30000.00',
      hasReserve: true,
      isReserveMet: false,
      auctionEndTime: '2026-11-21T12:00:00.000Z',
    } as VehicleDto;
    store.getState().seed(dto);
    expect(state()).toMatchObject({ currentBid: '14000.00', lastBids: [] });
    store.getState().applySnapshot(snapshot());
    store.getState().seed(dto);
    expect(state()).toMatchObject({ currentBid: '15000.00', bidCount: 3, lastBids: [{ id: 'b3' }] });
  });

  it('leaves the state object alone when nothing changed', () => {
    store.getState().applySnapshot(snapshot());
    const before = state();
    store.getState().applyAuctionExtended({
      vehicleId: id,
      previousEndTime: '',
      auctionEndTime: '2026-11-21T11:00:00.000Z',
      serverTime,
    });
    expect(state()).toBe(before);
  });

  it("follows the viewer's standing: their alias leads, anyone else's newer bid outbids them", () => {
    store
      .getState()
      .applySnapshot(
        snapshot({ viewer: { bidderAlias: 'Bidder 2', highestBid: '15000.00', isLeading: true, maximum: null } }),
      );
    store.getState().applyBidPlaced(bidPlaced({ bidderAlias: 'Bidder 1', bidSeq: 4, bidCount: 4, amount: '15500.00' }));
    expect(state()?.viewer).toEqual({
      bidderAlias: 'Bidder 2',
      highestBid: '15000.00',
      isLeading: false,
      maximum: null,
    });
    // An automatic bid for the viewer's maximum carries their alias: they lead again.
    store.getState().applyBidPlaced(
      bidPlaced({
        bidId: 'b5',
        bidderAlias: 'Bidder 2',
        bidSeq: 5,
        bidCount: 5,
        amount: '15600.00',
        isAutomatic: true,
      }),
    );
    expect(state()?.viewer).toEqual({
      bidderAlias: 'Bidder 2',
      highestBid: '15600.00',
      isLeading: true,
      maximum: null,
    });
    // An old event arriving late changes nothing.
    store.getState().applyBidPlaced(bidPlaced({ bidderAlias: 'Bidder 1', bidSeq: 4, bidCount: 4, amount: '15500.00' }));
    expect(state()?.viewer?.isLeading).toBe(true);
  });

  it("takes the caller's own accepted bid as theirs, whether its event came first or not", () => {
    store.getState().applySnapshot(snapshot({ viewer: null }));
    // The room's event for our bid overtook the HTTP answer.
    store
      .getState()
      .applyBidPlaced(bidPlaced({ bidId: 'b4', bidderAlias: 'Bidder 3', bidSeq: 4, bidCount: 4, amount: '15500.00' }));
    store.getState().applyOwnBid(ownResult({ bid: myBid(), vehicle: vehicleAt('15500.00', 4, '15600.00') }));
    expect(state()?.viewer).toEqual({
      bidderAlias: 'Bidder 3',
      highestBid: '15500.00',
      isLeading: true,
      maximum: null,
    });
    expect(state()?.lastBids[0]).toMatchObject({ id: 'b4', isMine: true });
  });

  it('is not leading when a newer bid arrived before the answer to our own', () => {
    store.getState().applySnapshot(snapshot({ viewer: null }));
    store.getState().applyBidPlaced(
      bidPlaced({
        bidId: 'b5',
        bidderAlias: 'Bidder 1',
        bidSeq: 5,
        bidCount: 5,
        amount: '15600.00',
        currentBid: '15600.00',
      }),
    );
    store.getState().applyOwnBid(ownResult({ bid: myBid(), vehicle: vehicleAt('15500.00', 4, '15600.00') }));
    expect(state()).toMatchObject({ currentBid: '15600.00', viewer: { isLeading: false, highestBid: '15500.00' } });
  });

  it('takes a hand bid answered by an automatic counter-bid as outbid, with both bids in the history', () => {
    store.getState().applySnapshot(snapshot({ viewer: null }));
    const counter = myBid({
      id: 'b5',
      bidSeq: 5,
      amount: '15600.00',
      bidderAlias: 'Bidder 2',
      isMine: false,
      isAutomatic: true,
    });
    store.getState().applyOwnBid(
      ownResult({
        bid: myBid(),
        bids: [myBid(), counter],
        isLeading: false,
        outbidByAutomatic: true,
        vehicle: vehicleAt('15600.00', 5, '15700.00'),
      }),
    );
    expect(state()).toMatchObject({
      currentBid: '15600.00',
      bidCount: 5,
      viewer: { bidderAlias: 'Bidder 3', isLeading: false, highestBid: '15500.00' },
    });
    expect(
      state()
        ?.lastBids.slice(0, 2)
        .map((b) => [b.id, b.isMine, b.isAutomatic]),
    ).toEqual([
      ['b5', false, true],
      ['b4', true, false],
    ]);
  });

  it('keeps the maximum a leader set without a new bid, and their alias from the snapshot', () => {
    store
      .getState()
      .applySnapshot(
        snapshot({ viewer: { bidderAlias: 'Bidder 2', highestBid: '15000.00', isLeading: true, maximum: null } }),
      );
    store
      .getState()
      .applyOwnBid(ownResult({ bid: null, maximum: '18500.00', vehicle: vehicleAt('15000.00', 3, '15100.00') }));
    expect(state()?.viewer).toEqual({
      bidderAlias: 'Bidder 2',
      highestBid: '15000.00',
      isLeading: true,
      maximum: '18500.00',
    });
  });

  it('records an extension when an event or a re-sync snapshot moves the end later, not on the first snapshot', () => {
    store.getState().seed({
      id,
      status: 'active',
      currentBid: '15000.00',
      bidCount: 3,
      minimumNextBid: '15100.00',
      buyNowPrice: null,
      hasReserve: true,
      isReserveMet: false,
      auctionEndTime: '2026-11-21T11:00:00.000Z',
    } as VehicleDto);
    store.getState().applySnapshot(snapshot());
    expect(state()?.extension).toBeNull();
    store.getState().applyAuctionExtended({
      vehicleId: id,
      previousEndTime: '2026-11-21T12:00:00.000Z',
      auctionEndTime: '2026-11-21T12:02:00.000Z',
      serverTime,
    });
    expect(state()?.extension).toEqual({
      previousEndTime: '2026-11-21T12:00:00.000Z',
      auctionEndTime: '2026-11-21T12:02:00.000Z',
      at: serverTime,
    });
    store.getState().markAllUnsynced();
    store
      .getState()
      .applySnapshot(
        snapshot({ auctionEndTime: '2026-11-21T12:03:00.000Z', bidCount: 5, serverTime: '2026-11-21T12:01:30.000Z' }),
      );
    expect(state()?.extension).toMatchObject({
      previousEndTime: '2026-11-21T12:02:00.000Z',
      auctionEndTime: '2026-11-21T12:03:00.000Z',
    });
    expect(state()?.synced).toBe(true);
  });

  it("takes an operator's new end as the truth, earlier too, but only on top of the end it replaced", () => {
    store.getState().applySnapshot(snapshot({ auctionEndTime: '2026-11-21T12:00:00.000Z' }));
    const move = { vehicleId: id, year: 2019, make: 'Dacia', model: 'Logan', serverTime };
    store.getState().applyAuctionRescheduled({
      ...move,
      previousEndTime: '2026-11-21T12:00:00.000Z',
      auctionEndTime: '2026-11-21T11:30:00.000Z',
    });
    expect(state()?.auctionEndTime).toBe('2026-11-21T11:30:00.000Z');
    // A stale move (its previous end is not ours any more) cannot pull the end earlier.
    store.getState().applyAuctionRescheduled({
      ...move,
      previousEndTime: '2026-11-21T12:00:00.000Z',
      auctionEndTime: '2026-11-21T11:00:00.000Z',
    });
    expect(state()?.auctionEndTime).toBe('2026-11-21T11:30:00.000Z');
    store.getState().applyAuctionRescheduled({
      ...move,
      previousEndTime: '2026-11-21T11:30:00.000Z',
      auctionEndTime: '2026-11-21T13:00:00.000Z',
    });
    expect(state()).toMatchObject({
      auctionEndTime: '2026-11-21T13:00:00.000Z',
      extension: { auctionEndTime: '2026-11-21T13:00:00.000Z' },
    });
  });
});

/**
 * The same bids, told the way the server told every client before compact frames (whole facts, and
 * an auction:extended after a bid that moved the end) and the way it tells the web app now (one
 * compact frame per bid): the page must show the same price, end, reserve, standing and history.
 */
describe('live vehicles store, compact frames', () => {
  interface Told {
    fact: BidPlacedEvent;
    endMoved?: boolean;
  }

  /** A bid as the server stores it, with what the auction looks like right after it. */
  function told(
    fact: Partial<BidPlacedEvent> & Pick<BidPlacedEvent, 'bidId' | 'bidSeq' | 'amount' | 'bidderAlias'>,
    endMoved = false,
  ): Told {
    const minimum = `${Number(fact.amount) + 100}.00`;
    return {
      fact: bidPlaced({
        currentBid: fact.amount,
        bidCount: fact.bidSeq,
        minimumNextBid: minimum,
        hasReserve: true,
        ...fact,
      }),
      endMoved,
    };
  }

  function bothWays(
    start: VehicleSnapshot,
    bids: Told[],
  ): [LiveVehicleState | undefined, LiveVehicleState | undefined] {
    const whole = createLiveVehiclesStore();
    const compact = createLiveVehiclesStore();
    whole.getState().applySnapshot(start);
    compact.getState().applySnapshot(start);
    for (const { fact, endMoved = false } of bids) {
      whole.getState().applyBidPlaced(fact);
      if (endMoved) {
        whole.getState().applyAuctionExtended({
          vehicleId: id,
          previousEndTime: start.auctionEndTime,
          auctionEndTime: fact.auctionEndTime,
          serverTime: fact.serverTime,
        });
      }
      compact.getState().applyBidPlaced(toBidPlacedFrame(fact, endMoved)!);
    }
    return [whole.getState().vehicles[id], compact.getState().vehicles[id]];
  }

  it('shows the same price, minimum, reserve and history', () => {
    const [whole, compact] = bothWays(snapshot(), [
      told({ bidId: 'b4', bidSeq: 4, amount: '15500.00', bidderAlias: 'Bidder 1', isReserveMet: false }),
      told({ bidId: 'b5', bidSeq: 5, amount: '16000.00', bidderAlias: 'Bidder 3', isReserveMet: true }),
    ]);
    expect(compact).toEqual(whole);
    expect(compact).toMatchObject({
      currentBid: '16000.00',
      bidCount: 5,
      minimumNextBid: '16100.00',
      isReserveMet: true,
    });
    expect(compact!.lastBids.map((b) => [b.id, b.bidderAlias, b.amount])).toEqual([
      ['b5', 'Bidder 3', '16000.00'],
      ['b4', 'Bidder 1', '15500.00'],
      ['b3', 'Bidder 2', '15000.00'],
    ]);
  });

  it('shows a vehicle without a reserve as met, though its frames never say so', () => {
    const [whole, compact] = bothWays(snapshot({ hasReserve: false, isReserveMet: true }), [
      told({
        bidId: 'b4',
        bidSeq: 4,
        amount: '15500.00',
        bidderAlias: 'Bidder 1',
        isReserveMet: true,
        hasReserve: false,
      }),
    ]);
    expect(compact).toEqual(whole);
    expect(compact!.isReserveMet).toBe(true);
  });

  it('moves the end and marks the extension from the bid that moved it', () => {
    const [whole, compact] = bothWays(snapshot(), [
      told(
        {
          bidId: 'b4',
          bidSeq: 4,
          amount: '15500.00',
          bidderAlias: 'Bidder 1',
          auctionEndTime: '2026-11-21T12:02:00.000Z',
        },
        true,
      ),
      // The next bid in the last minutes moves it again; a hand bid and the automatic answer come as two.
      told(
        {
          bidId: 'b5',
          bidSeq: 5,
          amount: '15600.00',
          bidderAlias: 'Bidder 2',
          auctionEndTime: '2026-11-21T12:03:00.000Z',
        },
        true,
      ),
      told(
        {
          bidId: 'b6',
          bidSeq: 6,
          amount: '15700.00',
          bidderAlias: 'Bidder 1',
          isAutomatic: true,
          auctionEndTime: '2026-11-21T12:03:00.000Z',
        },
        true,
      ),
    ]);
    expect(compact).toEqual(whole);
    expect(compact).toMatchObject({
      auctionEndTime: '2026-11-21T12:03:00.000Z',
      extension: { auctionEndTime: '2026-11-21T12:03:00.000Z' },
    });
    expect(compact!.lastBids[0]).toMatchObject({ id: 'b6', isAutomatic: true });
  });

  it("follows the viewer's standing, ignores repeated and older frames, and ends the auction on a purchase", () => {
    const viewer = { bidderAlias: 'Bidder 2', highestBid: '15000.00', isLeading: true, maximum: null };
    const [whole, compact] = bothWays(snapshot({ viewer }), [
      told({ bidId: 'b5', bidSeq: 5, amount: '15600.00', bidderAlias: 'Bidder 1' }),
      told({ bidId: 'b4', bidSeq: 4, amount: '15500.00', bidderAlias: 'Bidder 2' }),
      told({ bidId: 'b5', bidSeq: 5, amount: '15600.00', bidderAlias: 'Bidder 1' }),
      told({
        bidId: 'b6',
        bidSeq: 6,
        amount: '25000.00',
        bidderAlias: 'Bidder 2',
        isPurchase: true,
        isReserveMet: true,
      }),
    ]);
    expect(compact).toEqual(whole);
    expect(compact).toMatchObject({
      status: 'sold',
      currentBid: '25000.00',
      viewer: { isLeading: true, highestBid: '25000.00' },
    });
  });

  it('still reads a whole fact (a server of the previous version during a deploy) beside compact frames', () => {
    store.getState().applySnapshot(snapshot());
    store
      .getState()
      .applyBidPlaced(
        toBidPlacedFrame(told({ bidId: 'b4', bidSeq: 4, amount: '15500.00', bidderAlias: 'Bidder 1' }).fact, false)!,
      );
    store
      .getState()
      .applyBidPlaced(
        told({ bidId: 'b5', bidSeq: 5, amount: '15600.00', bidderAlias: 'Bidder 3', isReserveMet: true }).fact,
      );
    expect(state()).toMatchObject({
      currentBid: '15600.00',
      bidCount: 5,
      minimumNextBid: '15700.00',
      isReserveMet: true,
    });
    expect(state()!.lastBids.map((b) => b.id)).toEqual(['b5', 'b4', 'b3']);
  });
});

describe("live vehicles store, the user's own standing from their other devices", () => {
  const standing = (overrides: Partial<OwnStanding> = {}): OwnStanding => ({
    bidderAlias: 'Bidder 7',
    highestBid: '15500.00',
    isLeading: true,
    maximum: null,
    bidSeq: 4,
    ...overrides,
  });

  it('tells a page that had no standing that the bid made on another device leads, and follows the frames after it', () => {
    store.getState().applySnapshot(snapshot({ viewer: null }));
    // The room's frame of that bid comes first: its alias means nothing to this page yet.
    store.getState().applyBidPlaced(bidPlaced({ bidderAlias: 'Bidder 7' }));
    expect(state()!.viewer).toBeNull();
    store.getState().applyOwnStanding(id, standing());
    expect(state()!.viewer).toEqual({
      bidderAlias: 'Bidder 7',
      highestBid: '15500.00',
      isLeading: true,
      maximum: null,
    });
    // With the alias known, the room's next bid by someone else outbids it.
    store.getState().applyBidPlaced(
      bidPlaced({
        bidId: 'b5',
        bidSeq: 5,
        bidCount: 5,
        amount: '15600.00',
        currentBid: '15600.00',
        bidderAlias: 'Bidder 1',
      }),
    );
    expect(state()!.viewer).toMatchObject({ bidderAlias: 'Bidder 7', isLeading: false, highestBid: '15500.00' });
  });

  it('never lets an older standing replace a newer one, whatever order they come in', () => {
    const newer = standing({ bidSeq: 6, isLeading: false, highestBid: '15500.00', maximum: '16000.00' });
    const older = standing({ bidSeq: 4, isLeading: true, highestBid: '15500.00', maximum: null });
    const inOrder = createLiveVehiclesStore();
    const reversed = createLiveVehiclesStore();
    for (const [s, facts] of [
      [inOrder, [older, newer]],
      [reversed, [newer, older]],
    ] as const) {
      s.getState().applySnapshot(snapshot({ viewer: null }));
      for (const fact of facts) s.getState().applyOwnStanding(id, fact);
      expect(s.getState().vehicles[id]!.viewer).toEqual({
        bidderAlias: 'Bidder 7',
        highestBid: '15500.00',
        isLeading: false,
        maximum: '16000.00',
      });
      expect(s.getState().vehicles[id]!.viewerSeq).toBe(6);
    }
  });

  it('takes a standing that is ahead of the room, and does not flicker when the room catches up', () => {
    store
      .getState()
      .applySnapshot(
        snapshot({ viewer: { bidderAlias: 'Bidder 7', highestBid: '14000.00', isLeading: false, maximum: null } }),
      );
    // A rival's hand bid (4) answered by this user's maximum (5): the standing comes before both frames.
    store.getState().applyOwnStanding(id, standing({ bidSeq: 5, highestBid: '15600.00', maximum: '18000.00' }));
    const seen: boolean[] = [];
    store.getState().applyBidPlaced(bidPlaced({ bidderAlias: 'Bidder 1' }));
    seen.push(state()!.viewer!.isLeading);
    store.getState().applyBidPlaced(
      bidPlaced({
        bidId: 'b5',
        bidSeq: 5,
        bidCount: 5,
        amount: '15600.00',
        currentBid: '15600.00',
        bidderAlias: 'Bidder 7',
        isAutomatic: true,
      }),
    );
    seen.push(state()!.viewer!.isLeading);
    expect(seen).toEqual([true, true]);
    expect(state()).toMatchObject({
      bidCount: 5,
      viewer: { isLeading: true, highestBid: '15600.00', maximum: '18000.00' },
    });
  });

  it('counts the bids the room already brought beyond an older standing', () => {
    store.getState().applySnapshot(snapshot({ viewer: null }));
    store.getState().applyBidPlaced(bidPlaced({ bidderAlias: 'Bidder 7' }));
    store.getState().applyBidPlaced(
      bidPlaced({
        bidId: 'b5',
        bidSeq: 5,
        bidCount: 5,
        amount: '15600.00',
        currentBid: '15600.00',
        bidderAlias: 'Bidder 1',
      }),
    );
    // The standing of bid 4 arrives after the rival's bid 5: outbid, with the alias and the highest bid it brought.
    store.getState().applyOwnStanding(id, standing({ bidSeq: 4 }));
    expect(state()).toMatchObject({
      viewerSeq: 5,
      viewer: { bidderAlias: 'Bidder 7', highestBid: '15500.00', isLeading: false },
    });
  });

  it('keeps the highest bid it knew when a standing brings none (a maximum beaten at once)', () => {
    store
      .getState()
      .applySnapshot(
        snapshot({ viewer: { bidderAlias: 'Bidder 7', highestBid: '14000.00', isLeading: false, maximum: null } }),
      );
    store
      .getState()
      .applyOwnStanding(id, standing({ bidSeq: 5, highestBid: null, isLeading: false, maximum: '15400.00' }));
    expect(state()!.viewer).toEqual({
      bidderAlias: 'Bidder 7',
      highestBid: '14000.00',
      isLeading: false,
      maximum: '15400.00',
    });
  });

  it('does not let an older snapshot undo a newer standing, and ignores a vehicle it has no state for', () => {
    store.getState().applySnapshot(snapshot({ viewer: null }));
    store.getState().applyOwnStanding(id, standing({ bidSeq: 4 }));
    store.getState().applySnapshot(snapshot({ viewer: null }));
    expect(state()!.viewer).toMatchObject({ isLeading: true });
    store.getState().applyOwnStanding('0b7f9f5e-5f7a-4c4f-9a55-1d7d1f1e0002', standing());
    expect(store.getState().vehicles['0b7f9f5e-5f7a-4c4f-9a55-1d7d1f1e0002']).toBeUndefined();
  });
});
