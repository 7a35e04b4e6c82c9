import type {
  AuctionClosedEvent,
  AuctionExtendedEvent,
  AuctionRescheduledEvent,
  BidDto,
  BidPlacedEvent,
  BidPlacedFrame,
  OwnStanding,
  PlaceBidResultDto,
  VehicleDto,
  VehicleSnapshot,
  VehicleStatus,
  ViewerStanding,
} from '@autolicit/shared';
import { compareCents, readBidPlaced, toCents } from '@autolicit/shared';
import { useRef, useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';

/**
 * The live part of a vehicle, shared by every card and page that shows it. Fed by REST data (seed),
 * `vehicle:join` snapshots and the room's events. Messages can arrive out of order (a snapshot read
 * before a bid but delivered after its event, a cached REST answer), so every change goes through a
 * merge that only moves forward:
 * - bids: the state with the higher bidCount wins (bidCount only grows); equal counts take the newer message;
 * - end time: only ever moves later (the only change is the anti-sniping extension);
 * - status: once closed (sold / ended / cancelled) it never goes back to active;
 * - the viewer's standing follows the bids: a newer bid under the viewer's alias leads, any other
 *   newer bid means outbid; the standing the server sends the user's own devices (`OwnStanding`,
 *   from a bid on another device too) replaces it unless it reflects an older bid than it does.
 */
/** A snapshot's fields (their `lastBids` newest first, empty until a snapshot brought them), plus the close. */
export interface LiveVehicleState extends Omit<VehicleSnapshot, 'serverTime' | 'viewer'> {
  /** Set when the auction closed: the winning (or last) bid, null without bids. */
  finalPrice: string | null;
  /**
   * The signed-in viewer's own standing: null when they have not bid, undefined while unknown (REST
   * data only, before the room's snapshot).
   */
  viewer: ViewerStanding | null | undefined;
  /** The bid count `viewer` reflects (meaningful while it is known): an older standing never replaces it. */
  viewerSeq: number;
  /** True once a snapshot of the server came in; false again after the connection dropped. */
  synced: boolean;
  /** A snapshot came in at least once: a later snapshot that moves the end is a missed extension. */
  everSynced: boolean;
  /** The last time the end moved later while watched (anti-sniping), for the "extended" highlight. */
  extension: AuctionExtension | null;
}

export interface AuctionExtension {
  previousEndTime: string;
  auctionEndTime: string;
  /** Server time (ISO) of the message that moved the end. */
  at: string;
}

export const MAX_LIVE_BIDS = 20;

export function isClosedStatus(status: VehicleStatus): boolean {
  return status !== 'active';
}

function laterIso(a: string, b: string): string {
  return Date.parse(b) > Date.parse(a) ? b : a;
}

function mergeStatus(previous: VehicleStatus, incoming: VehicleStatus): VehicleStatus {
  return isClosedStatus(previous) ? previous : incoming;
}

function higherMoney(a: string | null, b: string): string {
  return a !== null && compareCents(toCents(a), toCents(b)) >= 0 ? a : b;
}

/**
 * The viewer's standing after a newer bid: theirs when it carries their alias (an automatic bid for
 * their maximum too), otherwise outbid.
 */
function standingAfterBid<V extends LiveVehicleState['viewer']>(viewer: V, bidderAlias: string, amount: string): V {
  if (!viewer) return viewer;
  if (viewer.bidderAlias === bidderAlias)
    return { ...viewer, isLeading: true, highestBid: higherMoney(viewer.highestBid, amount) };
  return viewer.isLeading ? { ...viewer, isLeading: false } : viewer;
}

function extensionOf(
  previousEndTime: string,
  auctionEndTime: string,
  at: string,
  current: AuctionExtension | null,
): AuctionExtension | null {
  return Date.parse(auctionEndTime) > Date.parse(previousEndTime) ? { previousEndTime, auctionEndTime, at } : current;
}

function mergeBids(newer: readonly BidDto[], older: readonly BidDto[]): BidDto[] {
  const byId = new Map<string, BidDto>();
  for (const bid of [...newer, ...older]) {
    const existing = byId.get(bid.id);
    // A snapshot knows `isMine`, a broadcast does not: keep the knowledge.
    byId.set(bid.id, existing ? { ...existing, isMine: existing.isMine || bid.isMine } : bid);
  }
  return [...byId.values()].sort((a, b) => b.bidSeq - a.bidSeq).slice(0, MAX_LIVE_BIDS);
}

export function liveStateFromVehicle(vehicle: VehicleDto): LiveVehicleState {
  return {
    vehicleId: vehicle.id,
    status: vehicle.status,
    currentBid: vehicle.currentBid,
    bidCount: vehicle.bidCount,
    minimumNextBid: vehicle.minimumNextBid,
    buyNowPrice: vehicle.buyNowPrice,
    hasReserve: vehicle.hasReserve,
    isReserveMet: vehicle.isReserveMet,
    auctionEndTime: vehicle.auctionEndTime,
    lastBids: [],
    finalPrice: null,
    viewer: undefined,
    viewerSeq: vehicle.bidCount,
    synced: false,
    everSynced: false,
    extension: null,
  };
}

export function liveStateFromSnapshot(snapshot: VehicleSnapshot): LiveVehicleState {
  return {
    vehicleId: snapshot.vehicleId,
    status: snapshot.status,
    currentBid: snapshot.currentBid,
    bidCount: snapshot.bidCount,
    minimumNextBid: snapshot.minimumNextBid,
    buyNowPrice: snapshot.buyNowPrice,
    hasReserve: snapshot.hasReserve,
    isReserveMet: snapshot.isReserveMet,
    auctionEndTime: snapshot.auctionEndTime,
    lastBids: snapshot.lastBids,
    finalPrice: null,
    viewer: snapshot.viewer,
    viewerSeq: snapshot.bidCount,
    synced: true,
    everSynced: true,
    extension: null,
  };
}

/**
 * Merges a whole state (REST seed or snapshot) into what we have. A snapshot that moves the end of
 * a vehicle we were already synced with is an extension we missed (e.g. while reconnecting).
 */
export function mergeState(
  previous: LiveVehicleState | undefined,
  incoming: LiveVehicleState,
  serverTime?: string,
): LiveVehicleState {
  if (!previous) return incoming;
  const incomingBidsWin = incoming.bidCount >= previous.bidCount;
  const bidSource = incomingBidsWin ? incoming : previous;
  const auctionEndTime = laterIso(previous.auctionEndTime, incoming.auctionEndTime);
  // Only a snapshot knows the viewer; it replaces ours unless ours reflects newer bids.
  const incomingViewerWins =
    incoming.viewer !== undefined && (previous.viewer === undefined || incoming.viewerSeq >= previous.viewerSeq);
  return {
    ...previous,
    buyNowPrice: incoming.buyNowPrice,
    hasReserve: incoming.hasReserve,
    currentBid: bidSource.currentBid,
    bidCount: bidSource.bidCount,
    minimumNextBid: bidSource.minimumNextBid,
    isReserveMet: bidSource.isReserveMet,
    lastBids: incomingBidsWin
      ? mergeBids(incoming.lastBids, previous.lastBids)
      : mergeBids(previous.lastBids, incoming.lastBids),
    auctionEndTime,
    status: mergeStatus(previous.status, incoming.status),
    finalPrice: previous.finalPrice ?? incoming.finalPrice,
    viewer: incomingViewerWins ? incoming.viewer : previous.viewer,
    viewerSeq: incomingViewerWins ? incoming.viewerSeq : previous.viewerSeq,
    synced: previous.synced || incoming.synced,
    everSynced: previous.everSynced || incoming.everSynced,
    extension:
      previous.everSynced && incoming.synced && serverTime
        ? extensionOf(previous.auctionEndTime, auctionEndTime, serverTime, previous.extension)
        : previous.extension,
  };
}

/**
 * A bid we have not seen yet moves the price; a repeated or older one changes nothing. The event is
 * a compact frame (what the end, the minimum and the reserve's state are is read with the shared
 * rules and what this store knows) or, from a server of the previous version, the whole fact.
 */
export function applyBidPlaced(
  previous: LiveVehicleState | undefined,
  event: BidPlacedFrame | BidPlacedEvent,
): LiveVehicleState | undefined {
  // Without a base state we do not know the rest of the vehicle; the join snapshot will bring it.
  if (!previous) return undefined;
  const placed = readBidPlaced(event, previous.hasReserve);
  const isNewer = placed.bidCount > previous.bidCount;
  const movesViewer = Boolean(previous.viewer) && placed.bidCount > previous.viewerSeq;
  // A compact frame names the end only when this bid moved it (anti-sniping).
  const auctionEndTime =
    placed.auctionEndTime === undefined
      ? previous.auctionEndTime
      : laterIso(previous.auctionEndTime, placed.auctionEndTime);
  return {
    ...previous,
    ...(isNewer
      ? {
          currentBid: placed.currentBid,
          bidCount: placed.bidCount,
          minimumNextBid: placed.minimumNextBid,
          isReserveMet: placed.isReserveMet,
        }
      : {}),
    ...(movesViewer
      ? {
          viewer: standingAfterBid(previous.viewer, placed.bid.bidderAlias, placed.bid.amount),
          viewerSeq: placed.bidCount,
        }
      : {}),
    lastBids: mergeBids([placed.bid], previous.lastBids),
    auctionEndTime,
    extension: extensionOf(previous.auctionEndTime, auctionEndTime, placed.serverTime, previous.extension),
    // A buy-now purchase ends the auction at once; auction:closed confirms it.
    status: placed.isPurchase ? mergeStatus(previous.status, 'sold') : previous.status,
  };
}

export function applyAuctionExtended(
  previous: LiveVehicleState | undefined,
  event: AuctionExtendedEvent,
): LiveVehicleState | undefined {
  if (!previous) return undefined;
  const auctionEndTime = laterIso(previous.auctionEndTime, event.auctionEndTime);
  if (auctionEndTime === previous.auctionEndTime) return previous;
  return {
    ...previous,
    auctionEndTime,
    extension: extensionOf(previous.auctionEndTime, auctionEndTime, event.serverTime, previous.extension),
  };
}

/**
 * An operator moved the end (incident extension, correction): the new end is the truth even when
 * earlier — but only on top of the end it replaced; if the end moved otherwise meanwhile (a bid's
 * anti-sniping, a later move), this message is stale and the next snapshot settles it.
 */
export function applyAuctionRescheduled(
  previous: LiveVehicleState | undefined,
  event: AuctionRescheduledEvent,
): LiveVehicleState | undefined {
  if (!previous || previous.auctionEndTime === event.auctionEndTime) return previous;
  const later = Date.parse(event.auctionEndTime) > Date.parse(previous.auctionEndTime);
  if (!later && Date.parse(previous.auctionEndTime) !== Date.parse(event.previousEndTime)) return previous;
  return {
    ...previous,
    auctionEndTime: event.auctionEndTime,
    extension: later
      ? extensionOf(previous.auctionEndTime, event.auctionEndTime, event.serverTime, previous.extension)
      : previous.extension,
  };
}

/**
 * The user's own standing on this vehicle, sent to each of their devices (`bid:standing-changed`,
 * `bid:outbid`, a buy-now's `auction:won`) — the only way a page learns of a bid made on another
 * device before its next snapshot. It replaces the viewer's standing unless that reflects a newer
 * bid; bids of others this store already heard beyond the standing's then still count (the room's
 * frames may come first). The alias and the highest bid never go back to unknown or lower.
 */
export function applyOwnStanding(
  previous: LiveVehicleState | undefined,
  standing: OwnStanding,
): LiveVehicleState | undefined {
  // Without a base state the page is not showing this vehicle; its snapshot will bring the standing.
  if (!previous) return undefined;
  const known = previous.viewer ?? null;
  const bidderAlias = known?.bidderAlias ?? standing.bidderAlias;
  const highestBid =
    standing.highestBid === null
      ? (known?.highestBid ?? null)
      : higherMoney(known?.highestBid ?? null, standing.highestBid);
  if (known && standing.bidSeq < previous.viewerSeq)
    return { ...previous, viewer: { ...known, bidderAlias, highestBid } };
  let viewer: ViewerStanding = {
    bidderAlias: standing.bidderAlias ?? bidderAlias,
    highestBid,
    isLeading: standing.isLeading,
    maximum: standing.maximum,
  };
  let viewerSeq = standing.bidSeq;
  for (const bid of [...previous.lastBids].reverse()) {
    if (bid.bidSeq <= viewerSeq) continue;
    viewer = standingAfterBid(viewer, bid.bidderAlias, bid.amount);
    viewerSeq = bid.bidSeq;
  }
  return { ...previous, viewer, viewerSeq };
}

/**
 * The caller's own accepted offer (the REST answer): its bids go into the history (theirs marked),
 * and it gives their alias, standing and maximum even before any snapshot did — whether the bids'
 * events came first or not. A later bid already seen by this store outranks the answer's "leading".
 */
export function applyOwnBid(previous: LiveVehicleState | undefined, result: PlaceBidResultDto): LiveVehicleState {
  const merged = mergeState(previous, liveStateFromVehicle(result.vehicle));
  const own = result.bid;
  const withBids = { ...merged, lastBids: mergeBids(result.bids, merged.lastBids) };
  return applyOwnStanding(withBids, {
    bidderAlias: own?.bidderAlias ?? null,
    highestBid: own?.amount ?? null,
    isLeading: result.isLeading,
    maximum: result.maximum,
    bidSeq: result.vehicle.bidCount,
  })!;
}

/** The connection dropped: every vehicle's data may be stale until its next snapshot. */
export function markUnsynced(previous: LiveVehicleState): LiveVehicleState {
  return previous.synced ? { ...previous, synced: false } : previous;
}

export function applyAuctionClosed(
  previous: LiveVehicleState | undefined,
  event: AuctionClosedEvent,
): LiveVehicleState | undefined {
  if (!previous) return undefined;
  return {
    ...previous,
    status: mergeStatus(previous.status, event.status),
    bidCount: Math.max(previous.bidCount, event.bidCount),
    isReserveMet: event.isReserveMet,
    finalPrice: event.finalPrice,
  };
}

export interface LiveVehiclesState {
  vehicles: Record<string, LiveVehicleState>;
  seed: (vehicle: VehicleDto) => void;
  applySnapshot: (snapshot: VehicleSnapshot) => void;
  applyBidPlaced: (event: BidPlacedFrame | BidPlacedEvent) => void;
  applyAuctionExtended: (event: AuctionExtendedEvent) => void;
  applyAuctionRescheduled: (event: AuctionRescheduledEvent) => void;
  applyAuctionClosed: (event: AuctionClosedEvent) => void;
  applyOwnBid: (result: PlaceBidResultDto) => void;
  applyOwnStanding: (vehicleId: string, standing: OwnStanding) => void;
  markAllUnsynced: () => void;
}

export function createLiveVehiclesStore() {
  return createStore<LiveVehiclesState>()((set) => {
    /** Replaces one vehicle only when the reducer produced a change, so unrelated subscribers stay quiet. */
    const update = (
      vehicleId: string,
      reduce: (previous: LiveVehicleState | undefined) => LiveVehicleState | undefined,
    ) =>
      set((state) => {
        const previous = state.vehicles[vehicleId];
        const next = reduce(previous);
        // A merge that changed nothing (the same REST data seeded again) must not wake every card.
        if (!next || next === previous || (previous && isSameData(previous, next))) return state;
        return { vehicles: { ...state.vehicles, [vehicleId]: next } };
      });
    return {
      vehicles: {},
      seed: (vehicle) => update(vehicle.id, (previous) => mergeState(previous, liveStateFromVehicle(vehicle))),
      applySnapshot: (snapshot) =>
        update(snapshot.vehicleId, (previous) =>
          mergeState(previous, liveStateFromSnapshot(snapshot), snapshot.serverTime),
        ),
      applyBidPlaced: (event) => update(event.vehicleId, (previous) => applyBidPlaced(previous, event)),
      applyAuctionExtended: (event) => update(event.vehicleId, (previous) => applyAuctionExtended(previous, event)),
      applyAuctionRescheduled: (event) =>
        update(event.vehicleId, (previous) => applyAuctionRescheduled(previous, event)),
      applyAuctionClosed: (event) => update(event.vehicleId, (previous) => applyAuctionClosed(previous, event)),
      applyOwnBid: (result) => update(result.vehicle.id, (previous) => applyOwnBid(previous, result)),
      applyOwnStanding: (vehicleId, standing) => update(vehicleId, (previous) => applyOwnStanding(previous, standing)),
      markAllUnsynced: () =>
        set((state) => {
          const entries = Object.entries(state.vehicles);
          if (!entries.some(([, vehicle]) => vehicle.synced)) return state;
          return { vehicles: Object.fromEntries(entries.map(([id, vehicle]) => [id, markUnsynced(vehicle)])) };
        }),
    };
  });
}

export type LiveVehiclesStore = ReturnType<typeof createLiveVehiclesStore>;

export const liveVehiclesStore = createLiveVehiclesStore();

/** Structural equality of plain data (what the live state is made of: strings, numbers, arrays, objects). */
export function isSameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (
    typeof a !== 'object' ||
    typeof b !== 'object' ||
    a === null ||
    b === null ||
    Array.isArray(a) !== Array.isArray(b)
  )
    return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every(
    (key) =>
      Object.hasOwn(b, key) && isSameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * The live state of a vehicle, or `fallback` (its REST data) while the store has none. A value equal
 * to the one last returned keeps its identity: when the REST data the page was rendered with is
 * seeded into the store right after hydration, nothing renders again (on a phone, the 24 cards of a
 * page re-rendering together held the main thread ~0.1 s). Hydration reads the fallback alone, so
 * a hydrating page matches the HTML rendered from it even when the store has newer data.
 */
export function useLiveVehicleState(
  vehicleId: string | undefined,
  fallback?: LiveVehicleState,
): LiveVehicleState | undefined {
  const last = useRef<{ source: LiveVehicleState | undefined; value: LiveVehicleState | undefined } | null>(null);
  // The same data keeps the same object, so a render only happens when something changed.
  const settle = (source: LiveVehicleState | undefined) => {
    const previous = last.current;
    if (previous && previous.source === source) return previous.value;
    const value = previous && isSameData(previous.value, source) ? previous.value : source;
    last.current = { source, value };
    return value;
  };
  const read = () => settle((vehicleId ? liveVehiclesStore.getState().vehicles[vehicleId] : undefined) ?? fallback);
  // React renders the live state right after hydration when it differs.
  const readServer = () => settle(fallback);
  return useSyncExternalStore(liveVehiclesStore.subscribe, read, readServer);
}
