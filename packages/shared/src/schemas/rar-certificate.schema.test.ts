import { describe, expect, it } from 'vitest';
import {
  createListingRarCertificateSchema,
  createRarCertificateInputSchema,
  getRomanianDate,
} from './rar-certificate.schema';
import { canonicalizeSearchQuery } from './saved-search.schema';
import { vehicleListQuerySchema } from './vehicle-query.schema';

const now = new Date('2026-11-21T12:00:00Z');
const schema = createRarCertificateInputSchema(now);

function firstMessage(input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('RAR certificate input', () => {
  it.each([
    ['RO 123456', 'RO 123456'],
    ['  ap-2025/00012  ', 'AP-2025/00012'],
    ['seria   AB \n nr 42', 'SERIA AB NR 42'],
    ['ȘT 12.345', 'ȘT 12.345'],
    ['A'.repeat(30), 'A'.repeat(30)],
  ])('accepts the number %j as %j', (number, expected) => {
    expect(schema.parse({ number, issuedAt: '2026-11-01' })).toEqual({
      number: expected,
      issuedAt: '2026-11-01',
      pdfUploadId: null,
    });
  });

  it.each([
    ['', 'rar.numberInvalid'],
    ['   ', 'rar.numberInvalid'],
    [undefined, 'rar.numberInvalid'],
    [12345, 'rar.numberInvalid'],
    ['A'.repeat(31), 'rar.numberInvalid'],
    ['-123', 'rar.numberInvalid'],
    ['<script>', 'rar.numberInvalid'],
    ['12;34', 'rar.numberInvalid'],
    ['AB_12', 'rar.numberInvalid'],
  ])('refuses the number %j with %s', (number, key) => {
    expect(firstMessage({ number, issuedAt: '2026-11-01' })).toBe(key);
  });

  it.each([
    ['2024-12-01', undefined],
    ['2026-11-21', undefined],
    ['2026-11-22', 'rar.issuedAtInvalid'],
    ['2024-11-30', 'rar.issuedAtInvalid'],
    ['1999-01-01', 'rar.issuedAtInvalid'],
    ['2026-02-30', 'rar.issuedAtInvalid'],
    ['21.11.2026', 'rar.issuedAtInvalid'],
    ['2026-11-21T10:00:00Z', 'rar.issuedAtInvalid'],
    ['', 'rar.issuedAtInvalid'],
    [null, 'rar.issuedAtInvalid'],
  ])('issue date %j → %s', (issuedAt, key) => {
    expect(firstMessage({ number: 'RO 1', issuedAt })).toBe(key);
  });

  it('takes today in Romania: 23:30 UTC on 21 November is already the 22nd there', () => {
    const lateEvening = new Date('2026-11-21T23:30:00Z');
    expect(getRomanianDate(lateEvening)).toBe('2026-11-22');
    expect(
      createRarCertificateInputSchema(lateEvening).safeParse({ number: 'X1', issuedAt: '2026-11-22' }).success,
    ).toBe(true);
  });

  it('takes an optional PDF upload id and refuses anything else there', () => {
    const id = '0F8FAD5B-D9CB-469F-A165-70867728950E';
    expect(schema.parse({ number: 'X1', issuedAt: '2026-11-01', pdfUploadId: id }).pdfUploadId).toBe(id.toLowerCase());
    expect(firstMessage({ number: 'X1', issuedAt: '2026-11-01', pdfUploadId: '../etc/passwd' })).toBe('rar.pdfUnknown');
  });

  it('is optional on a listing', () => {
    const listing = {
      make: 'Dacia',
      model: 'Duster',
      year: 2020,
      mileage: 50_000,
      vin: 'UU1HSDADG12345678',
      condition: 'good',
      startingBid: '9000',
      auctionDays: '2',
    };
    expect(createListingRarCertificateSchema(now).parse(listing).rarCertificate).toBeNull();
    expect(
      createListingRarCertificateSchema(now).parse({
        ...listing,
        rarCertificate: { number: 'ro 1', issuedAt: '2026-11-20' },
      }).rarCertificate,
    ).toEqual({ number: 'RO 1', issuedAt: '2026-11-20', pdfUploadId: null });
    const refused = createListingRarCertificateSchema(now).safeParse({
      ...listing,
      rarCertificate: { number: '', issuedAt: '2026-11-20' },
    });
    expect(refused.success ? [] : refused.error.issues.map((issue) => issue.path.join('.'))).toEqual([
      'rarCertificate.number',
    ]);
  });
});

describe('the "cu certificat RAR" search filter', () => {
  it.each([
    ['true', true],
    ['false', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('hasRarCertificate=%j → %j', (value, expected) => {
    expect(vehicleListQuerySchema.parse({ hasRarCertificate: value }).hasRarCertificate).toBe(expected);
  });

  it('refuses any other value', () => {
    expect(vehicleListQuerySchema.safeParse({ hasRarCertificate: '1' }).success).toBe(false);
  });

  it('is kept by a saved search in its canonical place, and dropped when off', () => {
    expect(canonicalizeSearchQuery('?hasRarCertificate=true&make=Dacia&hasDamage=false')).toMatchObject({
      query: 'make=Dacia&hasDamage=false&hasRarCertificate=true',
    });
    expect(canonicalizeSearchQuery('make=Dacia&hasRarCertificate=false')).toMatchObject({ query: 'make=Dacia' });
  });
});
