import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../test/http-client';
import { type TestContext, createTestContext } from '../../test/test-context';

let t: TestContext;

beforeAll(() => {
  t = createTestContext();
});
afterAll(() => t.close());

describe('GET /api/vin/:vin', () => {
  it('decodes a VIN for anyone, without signing in', async () => {
    const response = await createClient(t.app).get('/api/vin/tmbjj7ne0k0247015');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      vin: 'TMBJJ7NE0K0247015',
      valid: true,
      problems: [],
      manufacturer: 'Skoda',
      country: 'CZ',
      modelYear: 2019,
      checkDigit: 'not-used',
    });
  });

  it('judges the check digit of a North American VIN', async () => {
    const good = await createClient(t.app).get('/api/vin/1HGCM82633A004352');
    expect(good.body).toMatchObject({
      valid: true,
      manufacturer: 'Honda',
      country: 'US',
      modelYear: 2003,
      checkDigit: 'valid',
    });
    const typo = await createClient(t.app).get('/api/vin/1HGCM82643A004352');
    expect(typo.status).toBe(200);
    expect(typo.body).toMatchObject({
      valid: false,
      checkDigit: 'invalid',
      problems: [{ code: 'checkDigit', expected: '3', found: '4' }],
    });
  });

  it('answers an invalid VIN with its problems, I, O and Q named', async () => {
    const response = await createClient(t.app).get('/api/vin/WVWZZZ1KZAWO2345I');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      valid: false,
      manufacturer: 'Volkswagen',
      modelYear: null,
      problems: [{ code: 'illegalCharacters', characters: 'OI' }],
    });
    const short = await createClient(t.app).get('/api/vin/UU1');
    expect(short.body).toMatchObject({
      valid: false,
      manufacturer: 'Dacia',
      country: 'RO',
      problems: [{ code: 'length', length: 3 }],
    });
  });
});
