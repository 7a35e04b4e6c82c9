import { findAuctionState, findNotificationPreferences } from '@autolicit/db';
import {
  type RunningNotificationWorker,
  type RunningPushWorker,
  closeAuctionIfDue,
  startNotificationWorker,
  startPushWorker,
} from '@autolicit/jobs';
import { notificationJobIds, pushJobIds } from '@autolicit/messaging';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferencesInput,
  type PushPayload,
} from '@autolicit/shared';
import { type LocalPushService, startLocalPushService } from '@autolicit/test-support';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createUser, createVehicle } from '../../test/factories';
import { CapturingMailer, TEST_ORIGIN } from '../../test/test-context';
import {
  type TestServer,
  type TestSocket,
  connectSocket,
  nextEvent,
  signInCookie,
  startTestServer,
  waitForConnect,
} from '../../test/test-server';
import { waitFor } from '../../test/test-waits';

/*
 * How an auction's end reaches the bidders who did not win and its seller, on each channel: a server
 * node (REST and Socket.IO, whose user rooms carry the notices "in the app"), the real e-mail worker
 * sending into a captured mailer (SMTP is outside the system) and the real push worker sending to a
 * local push service.
 */
let node: TestServer;
let pushService: LocalPushService;
const mailer = new CapturingMailer();
let mailWorker: RunningNotificationWorker;
let pushWorker: RunningPushWorker;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  pushService = await startLocalPushService(inject('loopbackTls'));
  node = await startTestServer({ env: { PUSH_ALLOWED_ENDPOINT_ORIGINS: pushService.origin } });
  const { config } = node.ctx;
  const shared = { db: node.ctx.db, redis: config.redis, redisPrefix: config.redisPrefix, logger: node.ctx.logger };
  mailWorker = await startNotificationWorker({
    ...shared,
    mailer,
    appOrigin: config.appOrigin,
    outbox: node.ctx.outbox,
  });
  pushWorker = await startPushWorker({ ...shared, clock: node.ctx.clock, push: config.push });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await Promise.all([mailWorker?.close(), pushWorker?.close()]);
  await node?.close();
  await pushService?.close();
});

/** A signed-in user: their REST calls, their socket (their user room) and, if asked, a push device. */
async function signedIn(options: { device?: boolean } = {}) {
  const user = await createUser(node.ctx);
  const cookie = await signInCookie(node.url, user.email);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${node.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: cookie },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
  };
  const socket = connectSocket(node.url, { origin: TEST_ORIGIN, cookie });
  sockets.push(socket);
  await waitForConnect(socket);
  const device = options.device ? pushService.subscribe() : null;
  if (device) expect((await call('POST', '/api/push/subscriptions', device)).status).toBe(201);
  return {
    user,
    socket,
    device,
    async bid(vehicleId: string, amount: string) {
      expect((await call('POST', `/api/vehicles/${vehicleId}/bids`, { amount })).status).toBe(201);
    },
    async choose(choices: NotificationPreferencesInput) {
      expect((await call('PUT', '/api/notification-preferences', choices)).status).toBe(200);
    },
  };
}

type User = Awaited<ReturnType<typeof signedIn>>;

/** Closes the auction as its close job would, just after its end as it stands (bids may have moved it). */
async function closeAfterEnd(vehicleId: string) {
  const { auctionEndTime } = (await findAuctionState(node.ctx.db, vehicleId))!;
  const after = new Date(auctionEndTime.getTime() + 1000);
  return closeAuctionIfDue({ ...node.ctx, clock: { now: () => after } }, vehicleId);
}

/** An auction with a reserve that two bidders leave under it: 7.100 € and then the leader's 7.500 €. */
async function underReserve(seller: User, other: User, leader: User) {
  const vehicle = await createVehicle(node.ctx, {
    sellerId: seller.user.id,
    startingBid: '7000.00',
    reservePrice: '9000.00',
    make: 'Renault',
    model: 'Clio',
    year: 2017,
  });
  await other.bid(vehicle.id, '7100');
  await leader.bid(vehicle.id, '7500');
  return vehicle;
}

const mailsTo = (email: string) => mailer.sent.filter((mail) => mail.to === email);
/** The e-mails about how an auction ended (a bidder may also have outbid e-mails). */
const endMailsTo = (user: User) =>
  mailsTo(user.user.email).filter((mail) => /^(Nu ați câștigat|Licitație încheiată fără vânzare) /.test(mail.subject));
const pushesTo = (user: User, kind: string) =>
  pushService.received.filter(
    (push) =>
      user.device!.endpoint.endsWith(`/push/${push.subscriptionId}`) && (push.payload as PushPayload).kind === kind,
  );
/** A notification job's outcome, once it has run. */
const finished = (queue: 'notifications' | 'push', jobId: string) =>
  waitFor(async () => {
    const job = await node.ctx.queues[queue].getJob(jobId);
    return job?.finishedOn ? job : undefined;
  });

describe('an auction that ends without a sale', () => {
  it('tells the seller in the app and by e-mail what they can do next, and each bidder that they did not win', async () => {
    const [seller, other, leader] = [await signedIn(), await signedIn(), await signedIn()];
    const vehicle = await underReserve(seller, other, leader);
    const notices = {
      seller: nextEvent(seller.socket, 'listing:unsold', 5000),
      other: nextEvent(other.socket, 'auction:lost', 5000),
      leader: nextEvent(leader.socket, 'auction:lost', 5000),
    };
    expect(await closeAfterEnd(vehicle.id)).toMatchObject({ outcome: 'closed-ended' });

    const { closedAt } = (await findAuctionState(node.ctx.db, vehicle.id))!;
    const acceptUntil = new Date(closedAt!.getTime() + 48 * 3600_000).toISOString();
    const headline = { vehicleId: vehicle.id, year: 2017, make: 'Renault', model: 'Clio' };
    expect(await notices.seller).toMatchObject({ ...headline, bidCount: 2, highestBid: '7500.00', acceptUntil });
    expect(await notices.other).toMatchObject({ ...headline, outcome: 'ended', price: '7500.00', acceptUntil: null });
    expect(await notices.leader).toMatchObject({ ...headline, outcome: 'ended', price: '7500.00', acceptUntil });

    const toSeller = await waitFor(() => endMailsTo(seller)[0]);
    expect(toSeller.subject).toBe('Licitație încheiată fără vânzare / Auction ended without a sale: 2017 Renault Clio');
    expect(toSeller.text).toContain(
      'Licitația pentru vehiculul dvs. 2017 Renault Clio s-a încheiat fără vânzare: cea mai mare ofertă nu a atins prețul de rezervă.',
    );
    expect(toSeller.text).toContain('Cea mai mare ofertă: 7.500 €');
    expect(toSeller.text).toContain('În anunțurile dvs., alegeți „Acceptați oferta de 7.500 €”.');
    expect(toSeller.text).toContain('alegeți „Relansați licitația”');
    expect(toSeller.text).toContain('In My Listings, choose “Relist”.');
    expect(toSeller.text).toContain(`Vedeți vehiculul: ${TEST_ORIGIN}/vehicle/${vehicle.id}`);
    expect(toSeller.text).toContain(`${TEST_ORIGIN}/dashboard?tab=listings`);

    const toOther = await waitFor(() => endMailsTo(other)[0]);
    expect(toOther.subject).toBe('Licitație încheiată fără vânzare / Auction ended without a sale: 2017 Renault Clio');
    expect(toOther.text).toContain('Oferta dvs.: 7.100 €');
    expect(toOther.text).toContain(`${TEST_ORIGIN}/vehicle/${vehicle.id}`);
    expect(toOther.text).not.toContain('may still accept');
    const toLeader = await waitFor(() => endMailsTo(leader)[0]);
    expect(toLeader.text).toContain('Your bid is the highest: the seller may still accept it until');

    // The reserve is the seller's alone: in no notice, in no e-mail.
    const told = JSON.stringify([await notices.other, await notices.leader, toOther, toLeader, toSeller]);
    expect(told).not.toMatch(/9\.000|9,000|9000/);
    // One e-mail each: the close job's retry or a relay repeating the end queues none again.
    expect(await closeAfterEnd(vehicle.id)).toMatchObject({ outcome: 'already-closed' });
    await finished('notifications', notificationJobIds.listingUnsold(vehicle.id));
    expect([seller, other, leader].map((u) => endMailsTo(u).length)).toEqual([1, 1, 1]);
  });

  it('tells the seller of an auction without bids that it can be relisted', async () => {
    const seller = await signedIn();
    const vehicle = await createVehicle(node.ctx, {
      sellerId: seller.user.id,
      make: 'Dacia',
      model: 'Logan',
      year: 2015,
    });
    const notice = nextEvent(seller.socket, 'listing:unsold', 5000);
    expect(await closeAfterEnd(vehicle.id)).toMatchObject({ outcome: 'closed-ended' });
    expect(await notice).toMatchObject({ bidCount: 0, highestBid: null, acceptUntil: null });
    const mail = await waitFor(() => mailsTo(seller.user.email)[0]);
    expect(mail.text).toContain('Licitația pentru vehiculul dvs. 2015 Dacia Logan s-a încheiat fără nicio ofertă.');
    expect(mail.text).toContain('Puteți relansa licitația');
    expect(mail.text).not.toContain('Acceptați');
  });
});

describe('an auction sold', () => {
  it('e-mails the bidders who did not buy it; the one a buy-now displaced has "bought by another bidder" already', async () => {
    const [seller, other, leader, buyer] = [await signedIn(), await signedIn(), await signedIn(), await signedIn()];
    const vehicle = await createVehicle(node.ctx, {
      sellerId: seller.user.id,
      startingBid: '20000.00',
      buyNowPrice: '32000.00',
      make: 'Skoda',
      model: 'Octavia',
      year: 2020,
    });
    await other.bid(vehicle.id, '20100');
    await leader.bid(vehicle.id, '20500');
    const notices = [nextEvent(other.socket, 'auction:lost', 5000), nextEvent(leader.socket, 'auction:lost', 5000)];
    await buyer.bid(vehicle.id, '32000');

    for (const notice of await Promise.all(notices))
      expect(notice).toMatchObject({ outcome: 'sold', price: '32000.00', acceptUntil: null });
    const toOther = await waitFor(() => endMailsTo(other)[0]);
    expect(toOther.subject).toBe('Nu ați câștigat licitația / You did not win the auction: 2020 Skoda Octavia');
    expect(toOther.text).toContain('Preț final: 32.000 €');
    expect(toOther.text).toContain('Oferta dvs.: 20.100 €');
    const bought = await waitFor(() => mailsTo(leader.user.email)[0]);
    expect(bought.subject).toBe('Vehicul cumpărat de alt participant / Bought by another bidder: 2020 Skoda Octavia');
    // The fan-out has run (the other bidder's e-mail came from it) and queued none for the leader nor the buyer.
    for (const user of [leader, buyer])
      expect(
        await node.ctx.queues.notifications.getJob(notificationJobIds.auctionLost(vehicle.id, 'sold', user.user.id)),
      ).toBeUndefined();
    expect(endMailsTo(leader)).toEqual([]);
  });
});

describe('each channel follows its own switch', () => {
  it('switching one channel off stops exactly that channel', async () => {
    const [seller, other, leader] = [
      await signedIn({ device: true }),
      await signedIn({ device: true }),
      await signedIn(),
    ];
    await seller.choose({ 'listing-unsold': { email: false } });
    await other.choose({ 'auction-lost': { push: false } });
    const vehicle = await underReserve(seller, other, leader);
    const notices = [nextEvent(seller.socket, 'listing:unsold', 5000), nextEvent(other.socket, 'auction:lost', 5000)];
    expect(await closeAfterEnd(vehicle.id)).toMatchObject({ outcome: 'closed-ended' });
    await Promise.all(notices);

    // The seller: the notice in the app and the push, no e-mail.
    await waitFor(() => pushesTo(seller, 'listing-unsold')[0]);
    await finished('notifications', notificationJobIds.listingUnsold(vehicle.id));
    expect(endMailsTo(seller)).toEqual([]);
    // The other bidder: the notice in the app and the e-mail, no push.
    await waitFor(() => endMailsTo(other)[0]);
    const lostPush = await finished('push', pushJobIds.auctionLost(vehicle.id, 'ended', other.user.id));
    expect(lostPush.returnvalue).toBe('skipped: auction-lost pushes are switched off');
    expect(pushesTo(other, 'auction-lost')).toEqual([]);
  });
});

describe('the unsubscribe link of the new e-mails', () => {
  /** Follows an e-mail's one-click link as a mail client does, and returns the preferences after it. */
  async function unsubscribe(mail: { headers?: Record<string, string> }, kind: string) {
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1];
    expect(link).toMatch(new RegExp(`^${TEST_ORIGIN}/api/email-unsubscribe\\?token=[\\w-]+&kind=${kind}$`));
    const response = await fetch(`${node.url}${link!.slice(TEST_ORIGIN.length)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
  }

  it('switches off exactly that kind of e-mail: not won, ended without a sale, reserve met', async () => {
    const [seller, other, leader] = [await signedIn(), await signedIn(), await signedIn()];
    const vehicle = await underReserve(seller, other, leader);
    // The reserve reached while the auction runs: the seller hears it in the app and by e-mail, once.
    const reached = nextEvent(seller.socket, 'listing:reserve-met', 5000);
    await other.bid(vehicle.id, '9000');
    expect(await reached).toMatchObject({ vehicleId: vehicle.id, currentBid: '9000.00', bidCount: 3 });
    const reserveMail = await waitFor(() => mailsTo(seller.user.email)[0]);
    expect(reserveMail.subject).toBe('Preț de rezervă atins / Reserve price met: 2017 Renault Clio');
    expect(reserveMail.text).toContain('Oferta curentă: 9.000 €');

    await unsubscribe(reserveMail, 'reserve-met');
    expect(await findNotificationPreferences(node.ctx.db, seller.user.id)).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      'reserve-met': { app: true, email: false, push: true },
    });

    const unsold = await underReserve(seller, other, leader);
    await closeAfterEnd(unsold.id);
    const unsoldMail = await waitFor(() => endMailsTo(seller)[0]);
    await unsubscribe(unsoldMail, 'listing-unsold');
    expect(await findNotificationPreferences(node.ctx.db, seller.user.id)).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      'reserve-met': { app: true, email: false, push: true },
      'listing-unsold': { app: true, email: false, push: true },
    });

    const lostMail = await waitFor(() => endMailsTo(other)[0]);
    await unsubscribe(lostMail, 'auction-lost');
    expect(await findNotificationPreferences(node.ctx.db, other.user.id)).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      'auction-lost': { app: true, email: false, push: true },
    });
  });
});
