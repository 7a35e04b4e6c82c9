/**
 * The offers this tab sent, so the buyer hears of a buy-now once. A buy-now closes the auction at
 * once and the server also tells the buyer "auction:won"; with one notification at a time (the
 * newest wins), that winner notice replaced the buyer's own "Purchase Successful!" whenever the
 * event came after the answer — so the spec's text was never seen. The user-event notifier asks
 * here before announcing a win: an offer of this tab on that vehicle still on its way is waited
 * for; a purchase means the buyer was told already; anything else leaves the win to announce.
 */
export type OwnOfferOutcome = 'purchase' | 'other';

const offersOnTheirWay = new Map<string, Promise<OwnOfferOutcome>>();
const purchasedVehicles = new Set<string>();

/** Records an offer on its way; call the result with its outcome once known (exactly once). */
export function trackOwnOffer(vehicleId: string): (outcome: OwnOfferOutcome) => void {
  let resolve!: (outcome: OwnOfferOutcome) => void;
  const outcome = new Promise<OwnOfferOutcome>((done) => (resolve = done));
  offersOnTheirWay.set(vehicleId, outcome);
  return (settled) => {
    if (settled === 'purchase') purchasedVehicles.add(vehicleId);
    if (offersOnTheirWay.get(vehicleId) === outcome) offersOnTheirWay.delete(vehicleId);
    resolve(settled);
  };
}

/**
 * Whether this tab's own purchase already told the user they won `vehicleId` (waits for an offer
 * of this tab on it that is still on its way).
 */
export async function isWinToldByOwnPurchase(vehicleId: string): Promise<boolean> {
  if (purchasedVehicles.has(vehicleId)) return true;
  const pending = offersOnTheirWay.get(vehicleId);
  return pending ? (await pending) === 'purchase' : false;
}
