import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_PLACEHOLDER as P, maskContactDetails } from './contact-masking';

describe('maskContactDetails', () => {
  it.each([
    ['Sunați la 0722 123 456 după ora 18', `Sunați la ${P} după ora 18`],
    ['tel: 0722123456', `tel: ${P}`],
    ['0722.123.456 sau 0733-123-456', `${P} sau ${P}`],
    ['+40 722 123 456', P],
    ['+40722123456, seara', `${P}, seara`],
    ['+40 (0) 722 123 456', P],
    ['0040 722 123 456', P],
    ['0040722123456', P],
    ['fix: 021 312 45 67', `fix: ${P}`],
    ['Cluj 0264 123 456', `Cluj ${P}`],
    ['0 7 2 2 1 2 3 4 5 6 e tot numărul', `${P} e tot numărul`],
    ['Scrieți-mi la ion.popescu@yahoo.com', `Scrieți-mi la ${P}`],
    ['ion.popescu [at] gmail [dot] com', P],
    ['ion (at) domeniu (dot) ro', P],
    ['nume[@]domeniu.ro!', `${P}!`],
    // A bracketed at-word is an address also without a top-level domain.
    ['Scrieți la nume [at] domeniu', `Scrieți la ${P}`],
    ['ion [at] gmail', P],
    ['ion (at) gmail, vă rog', `${P}, vă rog`],
    ['ion {at} domeniu', P],
    ['ion@gmail sau ion@yahoo', `${P} sau ${P}`],
    // A bare " at ": only before a domain with a dot or a mail provider; the word before it only
    // when it has an address's dots or digits (a plain word may be prose, and stays).
    ['nume at domeniu.ro', `nume ${P}`],
    ['Cluj at home.ro', `Cluj ${P}`],
    ['ion at gmail', `ion ${P}`],
    ['ion.popescu at gmail.com', P],
    ['ion85 arond yahoo punct com', P],
    // Sale sites written so that no link forms.
    ['e și pe olx ro', `e și pe ${P}`],
    ['OLX RO, același preț', `${P}, același preț`],
    ['anunțul e pe autovit . ro', `anunțul e pe ${P}`],
    ['căutați pe olx punct ro', `căutați pe ${P}`],
    ['publi24[.]ro sau lajumate (dot) ro', `${P} sau ${P}`],
    ['mobile punct de', P],
    ['autoscout24 [dot] de', P],
    ['Vedeți anunțul pe https://www.olx.ro/d/oferta/vw-golf-IDabc.html', `Vedeți anunțul pe ${P}`],
    ['e și pe autovit.ro', `e și pe ${P}`],
    ['www.autoscout24.de/angebote/123', P],
    ['mobile.de/ro/auto', P],
    ['https://www.facebook.com/marketplace/item/123456/', P],
    ['scrieți pe wa.me/40722123456', `scrieți pe ${P}`],
    ['https://chat.whatsapp.com/AbCdEf', P],
  ])('masks %j', (input, expected) => {
    expect(maskContactDetails(input)).toEqual({ text: expected, masked: true });
  });

  it.each([
    'Prețul este 12.500 € negociabil',
    'Preț 12 500 EUR, an 2018',
    'Motor 1.998 cm3, 150 CP',
    'Are 150.000 km reali, 2.0 TDI',
    '185.000 km, fabricație 2015-2018',
    'VIN WVWZZZ1JZXW000001 verificat',
    'seria VIN: UU1HSDAG512345678',
    '0-100 km/h în 7,5 s',
    'Consum 6,5 l/100 km, 4 uși, 5 locuri',
    'Revizia la 10.000 km, ultima pe 12.03.2024',
    'Look at this car, it is great',
    'Care e prețul final? Accept 9 999 €',
    'Întreținută la service autorizat',
    'maşina stă la Cluj',
    'at 5 pm',
    'Vin at home, nu at 5.30',
    'Suporturi mobile de telefon incluse',
    'E pe autovit de 2 luni. De ce nu s-a vândut?',
  ])('leaves %j alone', (input) => {
    expect(maskContactDetails(input)).toEqual({ text: input, masked: false });
  });

  it('is idempotent, and leaves no contact detail behind', () => {
    const pieces = fc.constantFrom(
      '0722 123 456',
      '+40 7',
      '22',
      '123',
      ' ',
      '.',
      '@',
      'at',
      '[dot]',
      'ro',
      'olx.ro',
      'olx',
      ' punct ',
      '(at)',
      ' at ',
      'Cluj',
      'home.ro',
      'ion',
      'gmail',
      'com',
      'preț 12.500 €',
      '2018',
      '0',
      P,
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string({ maxLength: 6 })), { maxLength: 12 }), (parts) => {
        const once = maskContactDetails(parts.join(''));
        const twice = maskContactDetails(once.text);
        expect(twice).toEqual({ text: once.text, masked: false });
      }),
    );
  });
});
