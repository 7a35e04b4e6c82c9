const CNP_WEIGHTS = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9] as const;

/** Romanian personal numeric code: 13 digits whose last is the checksum of the first 12. */
export function isValidCnp(cnp: string): boolean {
  if (!/^\d{13}$/.test(cnp)) return false;
  const digits = [...cnp].map(Number);
  const sum = CNP_WEIGHTS.reduce((acc, weight, i) => acc + weight * digits[i]!, 0);
  const check = sum % 11 === 10 ? 1 : sum % 11;
  return check === digits[12];
}
