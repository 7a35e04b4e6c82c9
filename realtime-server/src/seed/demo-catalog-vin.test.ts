import { compareVinMake, decodeVin, getVinFacts } from '@autolicit/shared';
import { describe, expect, it } from 'vitest';
import { buildDemoCatalog } from './demo-catalog';

const catalog = buildDemoCatalog();
const CURRENT_YEAR = 2026;

describe('the demo catalogue through the VIN decoder', () => {
  it('decodes every VIN to a manufacturer that matches the listed make or its group', () => {
    const decoded = catalog.map((vehicle) => ({ vehicle, vin: decodeVin(vehicle.vin, { currentYear: CURRENT_YEAR }) }));
    expect(decoded.filter(({ vin }) => vin.manufacturer !== null)).toHaveLength(catalog.length);
    for (const { vehicle, vin } of decoded) {
      expect(vin.valid, vehicle.key).toBe(true);
      expect(compareVinMake(vehicle.make, vin.manufacturer).kind, vehicle.key).toBe('match');
    }
  });

  it('reads the listed year from the VINs whose makers encode one unambiguously', () => {
    for (const vehicle of catalog) {
      const facts = getVinFacts(vehicle.vin, { currentYear: CURRENT_YEAR, listedYear: vehicle.year });
      if (facts?.modelYear != null) expect(facts.modelYear, vehicle.key).toBe(vehicle.year);
    }
  });
});
