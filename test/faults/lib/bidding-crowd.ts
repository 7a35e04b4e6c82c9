import type { BidLedger, Bidder, LiveSocket, SendOptions } from './marketplace-clients';
import { sleep } from './util';

/**
 * Bidders that keep bidding on a set of vehicles over their sockets, each one step above the price
 * they last heard of (events, acks, or the minimum a refusal names), every `everyMs`.
 */
export function runBiddingCrowd(options: {
  ledger: BidLedger;
  bidders: { bidder: Bidder; socket: LiveSocket }[];
  vehicleIds: string[];
  startingPrice: number;
  everyMs: number;
  send?: SendOptions;
}): { stop(): Promise<void> } {
  const prices = new Map(options.vehicleIds.map((id) => [id, options.startingPrice]));
  const hear = (vehicleId: string, amount: string | number) => {
    const value = Number(amount);
    if (value > (prices.get(vehicleId) ?? 0)) prices.set(vehicleId, value);
  };
  for (const { socket } of options.bidders) socket.on('bid:placed', (event) => hear(event.vehicleId, event.amount));
  let running = true;
  const loops = options.bidders.map(async ({ bidder, socket }, i) => {
    await sleep((options.everyMs / options.bidders.length) * i);
    while (running) {
      const vehicleId = options.vehicleIds[Math.floor(Math.random() * options.vehicleIds.length)]!;
      const amount = String((prices.get(vehicleId) ?? options.startingPrice) + 100);
      const attempt = await options.ledger.placeOverSocket(socket, bidder, vehicleId, amount, options.send);
      if (attempt.outcome === 'accepted') hear(vehicleId, amount);
      await sleep(options.everyMs);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
