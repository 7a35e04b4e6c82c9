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
const END = String.raw`(?![\p{L}\p{N}])`;
const LOCAL = String.raw`[\p{L}\p{N}._%+-]+`;
/** A written-out at-word in brackets (`[at]`, `(at)`, `{at}`, `[@]`, `(arond)`): nobody writes that but to hide an address. */
const BRACKETED_AT = String.raw`\s*[[({]\s*(?:at|@|arond)\s*[\])}]\s*`;
const DOT = String.raw`(?:\.|\s*[[({]\s*(?:dot|punct|\.)\s*[\])}]\s*|\s+(?:dot|punct)\s+)`;
const DOMAIN = String.raw`[\p{L}\p{N}-]+(?:${DOT}[\p{L}\p{N}-]+)*`;
const DOMAIN_WITH_TLD = String.raw`[\p{L}\p{N}-]+(?:${DOT}[\p{L}\p{N}-]+)*${DOT}\p{L}{2,10}`;
/** Mail providers whose name alone makes an address (`ion at gmail`). */
const MAIL_PROVIDER = String.raw`(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|icloud|protonmail|proton|aol|gmx|yandex)`;
/**
 * E-mail addresses: `nume@domeniu.ro`, `ion@gmail`, `nume [at] domeniu [dot] ro`, and with a
 * bracketed at-word also without a top-level domain (`nume [at] domeniu`).
 */
const EMAIL = new RegExp(
  String.raw`${LOCAL}(?:\s*@\s*(?:${DOMAIN_WITH_TLD}|${MAIL_PROVIDER})|${BRACKETED_AT}${DOMAIN})${END}`,
  'giu',
);
/**
 * A bare ` at ` / ` arond ` is an address only before a domain with a dot or a mail provider
 * (`nume at domeniu.ro`, `ion at gmail`; never `at 5 pm`). The word before it is taken only when it
 * has an address's dots, digits or underscores (`ion.pop at gmail.com`): a plain word may be prose
 * (`Cluj at home.ro`), and masking what follows already leaves no usable address.
 */
const MARKED_LOCAL = String.raw`(?<![\p{L}\p{N}._%+-])(?=[\p{L}\p{N}._%+-]*[\p{N}._%+])[\p{L}\p{N}_%+-]+(?:\.[\p{L}\p{N}_%+-]+)*`;
const EMAIL_BARE_AT = new RegExp(
  String.raw`(?:${MARKED_LOCAL}\s+)?(?<![\p{L}\p{N}])(?:at|arond)\s+(?:${DOMAIN_WITH_TLD}|${MAIL_PROVIDER})${END}`,
  'giu',
);
/** Other sale sites and chat links (with or without scheme and path). */
const SALE_SITE = new RegExp(
  String.raw`(?:https?://)?(?:[\w-]+\.)*(?:olx\.(?:ro|com|pl|bg)|autovit\.ro|mobile\.de|autoscout24(?:\.[a-z]{2,3})+|publi24\.ro|lajumate\.ro|anuntul\.ro|facebook\.com|fb\.(?:com|me)|m\.me|wa\.me|whatsapp\.com|t\.me|telegram\.me)(?:/[^\s]*)?`,
  'gi',
);
/**
 * Sale sites written so that no link forms: `olx ro`, `autovit . ro`, `olx punct ro`, `publi24[.]ro`.
 * A space or a spaced dot counts only between names no Romanian text uses otherwise and `ro`,
 * `com`, `pl`, `bg` (`pe autovit de 2 luni` and `autovit. De ce?` stay); `mobile de`, `anuntul ro`
 * and `facebook com` count only with a written-out dot (`mobile punct de`).
 */
const SPELLED_DOT = String.raw`(?:\s*[[({]\s*(?:dot|punct|\.)\s*[\])}]\s*|\s+(?:dot|punct)\s+)`;
const SPELLED_SALE_SITE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(?:olx|autovit|publi24|lajumate|autoscout24)(?:${SPELLED_DOT}(?:ro|com|pl|bg|de|at|it|fr|be|nl|es|eu)|(?:\s*\.\s*|\s+)(?:ro|com|pl|bg))|(?:mobile${SPELLED_DOT}de|anuntul${SPELLED_DOT}ro|facebook${SPELLED_DOT}com))${END}`,
  'giu',
);
const PATTERNS = [EMAIL, EMAIL_BARE_AT, SALE_SITE, SPELLED_SALE_SITE, PHONE];

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
