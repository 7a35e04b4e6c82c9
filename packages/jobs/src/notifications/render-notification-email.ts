import { MARKET_TIME_ZONE, PASSWORD_RESET_TOKEN_TTL_MS, formatEuro, formatNumber } from '@autolicit/shared';
import type { MailMessage } from './create-mailer';
import { type EmailTexts, en } from './email-texts/en';
import { ro } from './email-texts/ro';

export interface VehicleHeadline {
  id: string;
  year: number;
  make: string;
  model: string;
}

/** One new match in a saved-search digest. */
export interface DigestListing {
  searchName: string;
  vehicle: VehicleHeadline;
  /** The current bid, or the starting bid while there is none. */
  price: string;
  hasBids: boolean;
  auctionEndTime: Date;
}

/** The facts of one email, already loaded; amounts are decimal strings ("15300.00"). */
export type NotificationEmail =
  | {
      kind: 'bid-outbid';
      firstName: string;
      vehicle: VehicleHeadline;
      /** The reader's best bid before they were outbid; null if unknown. */
      previousBid: string | null;
      currentBid: string;
      minimumNextBid: string;
      auctionEndTime: Date;
    }
  | {
      kind: 'bid-outbid-by-purchase';
      firstName: string;
      vehicle: VehicleHeadline;
      previousBid: string | null;
      purchasePrice: string;
    }
  | { kind: 'auction-won'; firstName: string; vehicle: VehicleHeadline; finalPrice: string; fee: string; total: string }
  | { kind: 'auction-sold'; firstName: string; vehicle: VehicleHeadline; finalPrice: string }
  | {
      kind: 'auction-lost';
      firstName: string;
      vehicle: VehicleHeadline;
      /** Sold to another bidder, or ended under the reserve. */
      outcome: 'sold' | 'ended';
      /** The final price, or the highest bid of an auction ended under its reserve (public on the page). */
      price: string;
      /** The reader's own highest bid; null if unknown. */
      yourBid: string | null;
      /** The reader's bid is the highest of an auction ended under its reserve: the seller may accept it until then. */
      acceptUntil: Date | null;
    }
  | {
      kind: 'listing-unsold';
      firstName: string;
      vehicle: VehicleHeadline;
      bidCount: number;
      /** Null without bids. */
      highestBid: string | null;
      /** Until when the highest bid can be accepted; null without bids, or once the window has passed. */
      acceptUntil: Date | null;
    }
  | {
      kind: 'reserve-met';
      firstName: string;
      vehicle: VehicleHeadline;
      currentBid: string;
      bidCount: number;
      auctionEndTime: Date;
    }
  | { kind: 'auction-cancelled'; firstName: string; vehicle: VehicleHeadline; reason: string }
  | { kind: 'auction-rescheduled'; firstName: string; vehicle: VehicleHeadline; auctionEndTime: Date }
  | {
      kind: 'transaction-settled';
      firstName: string;
      vehicle: VehicleHeadline;
      paymentStatus: 'completed' | 'failed';
      asBuyer: boolean;
      finalPrice: string;
    }
  | {
      kind: 'watchlist-ending-soon';
      firstName: string;
      vehicle: VehicleHeadline;
      bidCount: number;
      /** The high bid, or the starting bid while there is no bid. */
      currentBid: string;
      minimumNextBid: string;
      auctionEndTime: Date;
    }
  | {
      kind: 'saved-search-match';
      firstName: string;
      vehicle: VehicleHeadline;
      searchName: string;
      /** The current bid, or the starting bid while there is none. */
      price: string;
      hasBids: boolean;
      auctionEndTime: Date;
    }
  | { kind: 'saved-search-digest'; firstName: string; listings: DigestListing[] }
  /** To the seller; the texts are the stored, masked ones the listing shows. */
  | { kind: 'question-asked'; firstName: string; vehicle: VehicleHeadline; question: string }
  /** To the asker. */
  | { kind: 'question-answered'; firstName: string; vehicle: VehicleHeadline; question: string; answer: string }
  | { kind: 'password-reset'; firstName: string; resetUrl: string }
  | { kind: 'trader-reviewed'; firstName: string; verified: boolean; reason: string | null };

export type RenderedEmail = Omit<MailMessage, 'to'> & { html: string };

type Language = 'ro' | 'en';

const TEXTS: Record<Language, EmailTexts> = { ro, en };

/** One language's half of an email after the greeting; the text and HTML bodies are both built from it. */
interface EmailPart {
  /** Without the vehicle: a vehicle email's subject is "<ro> / <en>: <vehicle>". */
  subject: string;
  paragraphs: string[];
  facts: [label: string, value: string][];
  action: { label: string; href: string };
  closing: string[];
}

const DATE_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  ro: new Intl.DateTimeFormat('ro-RO', { timeZone: MARKET_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: MARKET_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' }),
};

/** Auction times are Romanian times whatever the server's zone: "miercuri, 1 iulie 2026 la 21:05 (ora României)". */
function formatEndTime(date: Date, lang: Language): string {
  return `${DATE_FORMATS[lang].format(date)} ${TEXTS[lang].marketTime}`;
}

/** Fills the `{{name}}` places of a text; a value is inserted as it is, never read as a place. */
function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (place, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for ${place} in "${text}"`);
    return value;
  });
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

function describeVehicle(vehicle: VehicleHeadline): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}

/** The day's new listings for the reader's saved searches, one line each with its own link. */
function buildDigestPart(
  email: Extract<NotificationEmail, { kind: 'saved-search-digest' }>,
  lang: Language,
  appOrigin: string,
): EmailPart {
  const t = TEXTS[lang];
  const texts = t.savedSearchDigest;
  return {
    subject: texts.subject,
    paragraphs: [
      fill(texts.body, { count: formatNumber(email.listings.length, lang) }),
      ...email.listings.map(
        (listing) =>
          `${fill(texts.line, {
            search: listing.searchName,
            title: describeVehicle(listing.vehicle),
            price: formatEuro(listing.price, lang),
            ends: formatEndTime(listing.auctionEndTime, lang),
          })}: ${appOrigin}/vehicle/${encodeURIComponent(listing.vehicle.id)}`,
      ),
    ],
    facts: [],
    action: { label: t.actions.savedSearches, href: `${appOrigin}/dashboard` },
    closing: [],
  };
}

/** The emails about an account (no vehicle). */
function buildAccountPart(
  email: Extract<NotificationEmail, { kind: 'password-reset' | 'trader-reviewed' }>,
  lang: Language,
  appOrigin: string,
): EmailPart {
  const t = TEXTS[lang];
  if (email.kind === 'password-reset') {
    const minutes = String(Math.round(PASSWORD_RESET_TOKEN_TTL_MS / 60_000));
    const { subject, request, validity, notRequested } = t.passwordReset;
    return {
      subject,
      paragraphs: [request, fill(validity, { minutes })],
      facts: [],
      action: { label: t.actions.resetPassword, href: email.resetUrl },
      closing: [notRequested],
    };
  }
  const dashboard = { label: t.actions.dashboard, href: `${appOrigin}/dashboard` };
  const texts = t.traderReviewed;
  return email.verified
    ? { subject: texts.verifiedSubject, paragraphs: [texts.verifiedBody], facts: [], action: dashboard, closing: [] }
    : {
        subject: texts.rejectedSubject,
        paragraphs: [texts.rejectedBody],
        facts: [[t.facts.reason, email.reason ?? '—']],
        action: dashboard,
        closing: [],
      };
}

type VehicleEmail = Exclude<NotificationEmail, { kind: 'password-reset' | 'trader-reviewed' | 'saved-search-digest' }>;

function buildVehiclePart(email: VehicleEmail, lang: Language, appOrigin: string): EmailPart {
  const t = TEXTS[lang];
  const euro = (amount: string) => formatEuro(amount, lang);
  const about = (text: string) => fill(text, { title: describeVehicle(email.vehicle) });
  const href = `${appOrigin}/vehicle/${encodeURIComponent(email.vehicle.id)}`;
  const viewAuction = { label: t.actions.viewAuction, href };
  const viewVehicle = { label: t.actions.viewVehicle, href };
  const yourBid = (amount: string | null): EmailPart['facts'] => (amount ? [[t.facts.yourBid, euro(amount)]] : []);
  const part = (
    subject: string,
    body: string,
    facts: EmailPart['facts'],
    action: EmailPart['action'],
    closing: string[] = [],
  ): EmailPart => ({ subject, paragraphs: [about(body)], facts, action, closing });

  switch (email.kind) {
    case 'bid-outbid':
      return part(
        t.bidOutbid.subject,
        t.bidOutbid.body,
        [
          ...yourBid(email.previousBid),
          [t.facts.currentBid, euro(email.currentBid)],
          [t.facts.minimumNextBid, euro(email.minimumNextBid)],
          [t.facts.auctionEnds, formatEndTime(email.auctionEndTime, lang)],
        ],
        viewAuction,
      );
    case 'bid-outbid-by-purchase':
      return part(
        t.bidOutbidByPurchase.subject,
        t.bidOutbidByPurchase.body,
        [...yourBid(email.previousBid), [t.facts.purchasePrice, euro(email.purchasePrice)]],
        viewVehicle,
      );
    case 'auction-won':
      return part(
        t.auctionWon.subject,
        t.auctionWon.body,
        [
          [t.facts.finalPrice, euro(email.finalPrice)],
          [t.facts.auctionFee, euro(email.fee)],
          [t.facts.totalToPay, euro(email.total)],
        ],
        viewVehicle,
        [t.auctionWon.feeNote],
      );
    case 'auction-sold':
      return part(
        t.auctionSold.subject,
        t.auctionSold.body,
        [[t.facts.finalPrice, euro(email.finalPrice)]],
        viewVehicle,
      );
    case 'auction-lost': {
      const texts = t.auctionLost;
      const ownBid = email.yourBid && email.yourBid !== email.price ? yourBid(email.yourBid) : [];
      if (email.outcome === 'sold')
        return part(
          texts.soldSubject,
          texts.soldBody,
          [[t.facts.finalPrice, euro(email.price)], ...ownBid],
          viewVehicle,
        );
      return part(
        texts.unsoldSubject,
        texts.unsoldBody,
        [[t.facts.highestBid, euro(email.price)], ...ownBid],
        viewVehicle,
        email.acceptUntil ? [fill(texts.leaderNote, { until: formatEndTime(email.acceptUntil, lang) })] : [],
      );
    }
    case 'listing-unsold': {
      const texts = t.listingUnsold;
      const listings = fill(texts.listingsLink, { url: `${appOrigin}/dashboard?tab=listings` });
      if (email.highestBid === null)
        return part(texts.subject, texts.noBidsBody, [], viewVehicle, [texts.relistNote, listings]);
      const amount = euro(email.highestBid);
      return part(
        texts.subject,
        texts.body,
        [
          [t.facts.highestBid, amount],
          [t.facts.bids, formatNumber(email.bidCount, lang)],
          ...(email.acceptUntil
            ? [[t.facts.acceptUntil, formatEndTime(email.acceptUntil, lang)] as [string, string]]
            : []),
        ],
        viewVehicle,
        email.acceptUntil
          ? [
              fill(texts.acceptNote, { until: formatEndTime(email.acceptUntil, lang), amount }),
              `${texts.relistNote} ${texts.relistEndsAccept}`,
              listings,
            ]
          : [texts.relistNote, listings],
      );
    }
    case 'reserve-met':
      return part(
        t.reserveMet.subject,
        t.reserveMet.body,
        [
          [t.facts.currentBid, euro(email.currentBid)],
          [t.facts.bids, formatNumber(email.bidCount, lang)],
          [t.facts.auctionEnds, formatEndTime(email.auctionEndTime, lang)],
        ],
        viewAuction,
      );
    case 'transaction-settled': {
      const texts = t.transactionSettled;
      const paid = email.paymentStatus === 'completed';
      const body = paid ? texts.paidBody : email.asBuyer ? texts.unpaidBody : `${texts.unpaidBody} ${texts.relistHint}`;
      return part(
        paid ? texts.paidSubject : texts.unpaidSubject,
        body,
        [[t.facts.finalPrice, euro(email.finalPrice)]],
        viewVehicle,
      );
    }
    case 'auction-rescheduled':
      return part(
        t.auctionRescheduled.subject,
        t.auctionRescheduled.body,
        [[t.facts.auctionEnds, formatEndTime(email.auctionEndTime, lang)]],
        viewAuction,
      );
    case 'auction-cancelled':
      return part(t.auctionCancelled.subject, t.auctionCancelled.body, [[t.facts.reason, email.reason]], {
        label: t.actions.otherAuctions,
        href: `${appOrigin}/vehicles`,
      });
    case 'saved-search-match':
      return {
        subject: t.savedSearchMatch.subject,
        paragraphs: [
          fill(t.savedSearchMatch.body, { search: email.searchName, title: describeVehicle(email.vehicle) }),
        ],
        facts: [
          [email.hasBids ? t.facts.currentBid : t.facts.startingBid, euro(email.price)],
          [t.facts.auctionEnds, formatEndTime(email.auctionEndTime, lang)],
        ],
        action: viewAuction,
        closing: [],
      };
    case 'question-asked':
      return part(
        t.questionAsked.subject,
        t.questionAsked.body,
        [[t.facts.question, email.question]],
        { label: t.actions.answerQuestion, href: `${href}#questions` },
        [t.questionAsked.publicNote],
      );
    case 'question-answered':
      return part(
        t.questionAnswered.subject,
        t.questionAnswered.body,
        [
          [t.facts.yourQuestion, email.question],
          [t.facts.answer, email.answer],
        ],
        { label: t.actions.viewAnswer, href: `${href}#questions` },
      );
    case 'watchlist-ending-soon':
      return part(
        t.watchlistEndingSoon.subject,
        t.watchlistEndingSoon.body,
        [
          [email.bidCount > 0 ? t.facts.currentBid : t.facts.startingBid, euro(email.currentBid)],
          [t.facts.bids, formatNumber(email.bidCount, lang)],
          [t.facts.minimumNextBid, euro(email.minimumNextBid)],
          [t.facts.auctionEnds, formatEndTime(email.auctionEndTime, lang)],
        ],
        viewAuction,
      );
  }
}

function buildPart(email: NotificationEmail, lang: Language, appOrigin: string): EmailPart {
  if (email.kind === 'saved-search-digest') return buildDigestPart(email, lang, appOrigin);
  return email.kind === 'password-reset' || email.kind === 'trader-reviewed'
    ? buildAccountPart(email, lang, appOrigin)
    : buildVehiclePart(email, lang, appOrigin);
}

function renderTextPart(lang: Language, firstName: string, part: EmailPart): string {
  const lines = [fill(TEXTS[lang].greeting, { firstName }), ''];
  for (const paragraph of part.paragraphs) lines.push(paragraph, '');
  if (part.facts.length > 0) lines.push(...part.facts.map(([label, value]) => `${label}: ${value}`), '');
  lines.push(`${part.action.label}: ${part.action.href}`);
  for (const paragraph of part.closing) lines.push('', paragraph);
  return lines.join('\n');
}

const BUTTON_STYLE =
  'display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;text-decoration:none;border-radius:4px';

function renderHtmlPart(lang: Language, firstName: string, part: EmailPart): string {
  const href = escapeHtml(part.action.href);
  const facts =
    part.facts.length === 0
      ? []
      : [
          '<table role="presentation" style="border-collapse:collapse;margin:0 0 1em">',
          ...part.facts.map(
            ([label, value]) =>
              `<tr><td style="padding:2px 16px 2px 0;color:#555">${escapeHtml(label)}</td><td style="padding:2px 0;font-weight:bold">${escapeHtml(value)}</td></tr>`,
          ),
          '</table>',
        ];
  return [
    `<div lang="${lang}">`,
    `<p>${escapeHtml(fill(TEXTS[lang].greeting, { firstName }))}</p>`,
    ...part.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...facts,
    `<p><a href="${href}" style="${BUTTON_STYLE}">${escapeHtml(part.action.label)}</a></p>`,
    `<p>${escapeHtml(TEXTS[lang].fallbackLink)}<br><a href="${href}">${href}</a></p>`,
    ...part.closing.map((p) => `<p>${escapeHtml(p)}</p>`),
    '</div>',
  ].join('\n');
}

/**
 * Subject, text and HTML of one notification, Romanian first and English below (the reader's
 * language is not stored), with the texts of email-texts/, in the markup of the server's reset email. Every value from the
 * database or the job is HTML-escaped; prices read "15.300 €" and times are Europe/Bucharest.
 * `appOrigin` has no trailing slash (as the workers' config gives it).
 */
export function renderNotificationEmail(
  email: NotificationEmail,
  appOrigin: string,
  options: { unsubscribeUrl?: string } = {},
): RenderedEmail {
  const parts = { ro: buildPart(email, 'ro', appOrigin), en: buildPart(email, 'en', appOrigin) };
  const subject = `${parts.ro.subject} / ${parts.en.subject}${'vehicle' in email ? `: ${describeVehicle(email.vehicle)}` : ''}`;
  const text = [
    renderTextPart('ro', email.firstName, parts.ro),
    '',
    '----------',
    '',
    renderTextPart('en', email.firstName, parts.en),
    ...(options.unsubscribeUrl
      ? ['', `${TEXTS.ro.unsubscribe} / ${TEXTS.en.unsubscribe}: ${options.unsubscribeUrl}`]
      : []),
  ].join('\n');
  const unsubscribe = options.unsubscribeUrl
    ? `\n<hr>\n<p style="font-size: 12px; color: #555">${escapeHtml(TEXTS.ro.unsubscribe)} / ${escapeHtml(TEXTS.en.unsubscribe)}: <a href="${escapeHtml(options.unsubscribeUrl)}">${escapeHtml(TEXTS.ro.unsubscribeAction)} / ${escapeHtml(TEXTS.en.unsubscribeAction)}</a></p>`
    : '';
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a">
${renderHtmlPart('ro', email.firstName, parts.ro)}
<hr>
${renderHtmlPart('en', email.firstName, parts.en)}${unsubscribe}
</body></html>`;
  return { subject, text, html };
}
