import { describe, expect, it } from 'vitest';
import { isWinToldByOwnPurchase, trackOwnOffer } from './own-purchases';

describe('own purchases', () => {
  it('knows nothing of a vehicle this tab made no offer on', async () => {
    expect(await isWinToldByOwnPurchase('v-none')).toBe(false);
  });

  it('waits for an offer on its way, and says whether it was a purchase', async () => {
    const settleBuy = trackOwnOffer('v-buy');
    const told = isWinToldByOwnPurchase('v-buy');
    settleBuy('purchase');
    expect(await told).toBe(true);
    // Later repeats of the win (a re-delivered event) are still the same purchase.
    expect(await isWinToldByOwnPurchase('v-buy')).toBe(true);

    const settleBid = trackOwnOffer('v-bid');
    const toldBid = isWinToldByOwnPurchase('v-bid');
    settleBid('other');
    expect(await toldBid).toBe(false);
    expect(await isWinToldByOwnPurchase('v-bid')).toBe(false);
  });

  it('follows the newest offer on a vehicle', async () => {
    const first = trackOwnOffer('v-twice');
    const second = trackOwnOffer('v-twice');
    first('other');
    const told = isWinToldByOwnPurchase('v-twice');
    second('purchase');
    expect(await told).toBe(true);
  });
});
