/**
 * Contact details in public questions and answers (phone numbers, e-mail addresses, links to other
 * sale sites and chat apps) are replaced by a placeholder, so that the sale stays on the platform.
 * The placeholder is the same in every language (the UI explains it in the reader's language) and
 * contains nothing a pattern below matches, so masking twice changes nothing.
 */
export const CONTACT_PLACEHOLDER = '[***]';

const SEP = String.raw`[\s.\-/]{0,2}`;
/**
 * Romanian numbers: mobiles (07xx) and landlines (02x/03x), ten digits nationally, written with
 * spaces, dots, dashes or slashes between digits, and with +40 / 0040 / (0) in front. Only a run
 * that starts with the national 0 or the country code counts: prices, years, engine sizes and
 * kilometres never do, and VINs are letters and digits glued together (the boundary excludes them).
 */
const PHONE = new RegExp(
  String.raw`(?<![\p{L}\p{N}+])(?:(?:\+|00)\s?40${SEP}(?:\(0\)\s?)?0?|0${SEP})[237](?:${SEP}\d){8}(?![\p{L}\p{N}])`,
  'gu',
);
/** Plain and obfuscated e-mail addresses: `nume@domeniu.ro`, `nume [at] domeniu [dot] ro`, `nume at domeniu.ro`. */
const AT = String.raw`(?:\s*@\s*|\s*[[({]\s*(?:at|@|arond)\s*[\])}]\s*|\s+(?:at|arond)\s+)`;
const DOT = String.raw`(?:\.|\s*[[({]\s*(?:dot|punct|\.)\s*[\])}]\s*|\s+(?:dot|punct)\s+)`;
const EMAIL = new RegExp(
  String.raw`[\p{L}\p{N}._%+-]+${AT}[\p{L}\p{N}-]+(?:${DOT}[\p{L}\p{N}-]+)*${DOT}\p{L}{2,10}(?![\p{L}\p{N}])`,
  'giu',
);
/** Other sale sites and chat links (with or without scheme and path). */
const SALE_SITE = new RegExp(
  String.raw`(?:https?://)?(?:[\w-]+\.)*(?:olx\.(?:ro|com|pl|bg)|autovit\.ro|mobile\.de|autoscout24(?:\.[a-z]{2,3})+|publi24\.ro|lajumate\.ro|anuntul\.ro|facebook\.com|fb\.(?:com|me)|m\.me|wa\.me|whatsapp\.com|t\.me|telegram\.me)(?:/[^\s]*)?`,
  'gi',
);
const PATTERNS = [EMAIL, SALE_SITE, PHONE];

export interface MaskedText {
  text: string;
  /** Whether anything was replaced (the UI then shows a note). */
  masked: boolean;
}

/** Replaces contact details in `text` with CONTACT_PLACEHOLDER; idempotent. */
export function maskContactDetails(text: string): MaskedText {
  let current = text;
  // Until nothing changes: a replacement may join two halves into a new match (bounded for safety).
  for (let round = 0; round < 5; round += 1) {
    let next = current;
    for (const pattern of PATTERNS) next = next.replace(pattern, CONTACT_PLACEHOLDER);
    if (next === current) break;
    current = next;
  }
  return { text: current, masked: current !== text };
}
