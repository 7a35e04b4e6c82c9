import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type DatabaseHandle,
  type UserRow,
  type VehicleRow,
  addToWatchlist,
  insertBid,
  insertSales,
  insertUser,
  insertVehicle,
  markEndedAuctionSold,
  openDatabase,
  saveNotificationChoices,
} from '@autolicit/db';
import {
  NOTIFICATIONS_QUEUE,
  type OutboxDelivery,
  type RedisConnection,
  createOutboxDelivery,
  createRedisConnection,
  getBullPrefix,
  localPublishes,
} from '@autolicit/messaging';
import { userRoom } from '@autolicit/shared';
import { type JobsOptions, Queue, Worker } from 'bullmq';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { RecordingPublisher } from '../test/recording-publisher';
import { type MailMessage, type Mailer, createMailer } from './create-mailer';
import { NOTIFICATIONS_CONCURRENCY, createNotificationProcessor } from './send-notification.processor';

const APP_ORIGIN = 'https://autolicit.example';
const logger = pino({ level: 'silent' });
/** Short retries instead of the queue's 8 attempts with exponential backoff from 5 s. */
const RETRY_QUICKLY: JobsOptions = { attempts: 3, backoff: { type: 'fixed', delay: 50 } };

function createCapturingMailer(failuresBeforeSuccess = 0): Mailer & { sent: MailMessage[]; calls: number } {
  const mailer = {
    sent: [] as MailMessage[],
    calls: 0,
    async send(message: MailMessage) {
      mailer.calls += 1;
      if (mailer.calls <= failuresBeforeSuccess) throw new Error('SMTP 421 service not available');
      mailer.sent.push(message);
    },
  };
  return mailer;
}

describe('notifications queue with the email processor', () => {
  let handle: DatabaseHandle;
  let connection: RedisConnection;
  let queue: Queue;
  let worker: Worker | undefined;
  /** What the outbox messages of the worker's fan-outs told the users' rooms. */
  let rooms: RecordingPublisher;
  let outbox: OutboxDelivery;
  let seller: UserRow;
  let ana: UserRow;
  let bogdan: UserRow;

  const newUser = async (firstName: string) =>
    (await insertUser(handle.db, {
      email: `u-${randomUUID()}@example.com`,
      passwordHash: 'x',
      firstName,
      lastName: 'Pop',
    }))!;

  const newVehicle = (overrides: Partial<VehicleRow> = {}) =>
    insertVehicle(handle.db, {
      sellerId: seller.id,
      year: 2019,
      make: 'Dacia',
      model: 'Duster',
      vin: 'UU1HSDADG12345678',
      mileage: 85_000,
      condition: 'good',
      startingBid: '10000.00',
      currentBid: '10000.00',
      auctionEndTime: new Date(Date.now() + 3600_000),
      ...overrides,
    });

  /** Runs a real worker with the processor on this test's queue. */
  async function startWorker(mailer: Mailer): Promise<void> {
    worker = new Worker(
      NOTIFICATIONS_QUEUE,
      createNotificationProcessor({ db: handle.db, mailer, appOrigin: APP_ORIGIN, logger, outbox }),
      {
        connection,
        prefix: queue.opts.prefix!,
        concurrency: NOTIFICATIONS_CONCURRENCY,
      },
    );
    await worker.waitUntilReady();
  }

  async function waitUntilFinished(jobId: string): Promise<'completed' | 'failed'> {
    let state = '';
    await vi.waitFor(
      async () => {
        state = await queue.getJobState(jobId);
        if (state !== 'completed' && state !== 'failed') throw new Error(`job ${jobId} is ${state}`);
      },
      { timeout: 10_000, interval: 20 },
    );
    return state as 'completed' | 'failed';
  }

  beforeAll(async () => {
    handle = openDatabase({ url: inject('databaseUrl') });
    connection = createRedisConnection(inject('redisTarget'), { maxRetriesPerRequest: null });
    seller = await newUser('Sorin');
    ana = await newUser('Ana');
    bogdan = await newUser('Bogdan');
    // The watchlist's 10-minute e-mail is off until chosen: these two chose it.
    for (const user of [ana, bogdan])
      await saveNotificationChoices(handle.db, user.id, [{ kind: 'ending-soon', channel: 'email', enabled: true }]);
  });

  beforeEach(() => {
    // A queue of its own per test: no worker of another test can take its jobs.
    queue = new Queue(NOTIFICATIONS_QUEUE, {
      connection,
      prefix: getBullPrefix(`${inject('redisPrefix')}${randomUUID().slice(0, 8)}:`),
    });
    rooms = new RecordingPublisher();
    outbox = createOutboxDelivery({
      db: handle.db,
      emitter: rooms,
      publishes: localPublishes,
      queues: { notifications: queue, push: queue, auctionClose: queue },
      logger,
      now: () => new Date(),
    });
  });

  afterEach(async () => {
    await worker?.close();
    worker = undefined;
    await queue.obliterate({ force: true });
    await queue.close();
  });

  afterAll(async () => {
    await connection.quit();
    await handle.close();
  });

  it('emails the outbid bidder, the winner and the seller with the facts of the auction', async () => {
    const mailer = createCapturingMailer();
    await startWorker(mailer);
    const outbidOn = await newVehicle({ currentBid: '15300.00', bidCount: 2, highBidderId: bogdan.id });
    await insertBid(handle.db, { vehicleId: outbidOn.id, bidderId: ana.id, amount: '15000.00', bidSeq: 1 });
    const displacing = await insertBid(handle.db, {
      vehicleId: outbidOn.id,
      bidderId: bogdan.id,
      amount: '15300.00',
      bidSeq: 2,
    });
    const sold = await newVehicle({
      make: 'Skoda',
      model: 'Octavia',
      year: 2021,
      status: 'sold',
      currentBid: '15300.00',
      bidCount: 4,
      highBidderId: bogdan.id,
    });
    await insertSales(handle.db, [
      { vehicleId: sold.id, buyerId: bogdan.id, sellerId: seller.id, finalPrice: '15300.00', fee: '350.00' },
    ]);

    await queue.add(
      'bid-outbid',
      { vehicleId: outbidOn.id, userId: ana.id, bidId: displacing.id },
      { jobId: `outbid-${displacing.id}` },
    );
    await queue.add('auction-won', { vehicleId: sold.id, userId: bogdan.id }, { jobId: `won-${sold.id}` });
    await queue.add('auction-sold', { vehicleId: sold.id, userId: seller.id }, { jobId: `sold-${sold.id}` });
    expect(await waitUntilFinished(`outbid-${displacing.id}`)).toBe('completed');
    expect(await waitUntilFinished(`won-${sold.id}`)).toBe('completed');
    expect(await waitUntilFinished(`sold-${sold.id}`)).toBe('completed');

    expect(mailer.sent).toHaveLength(3);
    const outbid = mailer.sent.find((m) => m.to === ana.email)!;
    expect(outbid.subject).toBe('Ofertă depășită / Outbid: 2019 Dacia Duster');
    expect(outbid.text).toContain('Bună ziua, Ana,');
    expect(outbid.text).toContain('Oferta dvs.: 15.000 €');
    expect(outbid.text).toContain('Oferta curentă: 15.300 €');
    expect(outbid.text).toContain('Minimum next bid: €15,400');
    expect(outbid.html).toContain(`href="${APP_ORIGIN}/vehicle/${outbidOn.id}"`);

    const won = mailer.sent.find((m) => m.to === bogdan.email)!;
    expect(won.subject).toBe('Ați câștigat licitația / You won the auction: 2021 Skoda Octavia');
    expect(won.text).toContain('Preț final: 15.300 €');
    expect(won.text).toContain('Comision de licitație: 350 €');
    expect(won.text).toContain('Total to pay: €15,650');
    expect(won.text).toContain(`${APP_ORIGIN}/vehicle/${sold.id}`);

    const soldEmail = mailer.sent.find((m) => m.to === seller.email)!;
    expect(soldEmail.subject).toBe('Vehicul vândut / Vehicle sold: 2021 Skoda Octavia');
    expect(soldEmail.text).toContain('Final price: €15,300');
  });

  it('emails a watcher before the end and a password reset link', async () => {
    const mailer = createCapturingMailer();
    await startWorker(mailer);
    const watched = await newVehicle({
      currentBid: '12000.00',
      bidCount: 3,
      highBidderId: bogdan.id,
      auctionEndTime: new Date('2099-07-01T18:05:00Z'),
    });
    await addToWatchlist(handle.db, ana.id, watched.id);
    const undecided = await newUser('Cora');
    await addToWatchlist(handle.db, undecided.id, watched.id);
    const resetUrl = `${APP_ORIGIN}/reset-password?token=${randomUUID()}`;

    await queue.add('watchlist-ending-soon', { vehicleId: watched.id, userId: ana.id }, { jobId: 'ending-soon' });
    await queue.add(
      'watchlist-ending-soon',
      { vehicleId: watched.id, userId: undecided.id },
      { jobId: 'ending-soon-undecided' },
    );
    await queue.add(
      'password-reset',
      { userId: bogdan.id, email: bogdan.email.toUpperCase(), resetUrl },
      { jobId: 'reset' },
    );
    expect(await waitUntilFinished('ending-soon')).toBe('completed');
    expect(await waitUntilFinished('reset')).toBe('completed');
    expect(await waitUntilFinished('ending-soon-undecided')).toBe('completed');
    // Reminders come by push: a watcher who never chose the e-mail gets none.
    expect(mailer.sent.map((m) => m.to)).not.toContain(undecided.email);

    const endingSoon = mailer.sent.find((m) => m.to === ana.email)!;
    expect(endingSoon.text).toContain('Oferta curentă: 12.000 €');
    expect(endingSoon.text).toContain('Licitația se încheie: miercuri, 1 iulie 2099 la 21:05 (ora României)');
    const reset = mailer.sent.find((m) => m.to === bogdan.email)!;
    expect(reset.subject).toBe('Resetare parolă / Password reset');
    expect(reset.text).toContain(resetUrl);
  });

  it("turns an auction's end into the notice and e-mail of each bidder who did not win, and the seller's", async () => {
    const mailer = createCapturingMailer();
    await startWorker(mailer);
    const closedAt = new Date(Date.now() - 60_000);
    const unsold = await newVehicle({
      make: 'Renault',
      model: 'Clio',
      year: 2017,
      status: 'ended',
      closedAt,
      startingBid: '7000.00',
      currentBid: '7500.00',
      reservePrice: '9000.00',
      bidCount: 2,
      highBidderId: bogdan.id,
    });
    await insertBid(handle.db, { vehicleId: unsold.id, bidderId: ana.id, amount: '7100.00', bidSeq: 1 });
    await insertBid(handle.db, { vehicleId: unsold.id, bidderId: bogdan.id, amount: '7500.00', bidSeq: 2 });

    await queue.add('auction-ended', { vehicleId: unsold.id, outcome: 'ended' }, { jobId: `ended-${unsold.id}` });
    expect(await waitUntilFinished(`ended-${unsold.id}`)).toBe('completed');
    for (const jobId of [
      `lost-${unsold.id}-ended-${ana.id}`,
      `lost-${unsold.id}-ended-${bogdan.id}`,
      `unsold-${unsold.id}`,
    ])
      expect(await waitUntilFinished(jobId), jobId).toBe('completed');

    const acceptUntil = new Date(closedAt.getTime() + 48 * 3600_000).toISOString();
    expect(rooms.events.map(({ room, event, payload }) => [room, event, payload.acceptUntil])).toEqual([
      [userRoom(ana.id), 'auction:lost', null],
      [userRoom(bogdan.id), 'auction:lost', acceptUntil],
      [userRoom(seller.id), 'listing:unsold', acceptUntil],
    ]);
    const toAna = mailer.sent.find((m) => m.to === ana.email)!;
    expect(toAna.subject).toBe('Licitație încheiată fără vânzare / Auction ended without a sale: 2017 Renault Clio');
    expect(toAna.text).toContain('Cea mai mare ofertă: 7.500 €');
    expect(toAna.text).toContain('Oferta dvs.: 7.100 €');
    expect(toAna.text).not.toMatch(/poate accepta|may still accept/);
    expect(toAna.headers?.['List-Unsubscribe']).toMatch(/kind=auction-lost>$/);
    const toBogdan = mailer.sent.find((m) => m.to === bogdan.email)!;
    expect(toBogdan.text).toContain('Oferta dvs. este cea mai mare: vânzătorul o mai poate accepta până la');
    const toSeller = mailer.sent.find((m) => m.to === seller.email)!;
    expect(toSeller.text).toContain('Acceptați oferta de 7.500 €');
    expect(toSeller.text).toContain('Relansați licitația');
    expect(toSeller.text).toContain(`${APP_ORIGIN}/vehicle/${unsold.id}`);
    expect(toSeller.headers?.['List-Unsubscribe']).toMatch(/kind=listing-unsold>$/);
    // Never the reserve, to anyone.
    expect(JSON.stringify([mailer.sent, rooms.events])).not.toMatch(/9\.000|9,000|9000/);

    // The seller accepts the highest bid: the end as "ended", told again, tells nothing more.
    await markEndedAuctionSold(handle.db, unsold.id, new Date());
    await insertSales(handle.db, [
      { vehicleId: unsold.id, buyerId: bogdan.id, sellerId: seller.id, finalPrice: '7500.00', fee: '250.00' },
    ]);
    await queue.add('auction-ended', { vehicleId: unsold.id, outcome: 'ended' }, { jobId: 'ended-again' });
    await queue.add(
      'auction-lost',
      { vehicleId: unsold.id, userId: ana.id, outcome: 'ended' },
      { jobId: 'lost-again' },
    );
    expect(await waitUntilFinished('ended-again')).toBe('completed');
    expect(await waitUntilFinished('lost-again')).toBe('completed');
    expect(rooms.events).toHaveLength(3);
    expect(mailer.sent).toHaveLength(3);
  });

  it('retries an email the mail server refused, and sends it exactly once', async () => {
    const mailer = createCapturingMailer(2);
    await startWorker(mailer);
    const sold = await newVehicle({ status: 'sold', currentBid: '20000.00', bidCount: 1, highBidderId: ana.id });
    await insertSales(handle.db, [
      { vehicleId: sold.id, buyerId: ana.id, sellerId: seller.id, finalPrice: '20000.00', fee: '400.00' },
    ]);

    await queue.add('auction-won', { vehicleId: sold.id, userId: ana.id }, { ...RETRY_QUICKLY, jobId: 'won' });

    expect(await waitUntilFinished('won')).toBe('completed');
    expect((await queue.getJob('won'))?.attemptsMade).toBe(3);
    expect(mailer.calls).toBe(3);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.text).toContain('Total de plată: 20.400 €');
  });

  it('fails a malformed or unknown job at once, without retries', async () => {
    const mailer = createCapturingMailer();
    await startWorker(mailer);

    await queue.add(
      'bid-outbid',
      { vehicleId: randomUUID(), userId: 'not-a-uuid' },
      { ...RETRY_QUICKLY, jobId: 'malformed' },
    );
    await queue.add('newsletter', { userId: ana.id }, { ...RETRY_QUICKLY, jobId: 'unknown' });

    expect(await waitUntilFinished('malformed')).toBe('failed');
    expect(await waitUntilFinished('unknown')).toBe('failed');
    const malformed = await queue.getJob('malformed');
    expect(malformed?.attemptsMade).toBe(1);
    expect(malformed?.failedReason).toMatch(
      /invalid bid-outbid job data: .*userId.*bidId|invalid bid-outbid job data: .*bidId.*userId/,
    );
    expect((await queue.getJob('unknown'))?.attemptsMade).toBe(1);
    expect(mailer.calls).toBe(0);
  });

  it('completes without an email when the recipient, the vehicle or the fact is gone', async () => {
    const mailer = createCapturingMailer();
    await startWorker(mailer);
    const ended = await newVehicle({ status: 'ended' });
    const leading = await newVehicle({ currentBid: '10500.00', bidCount: 3, highBidderId: ana.id });
    await insertBid(handle.db, { vehicleId: leading.id, bidderId: ana.id, amount: '10100.00', bidSeq: 1 });
    const displacing = await insertBid(handle.db, {
      vehicleId: leading.id,
      bidderId: bogdan.id,
      amount: '10200.00',
      bidSeq: 2,
    });
    await insertBid(handle.db, { vehicleId: leading.id, bidderId: ana.id, amount: '10500.00', bidSeq: 3 });

    const jobs = {
      'unknown-user': queue.add('auction-won', { vehicleId: ended.id, userId: randomUUID() }, RETRY_QUICKLY),
      'unknown-vehicle': queue.add('watchlist-ending-soon', { vehicleId: randomUUID(), userId: ana.id }, RETRY_QUICKLY),
      'no-sale': queue.add('auction-won', { vehicleId: ended.id, userId: ana.id }, RETRY_QUICKLY),
      'auction-over': queue.add('watchlist-ending-soon', { vehicleId: ended.id, userId: ana.id }, RETRY_QUICKLY),
      'not-watching': queue.add('watchlist-ending-soon', { vehicleId: leading.id, userId: bogdan.id }, RETRY_QUICKLY),
      'leads-again': queue.add(
        'bid-outbid',
        { vehicleId: leading.id, userId: ana.id, bidId: displacing.id },
        RETRY_QUICKLY,
      ),
      'reset-for-old-address': queue.add(
        'password-reset',
        { userId: ana.id, email: 'old@example.com', resetUrl: `${APP_ORIGIN}/reset-password?token=x` },
        RETRY_QUICKLY,
      ),
    };
    for (const [name, added] of Object.entries(jobs)) {
      const job = await added;
      expect(await waitUntilFinished(job.id!), name).toBe('completed');
      expect((await queue.getJob(job.id!))?.attemptsMade, name).toBe(1);
    }
    expect(mailer.calls).toBe(0);
  });

  it('writes each email as a JSON file when no SMTP server is configured', async () => {
    const mailDir = path.join(await mkdtemp(path.join(tmpdir(), 'autolicit-mail-')), 'mail');
    try {
      await startWorker(
        createMailer({ smtpUrl: undefined, from: 'AutoLicit <no-reply@autolicit.ro>', mailDir, logger }),
      );
      const sold = await newVehicle({ status: 'sold', currentBid: '15300.00', bidCount: 1, highBidderId: bogdan.id });
      await insertSales(handle.db, [
        { vehicleId: sold.id, buyerId: bogdan.id, sellerId: seller.id, finalPrice: '15300.00', fee: '350.00' },
      ]);

      await queue.add('auction-sold', { vehicleId: sold.id, userId: seller.id }, { jobId: 'sold' });
      expect(await waitUntilFinished('sold')).toBe('completed');

      const files = await readdir(mailDir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.json$/);
      const written = JSON.parse(await readFile(path.join(mailDir, files[0]!), 'utf8')) as MailMessage & {
        from: string;
      };
      expect(written).toMatchObject({
        from: 'AutoLicit <no-reply@autolicit.ro>',
        to: seller.email,
        subject: 'Vehicul vândut / Vehicle sold: 2019 Dacia Duster',
      });
      expect(written.text).toContain('Preț final: 15.300 €');
      expect(written.html).toContain('<div lang="ro">');
    } finally {
      await rm(path.dirname(mailDir), { recursive: true, force: true });
    }
  });
});
