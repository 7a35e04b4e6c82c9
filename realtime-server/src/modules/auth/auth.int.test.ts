import { randomUUID } from 'node:crypto';
import {
  findUserByEmail,
  findUserById,
  insertPasswordResetToken,
  listPasswordResetTokenHashes,
  listUserFootprints,
} from '@autolicit/db';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../../platform/sessions/session-cookie';
import { TEST_PASSWORD, createAdmin, createUser, nextTotpCode } from '../../test/factories';
import { type TestAgent, createClient, signIn, signInAdmin } from '../../test/http-client';
import { TEST_ORIGIN, type TestContext, createTestContext } from '../../test/test-context';
import { generateResetToken, hashResetToken } from './reset-token';

let t: TestContext;

beforeAll(async () => {
  t = createTestContext();
  await t.startMailWorker();
});
afterAll(async () => t.close());
afterEach(() => t.clock.reset());

let counter = 0;
/** A fresh address per test, so the tests of this file never share an account. */
function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@example.ro`;
}

const VALID_CNP = '1800101400016';
const NEW_PASSWORD = 'Noua-Parola-2026';

function individualBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('ind'),
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    entityType: 'individual',
    firstName: 'Ana',
    lastName: 'Marin',
    cnp: VALID_CNP,
    individualAddress: 'Strada Florilor 12, Cluj-Napoca',
    individualPhone: '0721234567',
    ...overrides,
  };
}

function companyBody(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('co'),
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    entityType: 'company',
    firstName: 'Mihai',
    lastName: 'Stan',
    companyName: 'Auto Stan SRL',
    cui: 'RO12345674',
    companyAddress: 'Bulevardul Unirii 5, București',
    companyPhone: '0219876543',
    legalRepresentative: 'Mihai Stan',
    registrationNumber: 'J40/1234/2015',
    ...overrides,
  };
}

function professionalBody(overrides: Record<string, unknown> = {}) {
  return {
    vatNumber: 'RO12345674',
    country: 'RO',
    companyName: 'Auto Import Premium SRL',
    tradingName: 'AutoImport',
    registrationNumber: 'J40/5678/2012',
    yearEstablished: '2012',
    companyAddress: 'Șoseaua Pipera 42, Voluntari',
    city: 'Voluntari',
    postalCode: '077190',
    website: 'www.autoimport.ro',
    businessType: 'dealer',
    primaryMarkets: ['Domestic Market', 'European Union'],
    monthlyVolume: '11-50',
    businessDescription: 'We import and sell premium used cars from Germany and Austria.',
    firstName: 'Maria',
    lastName: 'Ionescu',
    email: uniqueEmail('pro'),
    phone: '+40 721 234 567',
    position: 'Director general',
    password: TEST_PASSWORD,
    confirmPassword: TEST_PASSWORD,
    agreeTerms: true,
    agreePrivacy: true,
    ...overrides,
  };
}

function sessionCookieOf(response: request.Response): string | undefined {
  const cookies = (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
}

/** The current user as seen with a bare cookie, as a replayed (stolen or stale) cookie would be. */
function getUserWithCookie(cookie: string) {
  return request(t.app).get('/api/auth/user').set('Cookie', cookie);
}

const USER_DTO_KEYS = [
  'canSwitchRole',
  'createdAt',
  'email',
  'entityType',
  'firstName',
  'id',
  'lastName',
  'profileImageUrl',
  'role',
  'verificationStatus',
];

describe('POST /api/auth/register', () => {
  it('creates an individual account, signs it in and exposes no private data', async () => {
    const client = createClient(t.app);
    const body = individualBody({ email: uniqueEmail('Ind').toUpperCase() });
    const response = await client.post('/api/auth/register').send(body);

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, message: 'Account created successfully' });
    const user = response.body.user;
    expect(Object.keys(user).sort()).toEqual(USER_DTO_KEYS);
    expect(user).toMatchObject({
      email: body.email.toLowerCase(),
      firstName: 'Ana',
      lastName: 'Marin',
      role: 'user',
      canSwitchRole: false,
      entityType: 'individual',
      verificationStatus: null,
    });
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    expect(JSON.stringify(response.body)).not.toContain(VALID_CNP);

    const me = await client.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual(user);
    // Where the account signed up from, for the shill-bid signals: the address and the browser's device cookie.
    const device = (response.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('autolicit.did='));
    expect(device).toMatch(/^autolicit\.did=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    expect(await listUserFootprints(t.ctx.db, user.id)).toEqual([
      expect.objectContaining({
        kind: 'signup',
        deviceId: device!.split(';')[0]!.split('=')[1],
        ip: expect.stringMatching(/127\.0\.0\.1$/),
      }),
    ]);

    const row = await findUserByEmail(t.ctx.db, body.email);
    expect(row).toMatchObject({
      cnp: VALID_CNP,
      address: 'Strada Florilor 12, Cluj-Napoca',
      phone: '0721234567',
      entityType: 'individual',
      companyName: null,
      isAdmin: false,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain(TEST_PASSWORD);
  });

  it('creates a company account with its company fields', async () => {
    const client = createClient(t.app);
    const body = companyBody();
    const response = await client.post('/api/auth/register').send(body);

    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ role: 'user', entityType: 'company', canSwitchRole: false });
    expect(await findUserByEmail(t.ctx.db, body.email)).toMatchObject({
      companyName: 'Auto Stan SRL',
      companyCui: 'RO12345674',
      companyAddress: 'Bulevardul Unirii 5, București',
      companyPhone: '0219876543',
      legalRepresentative: 'Mihai Stan',
      registrationNumber: 'J40/1234/2015',
      cnp: null,
    });
    expect((await client.get('/api/auth/user')).body.email).toBe(body.email);
  });

  it('accepts the simple modal without confirmPassword', async () => {
    const { confirmPassword: _omit, ...body } = individualBody();
    const response = await createClient(t.app).post('/api/auth/register').send(body);
    expect(response.status).toBe(201);
  });

  it('ignores role, isAdmin and other privileged fields in the body (mass assignment)', async () => {
    const client = createClient(t.app);
    const smuggledId = randomUUID();
    const body = individualBody({
      role: 'admin',
      isAdmin: true,
      canSwitchRole: true,
      verificationStatus: 'verified',
      id: smuggledId,
    });
    const response = await client.post('/api/auth/register').send(body);

    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({ role: 'user', canSwitchRole: false, verificationStatus: null });
    expect(response.body.user.id).not.toBe(smuggledId);
    const row = await findUserByEmail(t.ctx.db, body.email);
    expect(row).toMatchObject({ role: 'user', isAdmin: false, verificationStatus: null });

    const promote = await client.patch('/api/auth/user/role').send({ role: 'admin' });
    expect(promote.status).toBe(403);
    expect((await client.get('/api/auth/user')).body.role).toBe('user');
  });

  it('refuses a taken email (any letter case) with 409 and keeps the first account', async () => {
    const body = individualBody();
    expect((await createClient(t.app).post('/api/auth/register').send(body)).status).toBe(201);

    const again = createClient(t.app);
    const response = await again.post('/api/auth/register').send(companyBody({ email: body.email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ message: 'An account with this email already exists', field: 'email' });
    expect((await again.get('/api/auth/user')).status).toBe(401);
    expect(await findUserByEmail(t.ctx.db, body.email)).toMatchObject({ entityType: 'individual' });
  });

  const entityFieldsRequired = 'Please fill in all required fields for the selected entity type';
  const invalidRegistrations: [string, () => Record<string, unknown>, string][] = [
    ['an invalid email', () => individualBody({ email: 'not-an-email' }), 'Invalid email address'],
    ['a missing email', () => individualBody({ email: undefined }), 'Invalid email address'],
    [
      'a password under 8 characters',
      () => individualBody({ password: 'short7!', confirmPassword: 'short7!' }),
      'Password must be at least 8 characters',
    ],
    [
      'a confirmation that does not match',
      () => individualBody({ confirmPassword: `${TEST_PASSWORD}x` }),
      "Passwords don't match",
    ],
    ['no entity type', () => individualBody({ entityType: undefined }), 'Please select entity type'],
    ['an unknown entity type', () => individualBody({ entityType: 'trust' }), 'Please select entity type'],
    ['a one-letter first name', () => individualBody({ firstName: 'A' }), 'First name must be at least 2 characters'],
    ['a one-letter last name', () => individualBody({ lastName: 'M' }), 'Last name must be at least 2 characters'],
    ['an individual without a CNP', () => individualBody({ cnp: undefined }), entityFieldsRequired],
    [
      'an individual without an address or phone',
      () => individualBody({ individualAddress: undefined, individualPhone: undefined }),
      entityFieldsRequired,
    ],
    ['a CNP shorter than 13 digits', () => individualBody({ cnp: '180010140001' }), 'CNP must be exactly 13 digits'],
    ['a CNP with letters', () => individualBody({ cnp: '18001014000AB' }), 'CNP must be exactly 13 digits'],
    ['a CNP with a wrong checksum', () => individualBody({ cnp: '1800101400017' }), 'CNP is not valid'],
    [
      'an address under 5 characters',
      () => individualBody({ individualAddress: 'Str' }),
      'Address must be at least 5 characters',
    ],
    [
      'a phone under 10 characters',
      () => individualBody({ individualPhone: '072123' }),
      'Phone number must be at least 10 characters',
    ],
    [
      'a company without its fields',
      () => companyBody({ companyName: undefined, cui: undefined }),
      entityFieldsRequired,
    ],
    [
      'a company without a legal representative',
      () => companyBody({ legalRepresentative: undefined }),
      entityFieldsRequired,
    ],
    [
      'a one-letter company name',
      () => companyBody({ companyName: 'A' }),
      'Company name must be at least 2 characters',
    ],
    ['a CUI under 8 characters', () => companyBody({ cui: '1234567' }), 'CUI must be at least 8 characters'],
    [
      'a CUI whose check digit does not match',
      () => companyBody({ cui: 'RO14399841' }),
      'This CUI is not valid: its check digit does not match',
    ],
    [
      'a company address under 5 characters',
      () => companyBody({ companyAddress: 'Str' }),
      'Company address must be at least 5 characters',
    ],
    [
      'a company phone under 10 characters',
      () => companyBody({ companyPhone: '021987' }),
      'Company phone must be at least 10 characters',
    ],
    [
      'a legal representative under 3 characters',
      () => companyBody({ legalRepresentative: 'Mi' }),
      'Legal representative must be at least 3 characters',
    ],
    [
      'a registration number under 8 characters',
      () => companyBody({ registrationNumber: 'J40/12' }),
      'Registration number must be at least 8 characters',
    ],
  ];

  it.each(invalidRegistrations)('refuses %s with 400 and creates nothing', async (_case, build, message) => {
    const body = build();
    const client = createClient(t.app);
    const response = await client.post('/api/auth/register').send(body);

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.code).toBe('VALIDATION');
    if (typeof body.email === 'string' && body.email.includes('@'))
      expect(await findUserByEmail(t.ctx.db, body.email)).toBeNull();
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses a body that is not JSON (CSRF guard) before creating anything', async () => {
    const body = individualBody();
    const response = await createClient(t.app)
      .post('/api/auth/register')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify(body));
    expect(response.status).toBe(415);
    expect(await findUserByEmail(t.ctx.db, body.email)).toBeNull();
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, in any letter case of the email', async () => {
    const user = await createUser(t.ctx, { email: uniqueEmail('login') });
    const client = createClient(t.app);
    const response = await client
      .post('/api/auth/login')
      .send({ email: user.email.toUpperCase(), password: TEST_PASSWORD });

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Welcome back',
      user: { id: user.id, email: user.email, role: 'user' },
    });
    expect(Object.keys(response.body.user).sort()).toEqual(USER_DTO_KEYS);
    expect((await client.get('/api/auth/user')).body.id).toBe(user.id);
  });

  it('answers a wrong password and an unknown email alike, with a 401 the web app does not take for "signed out"', async () => {
    const user = await createUser(t.ctx, { email: uniqueEmail('login') });
    const client = createClient(t.app);
    const wrongPassword = await client
      .post('/api/auth/login')
      .send({ email: user.email, password: 'not-the-password' });
    const unknownEmail = await client
      .post('/api/auth/login')
      .send({ email: uniqueEmail('nobody'), password: TEST_PASSWORD });

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Invalid email or password');
      expect(response.text).not.toContain('Unauthorized');
      expect(sessionCookieOf(response)).toBeUndefined();
    }
    expect(wrongPassword.body).toEqual(unknownEmail.body);
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('validates the login form', async () => {
    const client = createClient(t.app);
    const badEmail = await client.post('/api/auth/login').send({ email: 'nope', password: TEST_PASSWORD });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('Please enter a valid email address');
    const noPassword = await client.post('/api/auth/login').send({ email: uniqueEmail(), password: '' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe('Password is required');
  });

  it('gives a new session id at sign-in and ends the one held before', async () => {
    const first = await createUser(t.ctx, { email: uniqueEmail('first') });
    const second = await createUser(t.ctx, { email: uniqueEmail('second') });
    const client = createClient(t.app);
    const firstLogin = await client.post('/api/auth/login').send({ email: first.email, password: TEST_PASSWORD });
    const before = sessionCookieOf(firstLogin)!;
    expect(before).toBeDefined();
    expect((await getUserWithCookie(before)).body.id).toBe(first.id);

    const secondLogin = await client.post('/api/auth/login').send({ email: second.email, password: TEST_PASSWORD });
    const after = sessionCookieOf(secondLogin)!;
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect((await getUserWithCookie(after)).body.id).toBe(second.id);
    expect((await getUserWithCookie(before)).status).toBe(401);
  });
});

describe('POST /api/auth/logout and GET /api/auth/user', () => {
  it('answers 401 "Unauthorized: please sign in" when signed out', async () => {
    const response = await request(t.app).get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: 'Unauthorized: please sign in', code: 'UNAUTHORIZED' });
  });

  it('treats a forged or unknown session cookie as signed out, never as an error', async () => {
    const response = await getUserWithCookie(`${SESSION_COOKIE}=s%3Anot-a-session.forged-signature`);
    expect(response.status).toBe(401);
  });

  it('ends the session, clears the cookie and makes the old cookie useless', async () => {
    const user = await createUser(t.ctx, { email: uniqueEmail('logout') });
    const client = createClient(t.app);
    const login = await client.post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD });
    const cookie = sessionCookieOf(login)!;

    const response = await client.post('/api/auth/logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
    const cleared = (response.headers['set-cookie'] as unknown as string[]).find((c) =>
      c.startsWith(`${SESSION_COOKIE}=`),
    );
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/Path=\//);

    expect((await client.get('/api/auth/user')).status).toBe(401);
    const replayed = await getUserWithCookie(cookie);
    expect(replayed.status).toBe(401);
    expect(replayed.body.message).toBe('Unauthorized: please sign in');
  });

  it('succeeds when nobody is signed in', async () => {
    const response = await request(t.app).post('/api/auth/logout').set('Origin', TEST_ORIGIN);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true });
  });
});

describe('PATCH /api/auth/user/role', () => {
  it('lets an account with admin rights switch between admin and user, with a new session id each time', async () => {
    const admin = await createAdmin(t.ctx, { email: uniqueEmail('admin') });
    const client = createClient(t.app);
    await client.post('/api/auth/login').send({ email: admin.email, password: TEST_PASSWORD });
    const login = await client.post('/api/auth/login/mfa').send({ code: await nextTotpCode(admin.totpSecret) });
    expect(login.body.user).toMatchObject({ role: 'admin', canSwitchRole: true });
    const loginCookie = sessionCookieOf(login)!;

    const toUser = await client.patch('/api/auth/user/role').send({ role: 'user' });
    expect(toUser.status).toBe(200);
    expect(toUser.body).toMatchObject({
      success: true,
      message: 'Role updated successfully',
      user: { id: admin.id, role: 'user', canSwitchRole: true },
    });
    const userCookie = sessionCookieOf(toUser)!;
    expect(userCookie).toBeDefined();
    expect(userCookie).not.toBe(loginCookie);
    expect((await getUserWithCookie(loginCookie)).status).toBe(401);
    expect((await client.get('/api/auth/user')).body).toMatchObject({ role: 'user', canSwitchRole: true });

    const toAdmin = await client.patch('/api/auth/user/role').send({ role: 'admin' });
    expect(toAdmin.status).toBe(200);
    expect(toAdmin.body.user.role).toBe('admin');
    expect(sessionCookieOf(toAdmin)).not.toBe(userCookie);
    expect((await client.get('/api/auth/user')).body.role).toBe('admin');
  });

  it('refuses an account without admin rights with 403 and changes nothing', async () => {
    const user = await createUser(t.ctx, { email: uniqueEmail('plain') });
    const client = await signIn(t.app, user.email);
    const response = await client.patch('/api/auth/user/role').send({ role: 'admin', isAdmin: true });

    expect(response.status).toBe(403);
    expect((await client.get('/api/auth/user')).body).toMatchObject({ role: 'user', canSwitchRole: false });
    expect(await findUserById(t.ctx.db, user.id)).toMatchObject({ role: 'user', isAdmin: false });
  });

  it('keeps a seller a seller when they ask to become admin', async () => {
    const seller = await createUser(t.ctx, { email: uniqueEmail('seller'), role: 'seller' });
    const client = await signIn(t.app, seller.email);
    expect((await client.patch('/api/auth/user/role').send({ role: 'user' })).status).toBe(403);
    expect((await findUserById(t.ctx.db, seller.id))!.role).toBe('seller');
  });

  it('answers 401 when signed out and 400 for a role other than user or admin', async () => {
    const signedOut = await createClient(t.app).patch('/api/auth/user/role').send({ role: 'admin' });
    expect(signedOut.status).toBe(401);

    const admin = await createAdmin(t.ctx, { email: uniqueEmail('admin') });
    const client = await signInAdmin(t.app, admin);
    const dealer = await client.patch('/api/auth/user/role').send({ role: 'dealer' });
    expect(dealer.status).toBe(400);
    expect(dealer.body.message).toBe('Role must be user or admin');
    expect((await findUserById(t.ctx.db, admin.id))!.role).toBe('admin');
  });
});

describe('POST /api/auth/register-professional', () => {
  it('creates a dealer account pending verification and signs it in', async () => {
    const client = createClient(t.app);
    const body = professionalBody({ role: 'admin', isAdmin: true, verificationStatus: 'verified' });
    const response = await client.post('/api/auth/register-professional').send(body);

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Registration successful. Your account is pending verification.',
      user: {
        email: body.email,
        role: 'dealer',
        entityType: 'company',
        verificationStatus: 'pending',
        canSwitchRole: false,
      },
    });
    expect((await client.get('/api/auth/user')).body).toEqual(response.body.user);
    expect(await findUserByEmail(t.ctx.db, body.email)).toMatchObject({
      role: 'dealer',
      isAdmin: false,
      companyName: 'Auto Import Premium SRL',
      phone: '+40 721 234 567',
      registrationNumber: 'J40/5678/2012',
      verificationStatus: 'pending',
    });
  });

  it('refuses a taken email with 409 and signs nobody in', async () => {
    const existing = await createUser(t.ctx, { email: uniqueEmail('taken') });
    const client = createClient(t.app);
    const response = await client
      .post('/api/auth/register-professional')
      .send(professionalBody({ email: existing.email }));

    expect(response.status).toBe(409);
    expect(response.body.message).toBe('An account with this email already exists');
    expect((await client.get('/api/auth/user')).status).toBe(401);
    expect(await findUserById(t.ctx.db, existing.id)).toMatchObject({ role: 'user', verificationStatus: null });
  });

  const invalidWizards: [string, Record<string, unknown>, string][] = [
    // step 1: VAT
    ['a VAT number under 8 characters', { vatNumber: 'RO12345' }, 'VAT number must be at least 8 characters'],
    ['a VAT number over 15 characters', { vatNumber: 'RO12345678901234' }, 'VAT number too long'],
    ['no country', { country: undefined }, 'Please select your country'],
    ['a country outside the list', { country: 'US' }, 'Please select your country'],
    [
      'a VAT number in the wrong format for the country',
      { country: 'DE', vatNumber: 'DE12345678' },
      'VAT Validation Failed - Please check your VAT number and try again',
    ],
    [
      'a Romanian VAT number (the CUI) whose check digit does not match',
      { country: 'RO', vatNumber: 'RO14399841' },
      'This CUI is not valid: its check digit does not match',
    ],
    // step 2: company
    ['a one-letter company name', { companyName: 'A' }, 'Company name is required'],
    ['no registration number', { registrationNumber: '' }, 'Registration number is required'],
    ['a two-digit year', { yearEstablished: '12' }, 'Please enter valid year'],
    ['a short address', { companyAddress: 'Str. 1' }, 'Please enter complete address'],
    ['a one-letter city', { city: 'V' }, 'City is required'],
    ['a short postal code', { postalCode: '07' }, 'Postal code is required'],
    ['an invalid website', { website: 'not a website' }, 'Please enter valid website URL'],
    // step 3: business
    ['no market', { primaryMarkets: [] }, 'Select at least one market'],
    [
      'a short business description',
      { businessDescription: 'We sell cars.' },
      'Please provide detailed business description',
    ],
    // step 4: personal
    ['a one-letter first name', { firstName: 'M' }, 'First name must be at least 2 characters'],
    ['an invalid email', { email: 'maria@' }, 'Valid email is required'],
    ['a short phone', { phone: '07212' }, 'Valid phone number is required'],
    ['no position', { position: '' }, 'Position/title is required'],
    ['a short password', { password: 'short7!', confirmPassword: 'short7!' }, 'Password must be at least 8 characters'],
    ['a confirmation that does not match', { confirmPassword: `${TEST_PASSWORD}x` }, "Passwords don't match"],
    ['terms not accepted', { agreeTerms: false }, 'You must agree to terms and conditions'],
    ['privacy policy not accepted', { agreePrivacy: undefined }, 'You must agree to privacy policy'],
  ];

  it.each(invalidWizards)('refuses %s with 400 and creates nothing', async (_case, overrides, message) => {
    const body = professionalBody(overrides);
    const client = createClient(t.app);
    const response = await client.post('/api/auth/register-professional').send(body);

    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    if (typeof body.email === 'string' && body.email.includes('.'))
      expect(await findUserByEmail(t.ctx.db, body.email)).toBeNull();
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('accepts an empty website and trading name', async () => {
    const response = await createClient(t.app)
      .post('/api/auth/register-professional')
      .send(professionalBody({ website: '', tradingName: '' }));
    expect(response.status).toBe(201);
  });
});

describe('POST /api/auth/login-professional', () => {
  it('signs a dealer in', async () => {
    const body = professionalBody();
    expect((await createClient(t.app).post('/api/auth/register-professional').send(body)).status).toBe(201);

    const client = createClient(t.app);
    const response = await client
      .post('/api/auth/login-professional')
      .send({ email: body.email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Welcome back',
      user: { role: 'dealer', verificationStatus: 'pending' },
    });
    expect((await client.get('/api/auth/user')).body.email).toBe(body.email);
  });

  it('refuses an ordinary account with 403 after a correct password, without signing it in', async () => {
    const user = await createUser(t.ctx, { email: uniqueEmail('notpro') });
    const client = createClient(t.app);
    const response = await client
      .post('/api/auth/login-professional')
      .send({ email: user.email, password: TEST_PASSWORD });

    expect(response.status).toBe(403);
    expect(response.body.message).toBe('This account is not a professional account');
    expect(sessionCookieOf(response)).toBeUndefined();
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('answers a wrong password with the same 401 as the normal sign-in', async () => {
    const user = await createUser(t.ctx, { email: uniqueEmail('notpro') });
    const response = await createClient(t.app)
      .post('/api/auth/login-professional')
      .send({ email: user.email, password: 'wrong-password' });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Invalid email or password');
  });
});

describe('password reset', () => {
  const FORGOT_MESSAGE = 'If an account with this email exists, a password reset link has been sent.';

  async function requestReset(email: string): Promise<request.Response> {
    return createClient(t.app).post('/api/auth/forgot-password').send({ email });
  }

  /** The link arrives by email (sent in the background); returns the token in it. */
  async function receiveToken(email: string, previousCount = 0): Promise<string> {
    const mail = await vi.waitFor(() => {
      const mails = t.mailer.sent.filter((m) => m.to === email);
      if (mails.length <= previousCount) throw new Error('no reset email yet');
      return mails.at(-1)!;
    });
    const token = new RegExp(`${TEST_ORIGIN}/reset-password\\?token=([A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
    if (!token) throw new Error(`no reset link in: ${mail.text}`);
    return token;
  }

  const storedTokenHashes = (userId: string) => listPasswordResetTokenHashes(t.ctx.db, userId);

  it('gives the same answer for an unknown email and sends nothing', async () => {
    const user = await createUser(t.ctx, { email: uniqueEmail('known') });
    const unknown = uniqueEmail('unknown');
    const known = await requestReset(user.email);
    const missing = await requestReset(unknown);

    expect(missing.status).toBe(200);
    expect(missing.body).toEqual({ success: true, message: FORGOT_MESSAGE });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(missing.body);
    await receiveToken(user.email);
    expect(t.mailer.sent.filter((m) => m.to === unknown)).toEqual([]);
  });

  it('validates the email', async () => {
    const response = await createClient(t.app).post('/api/auth/forgot-password').send({ email: 'nope' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please enter a valid email address');
  });

  it('emails a bilingual link whose token is stored only as its SHA-256', async () => {
    const user = await createUser(t.ctx, { email: uniqueEmail('mail') });
    await requestReset(user.email.toUpperCase());
    const token = await receiveToken(user.email);
    const mail = t.mailer.lastTo(user.email)!;

    expect(mail.subject).toBe('Resetare parolă / Password reset');
    expect(mail.text).toContain(`${TEST_ORIGIN}/reset-password?token=${token}`);
    expect(mail.text).toContain('Am primit o cerere de resetare a parolei');
    expect(mail.text).toContain('We received a request to reset the password');
    expect(mail.html).toContain(`${TEST_ORIGIN}/reset-password?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const hashes = await storedTokenHashes(user.id);
    expect(hashes).toEqual([hashResetToken(token)]);
    expect(hashes[0]).not.toBe(token);
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sets the new password once: the new one signs in, the old one and a second use do not', async () => {
    const user = await createUser(t.ctx, { email: uniqueEmail('reset') });
    await requestReset(user.email);
    const token = await receiveToken(user.email);

    const reset = await createClient(t.app)
      .post('/api/auth/reset-password')
      .send({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, message: 'Password Reset Successful' });

    const client = createClient(t.app);
    expect((await client.post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD })).status).toBe(
      401,
    );
    expect((await client.post('/api/auth/login').send({ email: user.email, password: NEW_PASSWORD })).status).toBe(200);

    const again = await createClient(t.app)
      .post('/api/auth/reset-password')
      .send({ token, password: 'Another-Password-1' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: 'Invalid or expired reset token', field: 'token' });
    expect(
      (await createClient(t.app).post('/api/auth/login').send({ email: user.email, password: NEW_PASSWORD })).status,
    ).toBe(200);
  });

  it('refuses an expired link (older than one hour)', async () => {
    const user = await createUser(t.ctx, { email: uniqueEmail('expired') });
    t.clock.set(new Date());
    await requestReset(user.email);
    const token = await receiveToken(user.email);

    t.clock.advance(60 * 60 * 1000 + 1000);
    const response = await createClient(t.app).post('/api/auth/reset-password').send({ token, password: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid or expired reset token');
    expect(
      (await createClient(t.app).post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD })).status,
    ).toBe(200);
  });

  it('still accepts a link just inside its hour', async () => {
    const user = await createUser(t.ctx, { email: uniqueEmail('inside') });
    t.clock.set(new Date());
    await requestReset(user.email);
    const token = await receiveToken(user.email);

    t.clock.advance(59 * 60 * 1000);
    const response = await createClient(t.app).post('/api/auth/reset-password').send({ token, password: NEW_PASSWORD });
    expect(response.status).toBe(200);
  });

  it('makes the other outstanding links of the user useless after a reset', async () => {
    const user = await createUser(t.ctx, { email: uniqueEmail('two-links') });
    await requestReset(user.email);
    const first = await receiveToken(user.email);
    await requestReset(user.email);
    const second = await receiveToken(user.email, 1);
    expect(second).not.toBe(first);

    expect(
      (await createClient(t.app).post('/api/auth/reset-password').send({ token: second, password: NEW_PASSWORD }))
        .status,
    ).toBe(200);
    const stale = await createClient(t.app)
      .post('/api/auth/reset-password')
      .send({ token: first, password: 'Another-Password-1' });
    expect(stale.status).toBe(400);
  });

  it('signs the user out of every existing session', async () => {
    const user = await createUser(t.ctx, { email: uniqueEmail('sessions') });
    const laptop = await signIn(t.app, user.email);
    const phone = await signIn(t.app, user.email);
    expect((await laptop.get('/api/auth/user')).status).toBe(200);

    await requestReset(user.email);
    const token = await receiveToken(user.email);
    expect(
      (await createClient(t.app).post('/api/auth/reset-password').send({ token, password: NEW_PASSWORD })).status,
    ).toBe(200);

    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
  });

  const invalidResets: [string, Record<string, unknown>, string][] = [
    ['an unknown token', { token: 'x'.repeat(43), password: NEW_PASSWORD }, 'Invalid or expired reset token'],
    ['no token', { password: NEW_PASSWORD }, 'Reset token is required'],
    ['a short password', { token: 'x'.repeat(43), password: 'short7!' }, 'Password must be at least 8 characters'],
    [
      'a confirmation that does not match',
      { token: 'x'.repeat(43), password: NEW_PASSWORD, confirmPassword: 'Other-Password-1' },
      "Passwords don't match",
    ],
  ];

  it.each(invalidResets)('refuses %s with 400', async (_case, body, message) => {
    const response = await createClient(t.app).post('/api/auth/reset-password').send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
  });

  it('leaves the password alone when the confirmation does not match, and the link still works', async () => {
    const user = await createUser(t.ctx, { email: uniqueEmail('mismatch') });
    await requestReset(user.email);
    const token = await receiveToken(user.email);
    const mismatch = await createClient(t.app)
      .post('/api/auth/reset-password')
      .send({ token, password: NEW_PASSWORD, confirmPassword: 'Other-Password-1' });
    expect(mismatch.status).toBe(400);
    expect(
      (
        await createClient(t.app)
          .post('/api/auth/reset-password')
          .send({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
      ).status,
    ).toBe(200);
  });
});

describe('password policy', () => {
  const WEAK = ['12345678', 'password123', 'qwertyuiop'];
  const PASSPHRASE =
    'munte albastru cu ceață dimineața devreme când trenul de noapte trece prin gara mică de lângă pădurea de fag'.padEnd(
      128,
      '!',
    );

  it.each(WEAK)('refuses %j on register, professional register and reset, with the same message', async (weak) => {
    const expectWeak = (response: request.Response) => {
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ field: 'password', messageKey: 'password.weak' });
    };
    expectWeak(
      await createClient(t.app)
        .post('/api/auth/register')
        .send(individualBody({ password: weak, confirmPassword: weak })),
    );
    expectWeak(
      await createClient(t.app)
        .post('/api/auth/register-professional')
        .send(professionalBody({ password: weak, confirmPassword: weak })),
    );
    const user = await createUser(t.ctx, { email: uniqueEmail('weak') });
    const { token, tokenHash } = generateResetToken();
    await insertPasswordResetToken(t.ctx.db, {
      userId: user.id,
      tokenHash,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expectWeak(
      await createClient(t.app).post('/api/auth/reset-password').send({ token, password: weak, confirmPassword: weak }),
    );
    // Refused, the link is not spent: a stronger password still goes through with it.
    expect(
      (
        await createClient(t.app)
          .post('/api/auth/reset-password')
          .send({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
      ).status,
    ).toBe(200);
  });

  it("refuses a password built from the account's own name", async () => {
    const response = await createClient(t.app)
      .post('/api/auth/register')
      .send(
        individualBody({
          firstName: 'Mihai',
          lastName: 'Ionescu',
          password: 'Ionescu1987!',
          confirmPassword: 'Ionescu1987!',
        }),
      );
    expect(response.status).toBe(400);
    expect(response.body.messageKey).toBe('password.weak');
  });

  it('accepts a 128-character passphrase and signs in with it', async () => {
    const body = individualBody({ password: PASSPHRASE, confirmPassword: PASSPHRASE });
    expect((await createClient(t.app).post('/api/auth/register').send(body)).status).toBe(201);
    expect(
      (await createClient(t.app).post('/api/auth/login').send({ email: body.email, password: PASSPHRASE })).status,
    ).toBe(200);
  });
});

describe('rate limits', () => {
  let limited: TestContext;
  const ATTACKER_IP = '203.0.113.7';
  const OWNER_IP = '198.51.100.9';

  beforeAll(async () => {
    limited = createTestContext({
      rateLimits: {
        loginFailuresPerIpAndAccount: { points: 3, durationSeconds: 60 },
        loginFailuresPerIp: { points: 5, durationSeconds: 60 },
        forgotPasswordPerAccount: { points: 2, durationSeconds: 3600 },
        forgotPasswordPerIp: { points: 4, durationSeconds: 900 },
        registerPerIp: { points: 2, durationSeconds: 3600 },
      },
    });
    await limited.startMailWorker();
  });
  afterAll(async () => limited.close());

  function from(ip: string): TestAgent {
    return createClient(limited.app).set('X-Forwarded-For', ip);
  }

  function login(ip: string, email: string, password: string) {
    return request(limited.app)
      .post('/api/auth/login')
      .set('Origin', TEST_ORIGIN)
      .set('X-Forwarded-For', ip)
      .send({ email, password });
  }

  it('throttles an attacker failing 100 times, while the owner still signs in from elsewhere', async () => {
    const victim = await createUser(limited.ctx, { email: uniqueEmail('victim') });
    const statuses: number[] = [];
    let lastLimited: request.Response | undefined;
    for (let i = 0; i < 100; i += 1) {
      const response = await login(ATTACKER_IP, victim.email, `guess-${i}-password`);
      statuses.push(response.status);
      if (response.status === 429) lastLimited = response;
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3).every((s) => s === 429)).toBe(true);
    expect(Number(lastLimited!.headers['retry-after'])).toBeGreaterThan(0);
    expect(lastLimited!.body.message).toMatch(/^Too many requests, please try again in \d+ seconds$/);

    // Even the right password is not checked from the throttled IP.
    expect((await login(ATTACKER_IP, victim.email, TEST_PASSWORD)).status).toBe(429);

    const owner = await login(OWNER_IP, victim.email, TEST_PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.user.id).toBe(victim.id);
  });

  it('throttles one IP failing across many accounts', async () => {
    const ip = '203.0.113.20';
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await login(ip, uniqueEmail(`spray${i}`), 'wrong-password')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('counts only failures, and a success clears the failures of that IP against that account', async () => {
    const ip = '203.0.113.30';
    const user = await createUser(limited.ctx, { email: uniqueEmail('forgetful') });
    expect((await login(ip, user.email, 'wrong-password')).status).toBe(401);
    expect((await login(ip, user.email, 'wrong-password')).status).toBe(401);
    expect((await login(ip, user.email, TEST_PASSWORD)).status).toBe(200);
    expect((await login(ip, user.email, TEST_PASSWORD)).status).toBe(200);
    expect((await login(ip, user.email, 'wrong-password')).status).toBe(401);
    expect((await login(ip, user.email, 'wrong-password')).status).toBe(401);
    expect((await login(ip, user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('limits reset requests per account, whatever the IP, with a 429 and a message', async () => {
    const user = await createUser(limited.ctx, { email: uniqueEmail('reset-limit') });
    expect((await from('203.0.113.41').post('/api/auth/forgot-password').send({ email: user.email })).status).toBe(200);
    expect((await from('203.0.113.42').post('/api/auth/forgot-password').send({ email: user.email })).status).toBe(200);
    const third = await from('203.0.113.43').post('/api/auth/forgot-password').send({ email: user.email });
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests, please try again in \d+ seconds$/),
    });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    await vi.waitFor(() => expect(limited.mailer.sent.filter((m) => m.to === user.email)).toHaveLength(2));
  });

  it('limits reset requests per IP, for unknown emails too', async () => {
    const client = from('203.0.113.50');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await client.post('/api/auth/forgot-password').send({ email: uniqueEmail(`nobody${i}`) })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('limits registrations per IP', async () => {
    const client = from('203.0.113.60');
    expect((await client.post('/api/auth/register').send(individualBody())).status).toBe(201);
    expect((await client.post('/api/auth/register').send(companyBody())).status).toBe(201);
    const third = await client.post('/api/auth/register').send(individualBody());
    expect(third.status).toBe(429);
    expect((await from('203.0.113.61').post('/api/auth/register').send(individualBody())).status).toBe(201);
  });
});
