import type { QuestionDto, VehicleSnapshot } from '@autolicit/shared';
import { describe, expect, it } from 'vitest';
import { createAdmin, createVehicle } from '../../test/factories';
import {
  alice,
  aliceCookie,
  bidOverHttp,
  bobCookie,
  connect,
  node,
  seller,
  useSocketScene,
} from '../../test/socket-scene';
import { TEST_ORIGIN } from '../../test/test-context';
import { command, nextEvent, signInCookie } from '../../test/test-server';

useSocketScene();

async function post(path: string, cookie: string, body: unknown) {
  const response = await fetch(`${node.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: cookie },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as QuestionDto };
}

const inAnHour = () => new Date(Date.now() + 3600_000);

describe('questions live in the vehicle room', () => {
  it('a question reaches the room (compact, no ids or names) and the seller wherever they are', async () => {
    const vehicle = await createVehicle(node.ctx, {
      sellerId: seller.id,
      auctionEndTime: inAnHour(),
      year: 2019,
      make: 'Dacia',
      model: 'Logan',
    });
    const sellerCookie = await signInCookie(node.url, seller.email);
    const sellerSocket = await connect({ cookie: sellerCookie });
    const watcher = await connect();
    await command<VehicleSnapshot>(watcher, 'vehicle:join', { vehicleId: vehicle.id });

    const asked = nextEvent(watcher, 'question:asked');
    const told = nextEvent(sellerSocket, 'listing:question-received');
    const response = await post(`/api/vehicles/${vehicle.id}/questions`, aliceCookie, {
      text: 'Are cartea service? Sunați-mă la 0722 123 456',
    });
    expect(response.status).toBe(201);

    const event = await asked;
    expect(event).toEqual({
      vehicleId: vehicle.id,
      serverTime: expect.any(String),
      question: {
        id: response.body.id,
        vehicleId: vehicle.id,
        askerAlias: null,
        text: 'Are cartea service? Sunați-mă la [***]',
        contactMasked: true,
        createdAt: expect.any(String),
        answer: null,
        hidden: false,
      },
    });
    expect(JSON.stringify(event)).not.toContain(alice.id);
    expect(JSON.stringify(event)).not.toContain(alice.email);
    expect(await told).toMatchObject({
      vehicleId: vehicle.id,
      questionId: response.body.id,
      year: 2019,
      make: 'Dacia',
      model: 'Logan',
    });

    // The asker hears of the first answer in their own room, on whatever page they have open.
    const askerSocket = await connect({ cookie: aliceCookie });
    const answered = nextEvent(watcher, 'question:answered');
    const toAsker = nextEvent(askerSocket, 'question:answer-received');
    expect(
      (await post(`/api/questions/${response.body.id}/answer`, sellerCookie, { text: 'Da, toate reviziile.' })).status,
    ).toBe(200);
    expect((await answered).question.answer).toMatchObject({ text: 'Da, toate reviziile.', editedAt: null });
    expect(await toAsker).toEqual({
      vehicleId: vehicle.id,
      questionId: response.body.id,
      year: 2019,
      make: 'Dacia',
      model: 'Logan',
      serverTime: expect.any(String),
    });

    // A correction is news for the room only.
    let toldAgain = false;
    askerSocket.on('question:answer-received', () => (toldAgain = true));
    const corrected = nextEvent(watcher, 'question:answered');
    await post(`/api/questions/${response.body.id}/answer`, sellerCookie, { text: 'Da, toate reviziile la zi.' });
    expect((await corrected).question.answer?.editedAt).not.toBeNull();
    // Both would come from the same outbox message: a moment more is plenty.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(toldAgain).toBe(false);
  });

  it('shows a bidder by their alias on this auction', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, auctionEndTime: inAnHour() });
    const bid = await bidOverHttp(bobCookie, vehicle.id, String(Math.round(Number(vehicle.startingBid)) + 500));
    expect(bid.status).toBe(201);
    const watcher = await connect();
    await command<VehicleSnapshot>(watcher, 'vehicle:join', { vehicleId: vehicle.id });
    const asked = nextEvent(watcher, 'question:asked');
    await post(`/api/vehicles/${vehicle.id}/questions`, bobCookie, { text: 'Se poate vedea la Cluj?' });
    expect((await asked).question.askerAlias).toBe('Bidder 1');
  });

  it('the room hears a moderator hide a question and restore it', async () => {
    const vehicle = await createVehicle(node.ctx, { sellerId: seller.id, auctionEndTime: inAnHour() });
    const admin = await createAdmin(node.ctx);
    const adminCookie = await signInCookie(node.url, admin.email, undefined, admin.totpSecret);
    const { body: question } = await post(`/api/vehicles/${vehicle.id}/questions`, aliceCookie, {
      text: 'Întrebare nepoliticoasă',
    });
    const watcher = await connect();
    await command<VehicleSnapshot>(watcher, 'vehicle:join', { vehicleId: vehicle.id });

    const hidden = nextEvent(watcher, 'question:hidden');
    expect(
      (await post(`/api/admin/questions/${question.id}/hide`, adminCookie, { reason: 'Limbaj jignitor' })).status,
    ).toBe(200);
    expect(await hidden).toEqual({ vehicleId: vehicle.id, questionId: question.id, serverTime: expect.any(String) });

    const restored = nextEvent(watcher, 'question:restored');
    await post(`/api/admin/questions/${question.id}/restore`, adminCookie, { reason: 'Raport greșit' });
    expect((await restored).question).toMatchObject({
      id: question.id,
      text: 'Întrebare nepoliticoasă',
      hidden: false,
    });
  });
});
