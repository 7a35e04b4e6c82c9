/**
 * Which vehicle page the browser benchmarks measure: the one ending soonest that stays open through
 * the runs. The demo data has auctions ending minutes after the seed; one in its last minutes changes
 * every second, and an ended one has no bid controls, so a run spanning its end measures two pages.
 */

/** How long the chosen auction must stay open: longer than a full run of either benchmark. */
const OPEN_FOR_MS = 15 * 60_000;

/** `notSoldBy`: a bidder's own cars have no bid button, so a signed-in run skips them. */
export async function findOpenVehicleUrl(base: string, notSoldBy?: string): Promise<string> {
  const response = await fetch(`${base}/api/vehicles?limit=50&sort=ending-soon`);
  const vehicles = (await response.json()) as { id: string; auctionEndTime: string; sellerId: string }[];
  const openUntil = Date.now() + OPEN_FOR_MS;
  const vehicle = vehicles.find((v) => Date.parse(v.auctionEndTime) > openUntil && v.sellerId !== notSoldBy);
  if (!vehicle) throw new Error('no vehicle open for the next 15 minutes to measure; seed the demo data first');
  return `${base}/vehicle/${vehicle.id}`;
}
