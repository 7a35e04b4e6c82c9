import { randomUUID } from 'node:crypto';
import { type PlaceBidResultDto, type VehicleSnapshot } from '@autolicit/shared';
import { listUserFootprints } from '@autolicit/db';
import { describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '../../test/factories';
import { command, nextEvent, signInCookie } from '../../test/test-server';
import { aliceCookie, bidOverHttp, bobCookie, connect, node, seller, useSocketScene } from '../../test/socket-scene';

useSocketScene();

describe('bid:place', () => {
  it('places a bid with the same rules and answer as REST, and tells the other watcher', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '15200.00' });
    const aliceSocket = await connect({ cookie: aliceCookie });
    const watcher = await connect();
    await command(watcher, 'vehicle:join', { vehicleId: vehicle.id });
    const event = nextEvent(watcher, 'bid:placed');
    const ack = await command<PlaceBidResultDto>(aliceSocket, 'bid:place', { vehicleId: vehicle.id, amount: '15300' });
    expect(ack).toMatchObject({
      data: { fee: '350.00', total: '15650.00', bid: { amount: '15300.00', isMine: true } },
    });
    expect(await event).toMatchObject({ amount: '15300.00' });

    const tooLow = await command(aliceSocket, 'bid:place', { vehicleId: vehicle.id, amount: '15300' });
    expect(tooLow).toEqual({
      error: {
        code: 'BID_TOO_LOW',
        message: 'Bid must be at least 15.400 €',
        messageKey: 'bid.tooLow',
        field: 'amount',
      },
    });
  });

  it('keeps where a socket bid came from (address and browser) for the shill-bid signals, and only then', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '8000.00' });
    const deviceId = 'Zm9vYmFyYmF6cXV4MTIzNA';
    const bidder = await createUser(node.ctx);
    const cookie = `${await signInCookie(node.url, bidder.email)}; autolicit.did=${deviceId}`;
    const socket = await connect({ cookie });
    const ack = await command<PlaceBidResultDto>(socket, 'bid:place', { vehicleId: vehicle.id, amount: '8100' });
    const bidId = 'data' in ack ? ack.data.bid?.id : undefined;
    expect(bidId).toBeTruthy();
    expect(await command(socket, 'bid:place', { vehicleId: vehicle.id, amount: '8100' })).toMatchObject({
      error: { code: 'BID_TOO_LOW' },
    });
    const bids = (await listUserFootprints(node.ctx.db, bidder.id)).filter((f) => f.kind === 'bid');
    expect(bids).toEqual([
      expect.objectContaining({ vehicleId: vehicle.id, bidId, deviceId, ip: expect.stringMatching(/127\.0\.0\.1$/) }),
    ]);
  });

  it('refuses a signed-out socket with an Unauthorized error', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id });
    const visitor = await connect();
    const ack = await command(visitor, 'bid:place', { vehicleId: vehicle.id, amount: '20000' });
    expect(ack).toMatchObject({ error: { code: 'UNAUTHORIZED', message: expect.stringContaining('Unauthorized') } });
  });

  it('refuses malformed amounts with the bid message', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id });
    const socket = await connect({ cookie: aliceCookie });
    for (const amount of [20000, '1e5', '-1', '20000.50']) {
      const ack = await command(socket, 'bid:place', { vehicleId: vehicle.id, amount });
      expect(ack).toMatchObject({
        error: { code: 'VALIDATION', message: 'Bid amount must be a whole number of euros' },
      });
    }
  });

  it('bids once for a resent clientBidId', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '1000.00' });
    const socket = await connect({ cookie: aliceCookie });
    const payload = { vehicleId: vehicle.id, amount: '1100', clientBidId: `c-${randomUUID()}` };
    const [first, second] = await Promise.all([
      command(socket, 'bid:place', payload),
      command(socket, 'bid:place', payload),
    ]);
    expect(second).toEqual(first);
    const snapshot = await command<VehicleSnapshot>(socket, 'vehicle:join', { vehicleId: vehicle.id });
    expect((snapshot as { data: VehicleSnapshot }).data.bidCount).toBe(1);
  });

  it('tells the previous high bidder they were outbid, in their user room', async () => {
    const vehicle = await createVehicle(node.ctx, {
      sellerId: seller.id,
      startingBid: '3000.00',
      make: 'Audi',
      model: 'A4',
      year: 2018,
    });
    const aliceSocket = await connect({ cookie: aliceCookie });
    await bidOverHttp(aliceCookie, vehicle.id, '3100');
    const outbid = nextEvent(aliceSocket, 'bid:outbid');
    await bidOverHttp(bobCookie, vehicle.id, '3500');
    expect(await outbid).toMatchObject({
      vehicleId: vehicle.id,
      make: 'Audi',
      model: 'A4',
      year: 2018,
      yourBid: '3100.00',
      currentBid: '3500.00',
      minimumNextBid: '3600.00',
    });
  });

  it('tells the seller about each bid on their listing, in their user room only', async () => {
    const vehicle = await createVehicle(node.ctx, {
      sellerId: seller.id,
      startingBid: '6000.00',
      make: 'Ford',
      model: 'Focus',
      year: 2017,
    });
    const sellerSocket = await connect({ cookie: await signInCookie(node.url, seller.email) });
    const bobSocket = await connect({ cookie: bobCookie });
    const received = nextEvent(sellerSocket, 'listing:bid-received');
    let bobHeard = false;
    bobSocket.on('listing:bid-received', () => (bobHeard = true));
    await bidOverHttp(aliceCookie, vehicle.id, '6100');
    expect(await received).toMatchObject({
      vehicleId: vehicle.id,
      make: 'Ford',
      model: 'Focus',
      year: 2017,
      amount: '6100.00',
      currentBid: '6100.00',
      bidCount: 1,
    });
    await bidOverHttp(bobCookie, vehicle.id, '6300');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bobHeard).toBe(false);
  });

  it('announces an anti-sniping extension to the room: in the bid itself for compact clients, as auction:extended for the others', async () => {
    const end = new Date(Date.now() + 90_000);
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '1000.00', auctionEndTime: end });
    const watcher = await connect();
    const oldTab = await connect({ wholeFacts: true });
    for (const w of [watcher, oldTab]) await command(w, 'vehicle:join', { vehicleId: vehicle.id });
    const placed = nextEvent(watcher, 'bid:placed');
    const notExtended = nextEvent(watcher, 'auction:extended', 500);
    const extended = nextEvent(oldTab, 'auction:extended');
    const { body } = await bidOverHttp(aliceCookie, vehicle.id, '1100');
    const frame = await placed;
    expect(frame.auctionEndTime).toBe(body.vehicle.auctionEndTime);
    expect(Date.parse(frame.auctionEndTime!)).toBeGreaterThan(end.getTime());
    // No reserve: any bid meets it, so the frame need not say so.
    expect(frame).not.toHaveProperty('isReserveMet');
    await expect(notExtended).rejects.toThrow(/no auction:extended/);
    const event = await extended;
    expect(event.previousEndTime).toBe(end.toISOString());
    expect(event.auctionEndTime).toBe(body.vehicle.auctionEndTime);
  });

  it('closes a buy-now purchase at once for the room, the buyer and the seller', async () => {
    const vehicle = await createVehicle(node.ctx, {
      sellerId: seller.id,
      startingBid: '20000.00',
      buyNowPrice: '25000.00',
    });
    const sellerSocket = await connect({ cookie: await signInCookie(node.url, seller.email) });
    const bobSocket = await connect({ cookie: bobCookie });
    const watcher = await connect();
    await command(watcher, 'vehicle:join', { vehicleId: vehicle.id });
    const closed = nextEvent(watcher, 'auction:closed');
    const won = nextEvent(bobSocket, 'auction:won');
    const sold = nextEvent(sellerSocket, 'auction:sold');
    const ack = await command<PlaceBidResultDto>(bobSocket, 'bid:place', { vehicleId: vehicle.id, amount: '25000' });
    expect(ack).toMatchObject({ data: { isPurchase: true } });
    expect(await closed).toMatchObject({ status: 'sold', finalPrice: '25000.00' });
    expect(await won).toMatchObject({ finalPrice: '25000.00', fee: '450.00', total: '25450.00' });
    expect(await sold).toMatchObject({ finalPrice: '25000.00' });
  });
});
