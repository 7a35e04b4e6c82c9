import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareVinMake, computeVinCheckDigit, decodeVin, decodeVinModelYear, getVinFacts } from './vin-decoder';
import { findIllegalVinCharacters } from './vin-characters';
import { EUROPEAN_WMI_FIXTURE } from './vin-wmi.fixture';

const currentYear = 2026;
const decode = (vin: string) => decodeVin(vin, { currentYear });

// Real-format VINs: public examples (1HGCM82633A004352 is Honda's well-known Accord example,
// 1M8GDM9AXKP042788 the check-digit example of the VIN standard's literature) and VINs laid out
// as each maker does, with a correct check digit where the maker computes one.
const CASES: readonly {
  vin: string;
  manufacturer: string | null;
  country: string;
  modelYear: number | null;
  checkDigit: 'valid' | 'not-used';
}[] = [
  { vin: 'UU1HSDACN12345678', manufacturer: 'Dacia', country: 'RO', modelYear: null, checkDigit: 'not-used' },
  { vin: 'UU14SDAG552347123', manufacturer: 'Dacia', country: 'RO', modelYear: null, checkDigit: 'not-used' },
  { vin: 'TMBJJ7NE0K0247015', manufacturer: 'Skoda', country: 'CZ', modelYear: 2019, checkDigit: 'not-used' },
  { vin: 'WVWZZZ1KZAW123456', manufacturer: 'Volkswagen', country: 'DE', modelYear: 2010, checkDigit: 'not-used' },
  { vin: 'WVGZZZ5NZJW160384', manufacturer: 'Volkswagen', country: 'DE', modelYear: 2018, checkDigit: 'not-used' },
  { vin: 'WAUZZZF23KN087324', manufacturer: 'Audi', country: 'DE', modelYear: 2019, checkDigit: 'not-used' },
  { vin: 'VSSZZZKJZLR012345', manufacturer: 'Seat', country: 'ES', modelYear: 2020, checkDigit: 'not-used' },
  { vin: 'WP0ZZZ99ZNS265310', manufacturer: 'Porsche', country: 'DE', modelYear: 2022, checkDigit: 'not-used' },
  { vin: 'WBA8A71050K702635', manufacturer: 'BMW', country: 'DE', modelYear: null, checkDigit: 'not-used' },
  { vin: '5UXCR6C07L9B12345', manufacturer: 'BMW', country: 'US', modelYear: 2020, checkDigit: 'valid' },
  { vin: 'WDD2050421F318842', manufacturer: 'Mercedes-Benz', country: 'DE', modelYear: null, checkDigit: 'not-used' },
  { vin: 'W1N2533841F412790', manufacturer: 'Mercedes-Benz', country: 'DE', modelYear: null, checkDigit: 'not-used' },
  { vin: 'VF1RJA00X63634219', manufacturer: 'Renault', country: 'FR', modelYear: null, checkDigit: 'not-used' },
  { vin: 'VF3MCYHZRLS428816', manufacturer: 'Peugeot', country: 'FR', modelYear: null, checkDigit: 'not-used' },
  { vin: 'W0LBD6EA5G4155823', manufacturer: 'Opel', country: 'DE', modelYear: 2016, checkDigit: 'not-used' },
  { vin: 'ZFA31200000123456', manufacturer: 'Fiat', country: 'IT', modelYear: null, checkDigit: 'not-used' },
  { vin: 'WF0XXXGCDX8Y12345', manufacturer: 'Ford', country: 'DE', modelYear: null, checkDigit: 'not-used' },
  { vin: '1FA6P8CFXK5137902', manufacturer: 'Ford', country: 'US', modelYear: 2019, checkDigit: 'valid' },
  { vin: '1FTFW1ET9DFC10312', manufacturer: 'Ford', country: 'US', modelYear: 2013, checkDigit: 'valid' },
  { vin: 'SB1KV58E40F123456', manufacturer: 'Toyota', country: 'GB', modelYear: null, checkDigit: 'not-used' },
  { vin: 'VNKKL3D3000318055', manufacturer: 'Toyota', country: 'FR', modelYear: null, checkDigit: 'not-used' },
  { vin: '4T1BF1FK0CU123456', manufacturer: 'Toyota', country: 'US', modelYear: 2012, checkDigit: 'valid' },
  { vin: '1HGCM82633A004352', manufacturer: 'Honda', country: 'US', modelYear: 2003, checkDigit: 'valid' },
  { vin: 'TMAJ3814ANU229640', manufacturer: 'Hyundai', country: 'CZ', modelYear: 2022, checkDigit: 'not-used' },
  { vin: 'U5YH5817AKL094385', manufacturer: 'Kia', country: 'SK', modelYear: 2019, checkDigit: 'not-used' },
  { vin: 'YV1LPA0V4L1576203', manufacturer: 'Volvo', country: 'SE', modelYear: 2020, checkDigit: 'not-used' },
  { vin: '5YJ3E1EA2KF317000', manufacturer: 'Tesla', country: 'US', modelYear: 2019, checkDigit: 'valid' },
  { vin: 'XP7YGCEK5PB207391', manufacturer: 'Tesla', country: 'DE', modelYear: 2023, checkDigit: 'valid' },
  { vin: 'LRW3E7FA0MC104772', manufacturer: 'Tesla', country: 'CN', modelYear: 2021, checkDigit: 'valid' },
  { vin: 'LGXC76C47PA123456', manufacturer: 'BYD', country: 'CN', modelYear: 2023, checkDigit: 'valid' },
  { vin: 'SALLAAA146A123456', manufacturer: 'Land Rover', country: 'GB', modelYear: 2006, checkDigit: 'not-used' },
  { vin: '1M8GDM9AXKP042788', manufacturer: null, country: 'US', modelYear: 1989, checkDigit: 'valid' },
];

describe('decodeVin', () => {
  it.each(CASES)('decodes $vin', ({ vin, ...expected }) => {
    expect(decode(vin)).toEqual({ vin, valid: true, problems: [], ...expected });
  });

  it('normalises case and spaces before decoding', () => {
    expect(decode(' tmbjj7ne0k0 247015 ').vin).toBe('TMBJJ7NE0K0247015');
  });

  it('refuses I, O and Q, naming each once in order of appearance', () => {
    const result = decode('WVWZZZ1KZAWQ2O4I6');
    expect(result.valid).toBe(false);
    expect(result.problems).toEqual([{ code: 'illegalCharacters', characters: 'QOI' }]);
    expect(result.manufacturer).toBe('Volkswagen');
    expect(result.modelYear).toBeNull();
    expect(findIllegalVinCharacters('wvwzzz1kzawq2o4o6')).toBe('QO');
    expect(findIllegalVinCharacters('WVWZZZ1KZAW123456')).toBe('');
  });

  it('reports a wrong length and characters outside A–Z, 0–9', () => {
    expect(decode('WVWZZZ1KZ').problems).toEqual([{ code: 'length', length: 9 }]);
    expect(decode('WVWZZZ1KZAW12-45_').problems).toEqual([{ code: 'invalidCharacters', characters: '-_' }]);
  });

  it('flags a wrong check digit in a North American VIN', () => {
    const result = decode('1HGCM82643A004352');
    expect(result.checkDigit).toBe('invalid');
    expect(result.valid).toBe(false);
    expect(result.problems).toEqual([{ code: 'checkDigit', expected: '3', found: '4' }]);
    expect(decode('1M8GDM9A1KP042788').checkDigit).toBe('invalid');
  });

  it('does not judge position 9 of makers that do not compute a check digit', () => {
    expect(decode('WVWZZZ1KZAW123456').checkDigit).toBe('not-used');
    expect(decode('TMBJJ7NE9K0247015').checkDigit).toBe('not-used');
  });

  it('computes the check digit every valid VIN of a checked maker carries', () => {
    const vinChar = fc.constantFrom(...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789');
    fc.assert(
      fc.property(fc.array(vinChar, { minLength: 13, maxLength: 13 }), (rest) => {
        const draft = `1FA${rest.slice(0, 5).join('')}0${rest.slice(5).join('')}`;
        const vin = `${draft.slice(0, 8)}${computeVinCheckDigit(draft)}${draft.slice(9)}`;
        expect(decode(vin).checkDigit).toBe('valid');
      }),
    );
  });
});

describe('decodeVinModelYear', () => {
  it('tells the 30-year cycles apart by position 7 in North American VINs', () => {
    expect(decodeVinModelYear('1HGCM82633A004352', currentYear)).toBe(2003);
    // A letter in position 7 puts '3' in 2033, later than next year.
    expect(decodeVinModelYear('1HGCM8A633A004352', currentYear)).toBeNull();
    expect(decodeVinModelYear('1HGCM8A63KA004352', currentYear)).toBe(2019);
    expect(decodeVinModelYear('1FA6P8CFXK5137902', currentYear)).toBe(2019);
  });

  it('elsewhere takes the only year from 30 years ago to next year, and none when two fit', () => {
    // 'T' is 1996 and 2026, 'V' 1997 and 2027: both lie in 1996–2027.
    expect(decodeVinModelYear('TMBJJ7NE0T0247015', currentYear)).toBeNull();
    expect(decodeVinModelYear('TMBJJ7NE0V0247015', currentYear)).toBeNull();
    expect(decodeVinModelYear('TMBJJ7NE0W0247015', currentYear)).toBe(1998);
    expect(decodeVinModelYear('TMBJJ7NE0T0247015', 2030)).toBe(2026);
    expect(decode('TMBJJ7NE0T0247015').modelYear).toBeNull();
  });

  it('has no year for characters that are no year code (0, U, Z)', () => {
    for (const code of ['0', 'U', 'Z']) expect(decodeVinModelYear(`WVWZZZ1KZ${code}W123456`, currentYear)).toBeNull();
  });

  it('never gives a year later than next year or older than 30 years', () => {
    const vinChar = fc.constantFrom(...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789');
    fc.assert(
      fc.property(
        fc.array(vinChar, { minLength: 17, maxLength: 17 }),
        fc.integer({ min: 2000, max: 2100 }),
        (chars, year) => {
          const vin = `W${chars.slice(1).join('')}`;
          const modelYear = decodeVinModelYear(vin, year);
          if (modelYear !== null) {
            expect(modelYear).toBeLessThanOrEqual(year + 1);
            expect(modelYear).toBeGreaterThanOrEqual(year - 30);
          }
        },
      ),
    );
  });
});

describe('getVinFacts', () => {
  it('gives the manufacturer, country and model year, or null for a VIN that says nothing', () => {
    expect(getVinFacts('TMBJJ7NE0K0247015', { currentYear })).toEqual({
      manufacturer: 'Skoda',
      country: 'CZ',
      modelYear: 2019,
    });
    expect(getVinFacts('QQQ', { currentYear })).toBeNull();
    expect(getVinFacts('', { currentYear })).toBeNull();
  });

  it("takes the listed year when it is the VIN's year code (a classic, an ambiguous code)", () => {
    // 'H' is 1987 or 2017; alone the decoder says 2017.
    expect(getVinFacts('WP0ZZZ91ZHS120584', { currentYear })?.modelYear).toBe(2017);
    expect(getVinFacts('WP0ZZZ91ZHS120584', { currentYear, listedYear: 1987 })?.modelYear).toBe(1987);
    expect(getVinFacts('TMBJJ7NE0T0247015', { currentYear, listedYear: 2026 })?.modelYear).toBe(2026);
    // A listed year the VIN contradicts does not replace the VIN's own.
    expect(getVinFacts('TMBJJ7NE0K0247015', { currentYear, listedYear: 2018 })?.modelYear).toBe(2019);
    // Makers that do not encode the year stay without one.
    expect(getVinFacts('VF1RJA00X63634219', { currentYear, listedYear: 2020 })?.modelYear).toBeNull();
  });
});

describe('compareVinMake', () => {
  it('explains a sister make of the same group and flags other makes', () => {
    expect(compareVinMake('Škoda', 'Skoda')).toEqual({ kind: 'match' });
    expect(compareVinMake('mercedes benz', 'Mercedes-Benz')).toEqual({ kind: 'match' });
    expect(compareVinMake('Skoda', 'Volkswagen')).toEqual({ kind: 'same-group', group: 'Volkswagen Group' });
    expect(compareVinMake('Cupra', 'Seat')).toEqual({ kind: 'same-group', group: 'Volkswagen Group' });
    expect(compareVinMake('Dacia', 'Renault')).toEqual({
      kind: 'same-group',
      group: 'Renault–Nissan–Mitsubishi Alliance',
    });
    expect(compareVinMake('BMW', 'Dacia')).toEqual({ kind: 'mismatch' });
    expect(compareVinMake('', 'Dacia')).toEqual({ kind: 'unknown' });
    expect(compareVinMake('BMW', null)).toEqual({ kind: 'unknown' });
  });
});

describe('WMI table coverage', () => {
  it('decodes at least 95 of 100 real European WMIs to their make', () => {
    const decoded = EUROPEAN_WMI_FIXTURE.filter(([wmi, make]) => decode(`${wmi}ZZZ00000000000`).manufacturer === make);
    expect(EUROPEAN_WMI_FIXTURE).toHaveLength(100);
    expect(new Set(EUROPEAN_WMI_FIXTURE.map(([wmi]) => wmi)).size).toBe(100);
    expect(decoded.length).toBeGreaterThanOrEqual(95);
  });

  it('gives every European WMI of the fixture a European country or Turkey', () => {
    const europe = new Set(
      'AT BE BG BY CH CZ DE DK EE ES FI FR GB GR HR HU IE IT LT LU LV NL NO PL PT RO RS RU SE SI SK TR UA'.split(' '),
    );
    for (const [wmi] of EUROPEAN_WMI_FIXTURE) expect(europe, wmi).toContain(decode(`${wmi}ZZZ00000000000`).country);
  });
});
