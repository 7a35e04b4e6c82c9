import { MAX_SAVED_SEARCHES_PER_USER } from '@autolicit/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '../../test/factories';
import { createClient, signIn } from '../../test/http-client';
import { type TestContext, createTestContext } from '../../test/test-context';

let t: TestContext;

beforeAll(() => {
  t = createTestContext();
});
afterAll(() => t.close());

describe('/api/saved-searches', () => {
  it('needs a signed-in user', async () => {
    expect((await createClient(t.app).get('/api/saved-searches')).status).toBe(401);
    expect((await createClient(t.app).post('/api/saved-searches').send({ name: 'x', query: '' })).status).toBe(401);
  });

  it('saves a search in canonical form with its match count, lists, renames, changes and deletes it', async () => {
    const seller = await createUser(t.ctx);
    const make = `Make${Date.now()}`;
    await createVehicle(t.ctx, { sellerId: seller.id, make, model: 'Logan', startingBid: '9000.00', year: 2018 });
    await createVehicle(t.ctx, { sellerId: seller.id, make, model: 'Logan MCV', startingBid: '14000.00', year: 2020 });
    await createVehicle(t.ctx, { sellerId: seller.id, make, model: 'Logan', startingBid: '16000.00', year: 2021 });
    await createVehicle(t.ctx, { sellerId: seller.id, make, model: 'Logan', startingBid: '8000.00', status: 'ended' });
    const user = await createUser(t.ctx);
    const client = await signIn(t.app, user.email);

    const created = await client.post('/api/saved-searches').send({
      name: '  Logan sub 15.000 €  ',
      query: `?page=3&maxPrice=15000&model=logan&make=${make}&utm=x&sort=newest`,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      name: 'Logan sub 15.000 €',
      query: `make=${make}&model=logan&maxPrice=15000.00`,
      alert: 'daily',
      matchCount: 2,
      createdAt: expect.any(String),
    });
    // The count is the search's own total for the same query.
    const browse = await createClient(t.app).get(`/api/vehicles?${created.body.query}`);
    expect(browse.headers['x-total-count']).toBe('2');

    const id = created.body.id as string;
    const changed = await client
      .patch(`/api/saved-searches/${id}`)
      .send({ alert: 'instant', query: `make=${make}&status=all` });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ alert: 'instant', query: `make=${make}&status=all`, matchCount: 4 });
    expect((await client.patch(`/api/saved-searches/${id}`).send({ name: 'Toate' })).body.name).toBe('Toate');

    const list = await client.get('/api/saved-searches');
    expect(list.body).toEqual([expect.objectContaining({ id, name: 'Toate', alert: 'instant', matchCount: 4 })]);

    await client.delete(`/api/saved-searches/${id}`).expect(204);
    expect((await client.get('/api/saved-searches')).body).toEqual([]);
    expect((await client.delete(`/api/saved-searches/${id}`)).status).toBe(404);
  });

  it('refuses what the search itself would refuse, with the reason', async () => {
    const client = await signIn(t.app, (await createUser(t.ctx)).email);
    const badQuery = await client.post('/api/saved-searches').send({ name: 'x', query: 'minYear=abc' });
    expect(badQuery.status).toBe(400);
    expect(badQuery.body.message).toBe('The search is not valid: minYear');
    expect(badQuery.body.messageKey).toBe('savedSearch.queryInvalid');
    const noName = await client.post('/api/saved-searches').send({ name: '  ', query: 'make=Dacia' });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ messageKey: 'savedSearch.nameInvalid', field: 'name' });
    expect((await client.post('/api/saved-searches').send({ name: 'x', query: '', alert: 'weekly' })).status).toBe(400);
    expect((await client.post('/api/saved-searches').send({ name: 'x'.repeat(61), query: '' })).status).toBe(400);
    expect((await client.post('/api/saved-searches').send({ name: 'x', query: '', extra: 1 })).status).toBe(400);
    expect((await client.get('/api/saved-searches')).body).toEqual([]);
  });

  it("never shows or changes another user's search", async () => {
    const owner = await signIn(t.app, (await createUser(t.ctx)).email);
    const other = await signIn(t.app, (await createUser(t.ctx)).email);
    const { body } = await owner.post('/api/saved-searches').send({ name: 'Mine', query: 'make=Audi' }).expect(201);
    expect((await other.get('/api/saved-searches')).body).toEqual([]);
    expect((await other.patch(`/api/saved-searches/${body.id}`).send({ name: 'Theirs' })).status).toBe(404);
    expect((await other.delete(`/api/saved-searches/${body.id}`)).status).toBe(404);
    expect((await other.patch('/api/saved-searches/not-an-id').send({ name: 'x' })).status).toBe(404);
    expect((await owner.get('/api/saved-searches')).body).toEqual([expect.objectContaining({ name: 'Mine' })]);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES_PER_USER} searches per user, even when saved at once`, async () => {
    const client = await signIn(t.app, (await createUser(t.ctx)).email);
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES_PER_USER + 3 }, (_, i) =>
        client.post('/api/saved-searches').send({ name: `Search ${i}`, query: `minYear=${2000 + i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(MAX_SAVED_SEARCHES_PER_USER);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body.message).toBe(
      `You can save at most ${MAX_SAVED_SEARCHES_PER_USER} searches; delete one first`,
    );
    expect((await client.get('/api/saved-searches')).body).toHaveLength(MAX_SAVED_SEARCHES_PER_USER);
  });
});
