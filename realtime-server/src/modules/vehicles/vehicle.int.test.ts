import { randomUUID } from 'node:crypto';
import { findUserById, listVehiclesBySeller } from '@autolicit/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, createVehicle } from '../../test/factories';
import { createClient, signIn, signInAdmin, type TestAgent } from '../../test/http-client';
import { createTestContext, type TestContext } from '../../test/test-context';

let t: TestContext;
let seller: Awaited<ReturnType<typeof createUser>>;
let sellerClient: TestAgent;
let buyerClient: TestAgent;
let adminClient: TestAgent;
let photo: string;

function buildListing(overrides: Record<string, unknown> = {}) {
  return {
    make: 'Volkswagen',
    model: 'Golf',
    year: 2020,
    mileage: 45_000,
    vin: 'WVWZZZAUZLW123456',
    condition: 'excellent',
    category: 'hatchback',
    transmission: 'dual-clutch',
    drivetrain: 'fwd',
    fuelType: 'gasoline',
    location: 'Brașov',
    description: 'Un singur proprietar, carte de service la zi.',
    startingBid: 12_000,
    buyNowPrice: '19000',
    reservePrice: '15000.00',
    auctionDays: '2',
    sellerType: 'individual',
    hasDamage: false,
    ...overrides,
  };
}

beforeAll(async () => {
  t = createTestContext();
  seller = await createUser(t.ctx);
  const buyer = await createUser(t.ctx);
  const admin = await createAdmin(t.ctx);
  sellerClient = await signIn(t.app, seller.email);
  buyerClient = await signIn(t.app, buyer.email);
  adminClient = await signInAdmin(t.app, admin);
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
  photo = `data:image/jpeg;base64,${jpeg.toString('base64')}`;
});
afterAll(async () => t.close());

describe('POST /api/vehicles', () => {
  it('lists a vehicle with server-owned status and end time, stores its photo, and makes the user a seller', async () => {
    t.clock.set(new Date('2030-05-10T10:00:00Z'));
    try {
      const response = await sellerClient.post('/api/vehicles').send(
        buildListing({
          images: [photo],
          status: 'sold',
          auctionEndTime: '2031-01-01T00:00:00Z',
          sellerId: randomUUID(),
          currentBid: '1',
        }),
      );
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        make: 'Volkswagen',
        status: 'active',
        sellerId: seller.id,
        startingBid: '12000.00',
        currentBid: '12000.00',
        buyNowPrice: '19000.00',
        reservePrice: '15000.00',
        bidCount: 0,
        minimumNextBid: '12100.00',
        auctionEndTime: '2030-05-12T10:00:00.000Z',
      });
      expect(response.body.images).toHaveLength(1);
      const image = await createClient(t.app).get(response.body.images[0]);
      expect(image.status).toBe(200);
      expect((await findUserById(t.ctx.db, seller.id))!.role).toBe('seller');
    } finally {
      t.clock.reset();
    }
  });

  it('sets a 4-day auction for auctionDays "4"', async () => {
    t.clock.set(new Date('2030-05-10T10:00:00Z'));
    try {
      const response = await sellerClient.post('/api/vehicles').send(buildListing({ auctionDays: '4' }));
      expect(response.body.auctionEndTime).toBe('2030-05-14T10:00:00.000Z');
    } finally {
      t.clock.reset();
    }
  });

  const nextYear = new Date().getUTCFullYear() + 1;
  it.each([
    [{ make: '' }, 'Make is required', 'make'],
    [{ make: '   ' }, 'Make is required', 'make'],
    [{ model: undefined }, 'Model is required', 'model'],
    [{ year: 1899 }, `Year must be between 1900 and ${nextYear}`, 'year'],
    [{ year: nextYear + 1 }, `Year must be between 1900 and ${nextYear}`, 'year'],
    [{ mileage: -1 }, 'Mileage must be a whole number of at least 0', 'mileage'],
    [{ vin: 'WVWZZZAUZLW12345' }, 'VIN must be exactly 17 characters', 'vin'],
    [{ vin: 'WVWZZZAUZLW1234567' }, 'VIN must be exactly 17 characters', 'vin'],
    [{ vin: 'WVWZZZAUZLW12345O' }, 'VIN never contains I, O or Q (found: O)', 'vin'],
    [{ vin: 'WVWZZZAUZLW12345-' }, 'VIN may contain only letters and digits, without I, O or Q', 'vin'],
    [{ condition: 'like-new' }, 'Please select the condition', 'condition'],
    [{ startingBid: 0 }, 'Starting bid must be at least €1', 'startingBid'],
    [{ startingBid: '1e3' }, 'Starting bid must be at least €1', 'startingBid'],
    [{ auctionDays: '3' }, 'Auction duration is required', 'auctionDays'],
    [{ auctionDays: undefined }, 'Auction duration is required', 'auctionDays'],
    [{ buyNowPrice: '12000' }, 'Buy now price must be higher than starting bid', 'buyNowPrice'],
    [{ reservePrice: 11_000 }, 'Reserve price must be higher than starting bid', 'reservePrice'],
    [
      { sellerType: 'business', companyCui: 'RO123453' },
      'Company name is required for business sellers',
      'companyName',
    ],
    [
      { sellerType: 'business', companyName: 'Auto SRL', companyCui: '  ' },
      'Company CUI is required for business sellers',
      'companyCui',
    ],
    [
      { sellerType: 'business', companyName: 'Auto SRL', companyCui: 'RO12345678' },
      'This CUI is not valid: its check digit does not match',
      'companyCui',
    ],
    [{ youtubeUrl: 'https://evil.example.com/watch?v=abcdefghijk' }, 'Please enter a valid YouTube link', 'youtubeUrl'],
    [
      { images: Array.from({ length: 21 }, () => 'data:image/png;base64,AAAA') },
      'You can upload a maximum of 20 images',
      'images',
    ],
  ])('refuses %j with "%s"', async (overrides, message, field) => {
    const response = await sellerClient.post('/api/vehicles').send(buildListing(overrides));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, field });
  });

  it('keeps company data of a business listing for the seller and hides it from buyers', async () => {
    const created = await sellerClient
      .post('/api/vehicles')
      .send(buildListing({ sellerType: 'business', companyName: 'Auto Nord SRL', companyCui: 'ro12345674' }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ companyName: 'Auto Nord SRL', companyCui: 'RO12345674' });

    const asBuyer = await buyerClient.get(`/api/vehicles/${created.body.id}`);
    expect(asBuyer.body).toMatchObject({
      companyName: null,
      companyCui: null,
      reservePrice: null,
      hasReserve: true,
      isReserveMet: false,
    });
    const asAdmin = await adminClient.get(`/api/vehicles/${created.body.id}`);
    expect(asAdmin.body).toMatchObject({ companyCui: 'RO12345674', reservePrice: '15000.00' });
    const list = await createClient(t.app).get('/api/vehicles').query({ limit: 100 });
    expect(JSON.stringify(list.body)).not.toContain('RO12345674');
  });

  it('refuses a photo that is not an image and stores nothing', async () => {
    const before = await listVehiclesBySeller(t.ctx.db, seller.id, 100, 0);
    const response = await sellerClient.post('/api/vehicles').send(
      buildListing({
        images: [photo, `data:image/png;base64,${Buffer.from('<html>not an image</html>').toString('base64')}`],
      }),
    );
    expect(response.status).toBe(400);
    const after = await listVehiclesBySeller(t.ctx.db, seller.id, 100, 0);
    expect(after).toHaveLength(before.length);
  });

  it('needs a signed-in user', async () => {
    const response = await createClient(t.app).post('/api/vehicles').send(buildListing());
    expect(response.status).toBe(401);
    expect(response.body.message).toContain('Unauthorized');
  });

  it('answers 413 for a body over 50 MB', async () => {
    const huge = 'A'.repeat(51 * 1024 * 1024);
    const response = await sellerClient
      .post('/api/vehicles')
      .set('Content-Type', 'application/json')
      .send(`{"images":["${huge}"]}`);
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Request body is too large');
  });
});

describe('GET /api/vehicles', () => {
  const make = `Testmake${randomUUID().slice(0, 6)}`;
  beforeAll(async () => {
    const rows = [
      {
        model: 'Alpha',
        year: 2015,
        mileage: 150_000,
        startingBid: '5000.00',
        fuelType: 'diesel',
        transmission: 'manual',
      },
      {
        model: 'Beta',
        year: 2021,
        mileage: 20_000,
        startingBid: '30000.00',
        fuelType: 'electric',
        transmission: 'automatic',
      },
      {
        model: 'Gamma',
        year: 2018,
        mileage: 80_000,
        startingBid: '15000.00',
        fuelType: 'diesel',
        transmission: 'automatic',
        hasDamage: true,
      },
      {
        model: 'Delta',
        year: 2010,
        mileage: 210_000,
        startingBid: '2500.00',
        fuelType: 'gasoline',
        transmission: 'manual',
        status: 'sold' as const,
      },
    ];
    for (const [i, row] of rows.entries()) {
      await createVehicle(t.ctx, {
        sellerId: seller.id,
        make,
        ...row,
        auctionEndTime: new Date(Date.now() + (i + 1) * 3_600_000),
      });
    }
  });

  const list = (query: Record<string, string | number>) =>
    createClient(t.app)
      .get('/api/vehicles')
      .query({ make, ...query });
  const models = (body: { model: string }[]) => body.map((v) => v.model);

  it('lists active vehicles with the total in X-Total-Count', async () => {
    const response = await list({});
    expect(response.status).toBe(200);
    expect(response.headers['x-total-count']).toBe('3');
    expect(models(response.body).sort()).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it.each([
    [{ sort: 'price-low' }, ['Alpha', 'Gamma', 'Beta']],
    [{ sort: 'price-high' }, ['Beta', 'Gamma', 'Alpha']],
    [{ sort: 'year-new' }, ['Beta', 'Gamma', 'Alpha']],
    [{ sort: 'year-old' }, ['Alpha', 'Gamma', 'Beta']],
    [{ sort: 'mileage-low' }, ['Beta', 'Gamma', 'Alpha']],
    [{ sort: 'mileage-high' }, ['Alpha', 'Gamma', 'Beta']],
    [{ sort: 'ending-soon' }, ['Alpha', 'Beta', 'Gamma']],
  ])('sorts on the server with %j', async (query, expected) => {
    expect(models((await list(query)).body)).toEqual(expected);
  });

  it('pages consistently: limit 1 with offsets walks the whole sorted result', async () => {
    const pages = [];
    for (let offset = 0; offset < 3; offset += 1)
      pages.push(...models((await list({ sort: 'price-low', limit: 1, offset })).body));
    expect(pages).toEqual(['Alpha', 'Gamma', 'Beta']);
  });

  it.each([
    [{ minPrice: 10000, maxPrice: 20000 }, ['Gamma']],
    [{ minYear: 2016 }, ['Beta', 'Gamma']],
    [{ maxMileage: 100000 }, ['Beta', 'Gamma']],
    [{ fuelType: 'diesel' }, ['Alpha', 'Gamma']],
    [{ transmission: 'automatic', fuelType: 'all' }, ['Beta', 'Gamma']],
    [{ hasDamage: 'true' }, ['Gamma']],
    [{ model: 'ET' }, ['Beta']],
    [{ status: 'sold' }, ['Delta']],
    [{ status: 'all', condition: 'any', category: '' }, ['Alpha', 'Beta', 'Delta', 'Gamma']],
  ])('filters with %j', async (query, expected) => {
    expect(models((await list(query)).body).sort()).toEqual(expected);
  });

  it.each([
    [{ minPrice: 'abc' }, 'Invalid value for minPrice'],
    [{ minYear: '20x0' }, 'Invalid value for minYear'],
    [{ maxMileage: '-5' }, 'Invalid value for maxMileage'],
    [{ limit: 101 }, 'limit must be a whole number from 1 to 100'],
    [{ limit: 0 }, 'limit must be a whole number from 1 to 100'],
    [{ offset: -1 }, 'offset must be a whole number of at least 0'],
    [{ sort: 'random' }, 'Invalid value for sort'],
    [{ condition: 'mint' }, 'Invalid value for condition'],
  ])('refuses the malformed query %j', async (query, message) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });
});

describe('GET /api/vehicles/:id', () => {
  it('returns the vehicle and counts a view', async () => {
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id });
    const first = await createClient(t.app).get(`/api/vehicles/${vehicle.id}`);
    const second = await createClient(t.app).get(`/api/vehicles/${vehicle.id}`);
    expect(first.status).toBe(200);
    expect(second.body.viewCount).toBe(first.body.viewCount + 1);
  });

  it.each(['9b2f3c1e-8a55-4b8e-9f3e-1d2c3b4a5f62', 'nope', "1' or '1'='1"])(
    'answers 404 "Vehicle not found" for %s',
    async (id) => {
      const response = await createClient(t.app).get(`/api/vehicles/${encodeURIComponent(id)}`);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ message: 'Vehicle not found' });
    },
  );
});
