import {
  findBidFromSellerClientSignals,
  findMinimumRaiseSignals,
  findQuestionFromSellerClientSignals,
  findSellerConcentrationSignals,
  findSharedClientSignals,
} from '@autolicit/db';
import {
  DAY_MS,
  FOOTPRINT_RETENTION_DAYS,
  MIN_BID_INCREMENT_EUR,
  SHILL_SIGNAL_THRESHOLDS,
  type ShillSignalDto,
  type ShillSignalsDto,
} from '@autolicit/shared';
import type { AppContext } from '../../app-context';

const toIso = (value: string | Date): string => new Date(value).toISOString();

/**
 * The shill-bid signals of the last `days` days, strongest evidence first: bids from the seller's
 * own browser or address (and questions asked from them), accounts sharing a client with a seller they bid on, runs of minimum
 * raises behind rivals by bidders who never win, bidders concentrated on one seller. Read-only:
 * nothing is blocked or changed; each signal carries the evidence an operator needs to judge it.
 */
export async function listShillSignals(ctx: AppContext, days: number): Promise<ShillSignalsDto> {
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - days * DAY_MS);
  const t = SHILL_SIGNAL_THRESHOLDS;
  const [fromSeller, questions, shared, raises, concentration] = await Promise.all([
    findBidFromSellerClientSignals(ctx.db, since),
    findQuestionFromSellerClientSignals(ctx.db, since),
    findSharedClientSignals(ctx.db, since),
    findMinimumRaiseSignals(ctx.db, since, {
      increment: String(MIN_BID_INCREMENT_EUR),
      minCount: t.minRaiseMinCount,
      minVehicles: t.minRaiseMinVehicles,
      minEnded: t.minRaiseMinEnded,
    }),
    findSellerConcentrationSignals(ctx.db, since, {
      minShare: t.concentrationShare,
      minVehicles: t.concentrationMinVehicles,
    }),
  ]);
  const signals: ShillSignalDto[] = [
    ...fromSeller.map(
      (row): ShillSignalDto => ({
        kind: 'bid-from-seller-client',
        bidder: row.bidder,
        seller: row.seller,
        vehicle: row.vehicle,
        bid: { amount: row.amount, placedAt: toIso(row.placedAt), via: row.via, value: row.value },
      }),
    ),
    ...questions.map(
      (row): ShillSignalDto => ({
        kind: 'question-from-seller-client',
        bidder: row.bidder,
        seller: row.seller,
        vehicle: row.vehicle,
        question: { askedAt: toIso(row.placedAt), via: row.via, value: row.value },
      }),
    ),
    ...shared.map(
      (row): ShillSignalDto => ({
        kind: 'shared-client',
        bidder: row.bidder,
        seller: row.seller,
        vehicles: row.vehicles,
        bidCount: row.bidCount,
        shared: row.shared.map((client) => ({
          ...client,
          bidderLastSeen: toIso(client.bidderLastSeen),
          sellerLastSeen: toIso(client.sellerLastSeen),
        })),
      }),
    ),
    ...raises.map(
      (row): ShillSignalDto => ({
        kind: 'minimum-raises',
        bidder: row.bidder,
        vehicles: row.vehicles,
        minimumRaises: row.minimumRaises,
        endedAuctions: row.endedAuctions,
        wins: 0,
        sellers: row.sellers,
      }),
    ),
    ...concentration.map((row): ShillSignalDto => ({ kind: 'seller-concentration', ...row })),
  ];
  return {
    since: since.toISOString(),
    generatedAt: now.toISOString(),
    retentionDays: FOOTPRINT_RETENTION_DAYS,
    signals,
  };
}
