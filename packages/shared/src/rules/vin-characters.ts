/**
 * The character rules of a VIN, apart from the decoder so the listing schema (on every page that
 * validates a listing) does not carry the WMI table.
 */

/** The VIN as the app stores it: spaces removed, upper case. */
export function normalizeVin(vin: string): string {
  return vin.replace(/\s+/g, '').toUpperCase();
}

/** The distinct I, O and Q of a VIN, in order of appearance ("IO" for "WIOI…"); empty when none. */
export function findIllegalVinCharacters(vin: string): string {
  return [...new Set(normalizeVin(vin).match(/[IOQ]/g) ?? [])].join('');
}

/** "I, O" for the message naming the characters found ({{characters}}). */
export function formatVinCharacterList(characters: string): string {
  return [...characters].join(', ');
}
