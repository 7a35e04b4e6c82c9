import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, createVehicle } from '../../test/factories';
import { TEST_ORIGIN } from '../../test/test-context';
import { type TestServer, signInCookie, startTestServer } from '../../test/test-server';

// Input a client controls must never make the server fail: every answer below is a 4xx with a
// message, never a 500 (which would also mean a stack trace with SQL in the log).

let node: TestServer;
let cookie: string;
let adminCookie: string;
let vehicleId: string;
let userId: string;

beforeAll(async () => {
  node = await startTestServer();
  const user = await createUser(node.ctx);
  const admin = await createAdmin(node.ctx);
  const seller = await createUser(node.ctx);
  userId = user.id;
  vehicleId = (await createVehicle(node.ctx, { sellerId: seller.id, startingBid: '1000.00' })).id;
  cookie = await signInCookie(node.url, user.email);
  adminCookie = await signInCookie(node.url, admin.email, undefined, admin.totpSecret);
});
afterAll(async () => node.close());

async function send(method: string, path: string, body?: unknown, as = cookie) {
  const response = await fetch(`${node.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Origin: TEST_ORIGIN, Cookie: as },
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers };
}

const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u007f',
  '%00',
  '\ud800',
  '‮evil',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'x'.repeat(70_000),
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  '{"$gt":""}',
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  null,
  true,
  1e308,
  -1,
  [],
  [[[]]],
  {},
  { __proto__: { admin: true } },
];

const BODY_ROUTES: [string, string, string[]][] = [
  ['POST', '/api/auth/register', ['email', 'password', 'firstName', 'lastName', 'phone', 'cnp']],
  ['POST', '/api/auth/register-professional', ['email', 'password', 'companyName', 'vatNumber', 'firstName']],
  ['POST', '/api/auth/login', ['email', 'password']],
  ['POST', '/api/auth/login-professional', ['email', 'password']],
  ['POST', '/api/auth/forgot-password', ['email']],
  ['POST', '/api/auth/reset-password', ['token', 'password']],
  ['PATCH', '/api/auth/user/role', ['role']],
  [
    'POST',
    '/api/vehicles',
    ['make', 'model', 'vin', 'year', 'mileage', 'startingBid', 'reservePrice', 'buyNowPrice', 'description', 'images'],
  ],
  ['POST', `/api/vehicles/{vehicle}/bids`, ['amount', 'idempotencyKey']],
  ['POST', '/api/watchlist', ['vehicleId']],
];

const QUERY_ROUTES = [
  '/api/vehicles',
  '/api/vehicles/{vehicle}',
  '/api/vehicles/{vehicle}/bids',
  '/api/stats/public',
  '/api/stats',
  '/api/auth/user',
  '/api/users/{user}/bids',
  '/api/users/{user}/watchlist',
  '/api/users/{user}/vehicles',
  '/api/users/{user}/transactions',
  '/api/watchlist/{vehicle}/status',
];
const QUERY_KEYS = ['q', 'make', 'minPrice', 'maxPrice', 'sort', 'limit', 'offset', 'page', 'status', 'category'];

const fill = (path: string) => path.replace('{vehicle}', vehicleId).replace('{user}', userId);

describe('hostile input answers 4xx, never 500', () => {
  it('in every field of every JSON body', async () => {
    const failures: string[] = [];
    for (const [method, path, fields] of BODY_ROUTES) {
      for (const field of fields) {
        for (const value of HOSTILE_VALUES) {
          const { status, text } = await send(method, fill(path), { [field]: value });
          if (status >= 500)
            failures.push(
              `${method} ${path} ${field}=${JSON.stringify(value)?.slice(0, 40)}: ${status} ${text.slice(0, 80)}`,
            );
        }
      }
      for (const raw of ['{', 'null', '[]', '"x"', '{"a":'.repeat(50), '\u0000']) {
        const { status } = await send(method, fill(path), raw);
        if (status >= 500) failures.push(`${method} ${path} raw ${raw.slice(0, 20)}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('in every query value and path of the API', async () => {
    const failures: string[] = [];
    const paths = [
      ...QUERY_ROUTES.map(fill),
      '/api/vehicles/%E0%A4%A',
      '/api/vehicles/%00',
      '/api/users/%ZZ/bids',
      `/api/vehicles/${vehicleId}/bids/attempts/%00`,
    ];
    for (const path of paths) {
      for (const key of QUERY_KEYS) {
        for (const value of [
          '%00',
          '%E0%A4%A',
          encodeURIComponent('\u0001x'),
          '9'.repeat(400),
          '-1',
          '%27%20OR%201%3D1',
        ]) {
          const { status, text } = await send('GET', `${path}?${key}=${value}`);
          if (status >= 500) failures.push(`GET ${path}?${key}=${value}: ${status} ${text.slice(0, 80)}`);
        }
      }
      const { status } = await send('GET', `${path}?q[$gt]=&q=a&q=b`);
      if (status >= 500) failures.push(`GET ${path} with a nested query: ${status}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('names the field that holds a control character', async () => {
    const query = await send('GET', '/api/vehicles?q=%00');
    expect(query.status).toBe(400);
    expect(JSON.parse(query.text)).toMatchObject({
      field: 'q',
      messageKey: 'validation.controlCharacters',
      message: 'q contains characters that are not allowed',
    });
    const body = await send('POST', '/api/auth/register', {
      email: 'a@example.com',
      password: 'long-enough-pass',
      firstName: 'Ion\u0000',
      lastName: 'Pop',
    });
    expect(body.status).toBe(400);
    expect(JSON.parse(body.text)).toMatchObject({ field: 'firstName' });
  });

  it('answers missing and badly encoded upload files with 404 and 400', async () => {
    expect((await fetch(`${node.url}/uploads/no-such-photo.webp`)).status).toBe(404);
    expect((await fetch(`${node.url}/uploads/%E0%A4%A`)).status).toBe(400);
  });

  it('refuses a price or a bid above 10,000,000 € with a message in both languages', async () => {
    const bid = await send('POST', `/api/vehicles/${vehicleId}/bids`, { amount: '9999999999' });
    expect(bid.status).toBe(400);
    expect(JSON.parse(bid.text)).toMatchObject({
      messageKey: 'money.tooHigh',
      message: 'The amount cannot exceed 10.000.000 €',
      field: 'amount',
    });
    const listing = await send('POST', '/api/vehicles', {
      make: 'Dacia',
      model: 'Duster',
      year: 2020,
      mileage: 50_000,
      vin: 'UU1HSDADG12345678',
      condition: 'good',
      startingBid: '10000001',
      auctionDays: '2',
    });
    expect(listing.status).toBe(400);
    expect(JSON.parse(listing.text)).toMatchObject({ messageKey: 'money.tooHigh', field: 'startingBid' });
  });

  it('reads no large body before knowing who sends it', async () => {
    const big = JSON.stringify({ description: 'x'.repeat(2 * 1024 * 1024) });
    const visitor = await send('POST', '/api/vehicles', big, '');
    expect(visitor.status).toBe(401);
    // Any other route reads at most 64 KB.
    const login = await send(
      'POST',
      '/api/auth/login',
      JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(100_000) }),
      '',
    );
    expect(login.status).toBe(413);
  });

  it('marks every answer of the API no-store, signed in or not', async () => {
    for (const [path, as] of [
      ['/api/auth/user', cookie],
      ['/api/auth/user', ''],
      [`/api/users/${userId}/bids`, cookie],
      [`/api/vehicles/${vehicleId}`, cookie],
      ['/api/stats', adminCookie],
    ] as const) {
      const { headers } = await send('GET', path, undefined, as);
      expect(headers.get('cache-control'), path).toBe('no-store');
    }
  });
});
