/** The weights of the CUI check digit, applied to the number left-padded to 9 digits. */
const CUI_WEIGHTS = [7, 5, 3, 2, 1, 7, 5, 3, 2] as const;

/** A CUI as typed ("RO 123 456 78", "ro12345678") reduced to its digits; null when it is not one. */
export function normalizeCui(value: string): string | null {
  const compact = value.toUpperCase().replace(/[\s.-]/g, '');
  const digits = compact.startsWith('RO') ? compact.slice(2) : compact;
  return /^\d{2,10}$/.test(digits) ? digits : null;
}

/**
 * Romanian company code (CUI / CIF): 2 to 10 digits, optionally after "RO", whose last digit is
 * the check digit of the others (ANAF's algorithm: weights 753217532 on the number padded to 9
 * digits, sum × 10 mod 11, 10 counting as 0).
 */
export function isValidCui(value: string): boolean {
  const digits = normalizeCui(value);
  if (digits === null) return false;
  const body = digits.slice(0, -1).padStart(9, '0');
  const sum = CUI_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(body[i]), 0);
  const check = ((sum * 10) % 11) % 10;
  return check === Number(digits.at(-1));
}
