import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVehicle } from '../../test/factories';
import { createClient } from '../../test/http-client';
import { type TestContext, createTestContext } from '../../test/test-context';

let t: TestContext;

beforeAll(() => {
  t = createTestContext();
});
afterAll(() => t.close());

describe('GET /api/vehicles/:id vinFacts', () => {
  it('tells every visitor what the VIN says, as public as the VIN itself', async () => {
    const seller = await createUser(t.ctx);
    const skoda = await createVehicle(t.ctx, {
      sellerId: seller.id,
      make: 'Skoda',
      year: 2019,
      vin: 'TMBJJ7NE0K0247015',
    });
    const response = await createClient(t.app).get(`/api/vehicles/${skoda.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      vin: 'TMBJJ7NE0K0247015',
      vinFacts: { manufacturer: 'Skoda', country: 'CZ', modelYear: 2019 },
    });
  });

  it("settles a classic's year from the listing and leaves a maker without year codes yearless", async () => {
    const seller = await createUser(t.ctx);
    const porsche = await createVehicle(t.ctx, {
      sellerId: seller.id,
      make: 'Porsche',
      year: 1987,
      vin: 'WP0ZZZ91ZHS120584',
    });
    expect((await createClient(t.app).get(`/api/vehicles/${porsche.id}`)).body.vinFacts).toEqual({
      manufacturer: 'Porsche',
      country: 'DE',
      modelYear: 1987,
    });
    const dacia = await createVehicle(t.ctx, { sellerId: seller.id });
    expect((await createClient(t.app).get(`/api/vehicles/${dacia.id}`)).body.vinFacts).toEqual({
      manufacturer: 'Dacia',
      country: 'RO',
      modelYear: null,
    });
  });
});
