import { listAuditEvents } from '@autolicit/db';
import { pushJobIds, questionEmailJobIds } from '@autolicit/messaging';
import type { AdminQuestionDto, PushPayload, QuestionDto, QuestionListDto, ShillSignalsDto } from '@autolicit/shared';
import type { LocalPushService } from '@autolicit/test-support';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { TEST_PASSWORD, createAdmin, createUser, createVehicle } from '../../test/factories';
import { type TestAgent, createClient, signIn, signInAdmin } from '../../test/http-client';
import { type PushScene, startPushScene } from '../../test/push-scene';
import { type TestContext, createTestContext } from '../../test/test-context';
import { waitFor } from '../../test/test-waits';

let scene: PushScene;
let t: TestContext;
let pushService: LocalPushService;
let admin: TestAgent;

beforeAll(async () => {
  scene = await startPushScene({ mail: true });
  ({ t, pushService } = scene);
  admin = await signInAdmin(t.app, await createAdmin(t.ctx));
});
afterAll(() => scene.close());

const inAnHour = () => new Date(Date.now() + 3600_000);

/** A running auction, its signed-in seller and a signed-in buyer. */
async function listing() {
  const seller = await createUser(t.ctx);
  const buyer = await createUser(t.ctx);
  const vehicle = await createVehicle(t.ctx, {
    sellerId: seller.id,
    auctionEndTime: inAnHour(),
    year: 2017,
    make: 'Volkswagen',
    model: 'Passat',
  });
  return {
    vehicle,
    seller,
    buyer,
    sellerClient: await signIn(t.app, seller.email),
    buyerClient: await signIn(t.app, buyer.email),
  };
}

const ask = (client: TestAgent, vehicleId: string, text: string) =>
  client.post(`/api/vehicles/${vehicleId}/questions`).send({ text });

describe('asking', () => {
  it('stores the question masked, newest first, readable by anyone', async () => {
    const { vehicle, buyerClient } = await listing();
    const first = await ask(buyerClient, vehicle.id, 'Are cartea service la zi?');
    expect(first.status).toBe(201);
    const second = await ask(buyerClient, vehicle.id, 'Scrieți-mi la ion.pop [at] yahoo [dot] com sau pe olx.ro');
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ text: 'Scrieți-mi la [***] sau pe [***]', contactMasked: true });

    const list = await createClient(t.app).get(`/api/vehicles/${vehicle.id}/questions`);
    expect(list.status).toBe(200);
    const body = list.body as QuestionListDto;
    expect(body.open).toBe(true);
    expect(body.questions.map((q) => q.text)).toEqual([
      'Scrieți-mi la [***] sau pe [***]',
      'Are cartea service la zi?',
    ]);
  });

  it('needs a signed-in user and a text of 3 to 500 characters', async () => {
    const { vehicle, buyerClient } = await listing();
    expect((await ask(createClient(t.app), vehicle.id, 'Merge bine?')).status).toBe(401);
    const short = await ask(buyerClient, vehicle.id, ' ok ');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Write a question of 3 to 500 characters');
    expect((await ask(buyerClient, vehicle.id, 'x'.repeat(501))).status).toBe(400);
  });

  it('refuses the seller on their own listing (403)', async () => {
    const { vehicle, sellerClient } = await listing();
    const response = await ask(sellerClient, vehicle.id, 'Întrebare de la vânzător');
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('OWN_LISTING_QUESTION');
  });

  it('is closed after the end (409) while the questions stay readable', async () => {
    const { vehicle, buyerClient } = await listing();
    await ask(buyerClient, vehicle.id, 'O întrebare înainte de final').expect(201);
    t.clock.set(new Date(vehicle.auctionEndTime.getTime() + 1000));
    onTestFinished(() => t.clock.reset());
    const late = await ask(buyerClient, vehicle.id, 'Și una după final');
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'AUCTION_CLOSED',
      message: 'The auction has ended: no new questions are taken, but the existing ones remain readable',
    });
    const list = (await createClient(t.app).get(`/api/vehicles/${vehicle.id}/questions`)).body as QuestionListDto;
    expect(list.open).toBe(false);
    expect(list.questions).toHaveLength(1);
  });

  it('of a cancelled listing are, like the listing, only for its seller and admins', async () => {
    const seller = await createUser(t.ctx);
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, status: 'cancelled', cancelReason: 'Vândut' });
    expect((await createClient(t.app).get(`/api/vehicles/${vehicle.id}/questions`)).status).toBe(404);
    expect((await (await signIn(t.app, seller.email)).get(`/api/vehicles/${vehicle.id}/questions`)).status).toBe(200);
    expect((await admin.get(`/api/vehicles/${vehicle.id}/questions`)).status).toBe(200);
  });

  it('limits each user to 5 questions per 10 minutes (429)', async () => {
    const limited = createTestContext({ rateLimits: { questionsPerUser: { points: 5, durationSeconds: 600 } } });
    onTestFinished(() => limited.close());
    const seller = await createUser(limited.ctx);
    const asker = await createUser(limited.ctx);
    const vehicle = await createVehicle(limited.ctx, { sellerId: seller.id, auctionEndTime: inAnHour() });
    const client = await signIn(limited.app, asker.email);
    for (let i = 1; i <= 5; i += 1) await ask(client, vehicle.id, `Întrebarea numărul ${i}`).expect(201);
    const sixth = await ask(client, vehicle.id, 'Întrebarea numărul 6');
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('RATE_LIMITED');
  });
});

describe('answering', () => {
  it('is for the seller only, once, editable for 15 minutes and then shown as edited', async () => {
    const { vehicle, buyerClient, sellerClient } = await listing();
    const { body: question } = (await ask(buyerClient, vehicle.id, 'Acceptați schimb?').expect(201)) as {
      body: QuestionDto;
    };
    const byBuyer = await buyerClient.post(`/api/questions/${question.id}/answer`).send({ text: 'Da, sigur' });
    expect(byBuyer.status).toBe(403);
    expect(byBuyer.body.code).toBe('NOT_THE_SELLER');

    const answered = await sellerClient
      .post(`/api/questions/${question.id}/answer`)
      .send({ text: 'Nu, doar vânzare. Sunați la +40 722 123 456' });
    expect(answered.status).toBe(200);
    expect(answered.body.answer).toMatchObject({
      text: 'Nu, doar vânzare. Sunați la [***]',
      contactMasked: true,
      editedAt: null,
    });

    t.clock.set(new Date(Date.now() + 14 * 60_000));
    onTestFinished(() => t.clock.reset());
    const edited = await sellerClient.post(`/api/questions/${question.id}/answer`).send({ text: 'Nu, doar vânzare.' });
    expect(edited.status).toBe(200);
    expect(edited.body.answer).toMatchObject({ text: 'Nu, doar vânzare.', editedAt: expect.any(String) });

    t.clock.set(new Date(Date.now() + 16 * 60_000));
    const late = await sellerClient.post(`/api/questions/${question.id}/answer`).send({ text: 'Poate schimb.' });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'ANSWER_EDIT_WINDOW_CLOSED',
      message: 'An answer can be edited only within 15 minutes of giving it',
    });
  });
});

describe('notifications by push', () => {
  it('tell the seller of a question and the asker, bidders and watchers of its answer, never the seller', async () => {
    const { vehicle, buyerClient, sellerClient } = await listing();
    const watcher = await createUser(t.ctx);
    const watcherClient = await signIn(t.app, watcher.email);
    await watcherClient.post('/api/watchlist').send({ vehicleId: vehicle.id }).expect(201);
    const devices = {
      seller: pushService.subscribe(),
      buyer: pushService.subscribe(),
      watcher: pushService.subscribe(),
    };
    await sellerClient.post('/api/push/subscriptions').send(devices.seller).expect(201);
    await buyerClient
      .post('/api/push/subscriptions')
      .send({ ...devices.buyer, language: 'en' })
      .expect(201);
    await watcherClient.post('/api/push/subscriptions').send(devices.watcher).expect(201);
    const kindsTo = (device: { endpoint: string }) =>
      scene.receivedBy(device.endpoint).map((push) => push.payload as PushPayload);

    const { body: question } = await ask(buyerClient, vehicle.id, 'Are distribuția schimbată?').expect(201);
    const asked = await waitFor(() => kindsTo(devices.seller).find((p) => p.kind === 'question-asked'));
    expect(asked).toMatchObject({
      title: 'Întrebare nouă despre vehiculul dvs.',
      body: '2017 Volkswagen Passat: „Are distribuția schimbată?” Atingeți pentru a răspunde.',
      url: `/vehicle/${vehicle.id}#questions`,
    });

    await sellerClient.post(`/api/questions/${question.id}/answer`).send({ text: 'Da, la 120.000 km.' }).expect(200);
    const toBuyer = await waitFor(() => kindsTo(devices.buyer).find((p) => p.kind === 'question-answered'));
    expect(toBuyer).toMatchObject({
      title: 'The seller answered',
      body: '2017 Volkswagen Passat: “Are distribuția schimbată?” — Da, la 120.000 km.',
    });
    await waitFor(() => kindsTo(devices.watcher).find((p) => p.kind === 'question-answered'));
    expect(kindsTo(devices.seller).filter((p) => p.kind === 'question-answered')).toEqual([]);
  });
});

/** Waits until a job of the server's queue has run to its end (a job that sent nothing completes too). */
const jobDone = (queue: 'notifications' | 'push', jobId: string) =>
  waitFor(async () => ((await t.ctx.queues[queue].getJobState(jobId)) === 'completed' ? true : undefined));

describe('notifications by e-mail', () => {
  it('tell the seller of a question and its asker of the first answer, each with a one-click unsubscribe of its kind', async () => {
    const { vehicle, seller, buyer, buyerClient, sellerClient } = await listing();
    const { body: question } = await ask(buyerClient, vehicle.id, 'Are distribuția schimbată?').expect(201);
    const toSeller = await waitFor(() => t.mailer.lastTo(seller.email));
    expect(toSeller.subject).toBe(
      'Întrebare nouă despre vehiculul dvs. / New question about your vehicle: 2017 Volkswagen Passat',
    );
    expect(toSeller.text).toContain('Întrebarea: Are distribuția schimbată?');
    expect(toSeller.text).toContain(`/vehicle/${vehicle.id}#questions`);
    expect(toSeller.headers?.['List-Unsubscribe']).toMatch(/kind=question-asked>$/);

    await sellerClient.post(`/api/questions/${question.id}/answer`).send({ text: 'Da, la 120.000 km.' }).expect(200);
    const toAsker = await waitFor(() => t.mailer.lastTo(buyer.email));
    expect(toAsker.subject).toBe('Vânzătorul v-a răspuns / The seller answered your question: 2017 Volkswagen Passat');
    expect(toAsker.text).toContain('Întrebarea dvs.: Are distribuția schimbată?');
    expect(toAsker.text).toContain('Răspunsul: Da, la 120.000 km.');
    expect(toAsker.headers?.['List-Unsubscribe']).toMatch(/kind=question-answered>$/);
    expect(t.mailer.sent.filter((mail) => mail.to === seller.email)).toHaveLength(1);
  });

  it('an answer’s e-mail switched off stops the e-mail only, and its push switched off the push only', async () => {
    const { vehicle, buyer, buyerClient, sellerClient } = await listing();
    const device = pushService.subscribe();
    await buyerClient.post('/api/push/subscriptions').send(device).expect(201);
    const answersPushed = () =>
      scene.receivedBy(device.endpoint).filter((push) => (push.payload as PushPayload).kind === 'question-answered');
    const askAndAnswer = async (text: string) => {
      const { body: question } = await ask(buyerClient, vehicle.id, text).expect(201);
      await sellerClient.post(`/api/questions/${question.id}/answer`).send({ text: 'Da.' }).expect(200);
      return question as QuestionDto;
    };

    await buyerClient
      .put('/api/notification-preferences')
      .send({ 'question-answered': { email: false } })
      .expect(200);
    const first = await askAndAnswer('Are jantele originale?');
    await waitFor(() => (answersPushed().length === 1 ? true : undefined));
    await jobDone('notifications', questionEmailJobIds.answered(first.id));
    expect(t.mailer.sent.filter((mail) => mail.to === buyer.email)).toEqual([]);

    await buyerClient
      .put('/api/notification-preferences')
      .send({ 'question-answered': { email: true, push: false } })
      .expect(200);
    const second = await askAndAnswer('Are roțile de iarnă incluse?');
    const mail = await waitFor(() => t.mailer.lastTo(buyer.email));
    expect(mail.text).toContain('Are roțile de iarnă incluse?');
    await jobDone('push', pushJobIds.questionAnswer(second.id, buyer.id));
    expect(answersPushed()).toHaveLength(1);
  });
});

describe('moderation', () => {
  it('report → admin hide (audited) → placeholder for everyone but admins → restore', async () => {
    const { vehicle, buyerClient, sellerClient } = await listing();
    const reporter = await signIn(t.app, (await createUser(t.ctx)).email);
    const { body: question } = await ask(buyerClient, vehicle.id, 'Text de raportat').expect(201);
    await sellerClient.post(`/api/questions/${question.id}/answer`).send({ text: 'Răspuns de ascuns' }).expect(200);

    expect((await reporter.post(`/api/questions/${question.id}/report`).send({ reason: 'Spam' })).status).toBe(201);
    expect((await reporter.post(`/api/questions/${question.id}/report`).send({ reason: 'Spam' })).status).toBe(200);
    expect((await reporter.post(`/api/admin/questions/${question.id}/hide`).send({ reason: 'x' })).status).toBe(403);

    const reported = (await admin.get('/api/admin/questions').expect(200)).body.questions as AdminQuestionDto[];
    expect(reported.find((q) => q.id === question.id)).toMatchObject({
      reportCount: 1,
      reasons: ['Spam'],
      hidden: false,
    });

    const hidden = await admin.post(`/api/admin/questions/${question.id}/hide`).send({ reason: 'Conținut publicitar' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ hidden: true, hiddenReason: 'Conținut publicitar', text: 'Text de raportat' });

    const publicView = (await createClient(t.app).get(`/api/vehicles/${vehicle.id}/questions`)).body as QuestionListDto;
    expect(publicView.questions[0]).toMatchObject({ id: question.id, hidden: true, text: null, answer: null });
    // Signed in but not an admin, the asker and the seller get the placeholder too, never the texts.
    for (const client of [buyerClient, sellerClient]) {
      const view = await client.get(`/api/vehicles/${vehicle.id}/questions`).expect(200);
      expect(view.body.questions[0]).toMatchObject({
        id: question.id,
        hidden: true,
        text: null,
        contactMasked: false,
        answer: null,
      });
      expect(JSON.stringify(view.body)).not.toMatch(/Text de raportat|Răspuns de ascuns/);
    }
    const adminView = (await admin.get(`/api/vehicles/${vehicle.id}/questions`)).body as QuestionListDto;
    expect(adminView.questions[0]).toMatchObject({ hidden: true, text: 'Text de raportat' });

    await admin
      .post(`/api/admin/questions/${question.id}/restore`)
      .send({ reason: 'Verificat, e în regulă' })
      .expect(200);
    const restored = (await createClient(t.app).get(`/api/vehicles/${vehicle.id}/questions`)).body as QuestionListDto;
    expect(restored.questions[0]).toMatchObject({ hidden: false, text: 'Text de raportat' });

    const audit = await listAuditEvents(t.ctx.db, { limit: 20 });
    const ours = audit.filter((e) => (e.details as { questionId?: string }).questionId === question.id);
    expect(ours.map((e) => [e.event, (e.details as { reason: string }).reason])).toEqual([
      ['admin.question-restored', 'Verificat, e în regulă'],
      ['admin.question-hidden', 'Conținut publicitar'],
    ]);
  });
});

describe('shill signal', () => {
  it('a question from the seller’s own browser is shown to the operators', async () => {
    const seller = await createUser(t.ctx);
    const friend = await createUser(t.ctx);
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id, auctionEndTime: inAnHour() });
    // One browser: the seller signs in, then the friend signs in on it and asks.
    const browser = createClient(t.app);
    await browser
      .post('/api/auth/login')
      .set('X-Forwarded-For', '198.51.100.7')
      .send({ email: seller.email, password: TEST_PASSWORD })
      .expect(200);
    await browser
      .post('/api/auth/login')
      .set('X-Forwarded-For', '203.0.113.99')
      .send({ email: friend.email, password: TEST_PASSWORD })
      .expect(200);
    await browser
      .post(`/api/vehicles/${vehicle.id}/questions`)
      .set('X-Forwarded-For', '203.0.113.99')
      .send({ text: 'Mai este disponibil?' })
      .expect(201);
    const { signals } = (await admin.get('/api/admin/signals?days=7').expect(200)).body as ShillSignalsDto;
    expect(signals.find((s) => s.kind === 'question-from-seller-client' && s.vehicle.id === vehicle.id)).toMatchObject({
      bidder: { id: friend.id },
      seller: { id: seller.id },
      question: { via: 'browser' },
    });
  });
});
