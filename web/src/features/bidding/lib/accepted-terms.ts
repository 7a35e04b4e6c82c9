/**
 * The bid terms are accepted once per auction and remembered for the browser session (tab), so a
 * re-bid in the final minutes is one tap plus the confirmation with fee and total.
 */
const KEY = 'autolicit.bidTermsAccepted';

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function sessionStore(): SessionStorageLike | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage may be blocked (privacy settings): then the terms are simply asked every time.
    return null;
  }
}

function readIds(storage: SessionStorageLike | null): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function hasAcceptedBidTerms(vehicleId: string, storage: SessionStorageLike | null = sessionStore()): boolean {
  return readIds(storage).includes(vehicleId);
}

export function rememberBidTermsAccepted(vehicleId: string, storage: SessionStorageLike | null = sessionStore()): void {
  const ids = readIds(storage);
  if (ids.includes(vehicleId)) return;
  try {
    storage?.setItem(KEY, JSON.stringify([...ids, vehicleId].slice(-100)));
  } catch {
    // Full or blocked storage: nothing is lost but the convenience.
  }
}
