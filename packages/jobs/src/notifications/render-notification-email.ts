import { MARKET_TIME_ZONE, PASSWORD_RESET_TOKEN_TTL_MS, formatEuro, formatNumber } from '@autolicit/shared';
import type { MailMessage } from './create-mailer';

export interface VehicleHeadline {
  id: string;
  year: number;
  make: string;
  model: string;
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
  | { kind: 'bid-outbid-by-purchase'; firstName: string; vehicle: VehicleHeadline; previousBid: string | null; purchasePrice: string }
  | { kind: 'auction-won'; firstName: string; vehicle: VehicleHeadline; finalPrice: string; fee: string; total: string }
  | { kind: 'auction-sold'; firstName: string; vehicle: VehicleHeadline; finalPrice: string }
  | { kind: 'auction-cancelled'; firstName: string; vehicle: VehicleHeadline; reason: string }
  | { kind: 'auction-rescheduled'; firstName: string; vehicle: VehicleHeadline; auctionEndTime: Date }
  | { kind: 'transaction-settled'; firstName: string; vehicle: VehicleHeadline; paymentStatus: 'completed' | 'failed'; asBuyer: boolean; finalPrice: string }
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
  | { kind: 'password-reset'; firstName: string; resetUrl: string }
  | { kind: 'trader-reviewed'; firstName: string; verified: boolean; reason: string | null };

export type RenderedEmail = Omit<MailMessage, 'to'> & { html: string };

type Language = 'ro' | 'en';

/** One language's half of an email after the greeting; the text and HTML bodies are both built from it. */
interface EmailPart {
  paragraphs: string[];
  facts: [label: string, value: string][];
  action: { label: string; href: string };
  closing: string[];
}

interface EmailContent {
  subject: string;
  firstName: string;
  ro: EmailPart;
  en: EmailPart;
}

const GREETING: Record<Language, (firstName: string) => string> = {
  ro: (firstName) => `Bună ziua, ${firstName},`,
  en: (firstName) => `Hello ${firstName},`,
};

const FALLBACK_LINK: Record<Language, string> = {
  ro: 'Dacă butonul nu funcționează, copiați acest link în browser:',
  en: 'If the button does not work, copy this link into your browser:',
};

const DATE_FORMATS: Record<Language, Intl.DateTimeFormat> = {
  ro: new Intl.DateTimeFormat('ro-RO', { timeZone: MARKET_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: MARKET_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' }),
};

/** Auction times are Romanian times whatever the server's zone: "miercuri, 1 iulie 2026 la 21:05 (ora României)". */
function formatEndTime(date: Date, lang: Language): string {
  return `${DATE_FORMATS[lang].format(date)} ${lang === 'ro' ? '(ora României)' : '(Romanian time)'}`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function describeVehicle(vehicle: VehicleHeadline): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}

function buildContent(email: NotificationEmail, appOrigin: string): EmailContent {
  if (email.kind === 'password-reset') return buildPasswordResetContent(email);
  if (email.kind === 'trader-reviewed') return buildTraderReviewedContent(email, appOrigin);
  const title = describeVehicle(email.vehicle);
  const href = `${appOrigin}/vehicle/${encodeURIComponent(email.vehicle.id)}`;
  const viewAuction = { ro: { label: 'Vedeți licitația', href }, en: { label: 'View the auction', href } };
  const viewVehicle = { ro: { label: 'Vedeți vehiculul', href }, en: { label: 'View the vehicle', href } };
  const previousBid = (label: string, amount: string | null, lang: Language = 'ro'): EmailPart['facts'] => (amount ? [[label, formatEuro(amount, lang)]] : []);

  switch (email.kind) {
    case 'bid-outbid':
      return {
        firstName: email.firstName,
        subject: `Ofertă depășită / Outbid: ${title}`,
        ro: {
          paragraphs: [`Oferta dvs. pentru ${title} a fost depășită de un alt participant.`],
          facts: [
            ...previousBid('Oferta dvs.', email.previousBid),
            ['Oferta curentă', formatEuro(email.currentBid)],
            ['Oferta minimă următoare', formatEuro(email.minimumNextBid)],
            ['Licitația se încheie', formatEndTime(email.auctionEndTime, 'ro')],
          ],
          action: viewAuction.ro,
          closing: [],
        },
        en: {
          paragraphs: [`Your bid on ${title} has been outbid by another bidder.`],
          facts: [
            ...previousBid('Your bid', email.previousBid, 'en'),
            ['Current bid', formatEuro(email.currentBid, 'en')],
            ['Minimum next bid', formatEuro(email.minimumNextBid, 'en')],
            ['Auction ends', formatEndTime(email.auctionEndTime, 'en')],
          ],
          action: viewAuction.en,
          closing: [],
        },
      };
    case 'bid-outbid-by-purchase':
      return {
        firstName: email.firstName,
        subject: `Vehicul cumpărat de alt participant / Bought by another bidder: ${title}`,
        ro: {
          paragraphs: [`Vehiculul ${title}, pentru care ați licitat, a fost cumpărat de un alt participant la prețul „Cumpărați acum”. Licitația s-a încheiat.`],
          facts: [...previousBid('Oferta dvs.', email.previousBid), ['Preț de cumpărare', formatEuro(email.purchasePrice)]],
          action: viewVehicle.ro,
          closing: [],
        },
        en: {
          paragraphs: [`The vehicle ${title}, which you bid on, was bought by another bidder at its Buy Now price. The auction has ended.`],
          facts: [...previousBid('Your bid', email.previousBid, 'en'), ['Purchase price', formatEuro(email.purchasePrice, 'en')]],
          action: viewVehicle.en,
          closing: [],
        },
      };
    case 'auction-won':
      return {
        firstName: email.firstName,
        subject: `Ați câștigat licitația / You won the auction: ${title}`,
        ro: {
          paragraphs: [`Felicitări! Ați câștigat licitația pentru ${title}.`],
          facts: [
            ['Preț final', formatEuro(email.finalPrice)],
            ['Comision de licitație', formatEuro(email.fee)],
            ['Total de plată', formatEuro(email.total)],
          ],
          action: viewVehicle.ro,
          closing: ['Comisionul acoperă serviciile platformei, procesarea plății și securitatea tranzacției.'],
        },
        en: {
          paragraphs: [`Congratulations! You won the auction for ${title}.`],
          facts: [
            ['Final price', formatEuro(email.finalPrice, 'en')],
            ['Auction fee', formatEuro(email.fee, 'en')],
            ['Total to pay', formatEuro(email.total, 'en')],
          ],
          action: viewVehicle.en,
          closing: ['The fee covers platform services, payment processing and transaction security.'],
        },
      };
    case 'auction-sold':
      return {
        firstName: email.firstName,
        subject: `Vehicul vândut / Vehicle sold: ${title}`,
        ro: {
          paragraphs: [`Vehiculul dumneavoastră ${title} a fost vândut.`],
          facts: [['Preț final', formatEuro(email.finalPrice)]],
          action: viewVehicle.ro,
          closing: [],
        },
        en: {
          paragraphs: [`Your vehicle ${title} has been sold.`],
          facts: [['Final price', formatEuro(email.finalPrice, 'en')]],
          action: viewVehicle.en,
          closing: [],
        },
      };
    case 'transaction-settled': {
      const paid = email.paymentStatus === 'completed';
      return {
        firstName: email.firstName,
        subject: paid ? `Plată confirmată / Payment confirmed: ${title}` : `Vânzare anulată pentru neplată / Sale cancelled for non-payment: ${title}`,
        ro: {
          paragraphs: [paid
            ? `Vânzătorul a confirmat plata pentru ${title}. Tranzacția este finalizată.`
            : `Vânzarea ${title} a fost anulată: plata nu a sosit până la termen.${email.asBuyer ? '' : ' Puteți relansa vehiculul din panoul dvs.'}`],
          facts: [['Preț final', formatEuro(email.finalPrice)]],
          action: viewVehicle.ro,
          closing: [],
        },
        en: {
          paragraphs: [paid
            ? `The seller confirmed the payment for ${title}. The sale is complete.`
            : `The sale of ${title} was cancelled: the payment did not arrive by the deadline.${email.asBuyer ? '' : ' You can relist the vehicle from your dashboard.'}`],
          facts: [['Final price', formatEuro(email.finalPrice, 'en')]],
          action: viewVehicle.en,
          closing: [],
        },
      };
    }
    case 'auction-rescheduled':
      return {
        firstName: email.firstName,
        subject: `Licitație reprogramată / Auction rescheduled: ${title}`,
        ro: {
          paragraphs: [`Operatorii platformei au mutat sfârșitul licitației pentru ${title}, la care ați licitat sau pe care o urmăriți.`],
          facts: [['Licitația se încheie', formatEndTime(email.auctionEndTime, 'ro')]],
          action: viewAuction.ro,
          closing: [],
        },
        en: {
          paragraphs: [`The platform's operators moved the end of the auction for ${title}, which you bid on or are watching.`],
          facts: [['Auction ends', formatEndTime(email.auctionEndTime, 'en')]],
          action: viewAuction.en,
          closing: [],
        },
      };
    case 'auction-cancelled':
      return {
        firstName: email.firstName,
        subject: `Licitație anulată / Auction cancelled: ${title}`,
        ro: {
          paragraphs: [`Licitația pentru ${title}, la care ați licitat sau pe care o urmăreați, a fost anulată. Nimeni nu o câștigă și nu datorați nimic.`],
          facts: [['Motiv', email.reason]],
          action: { label: 'Vedeți alte licitații', href: `${appOrigin}/vehicles` },
          closing: [],
        },
        en: {
          paragraphs: [`The auction for ${title}, which you bid on or were watching, has been cancelled. Nobody wins it and you owe nothing.`],
          facts: [['Reason', email.reason]],
          action: { label: 'See other auctions', href: `${appOrigin}/vehicles` },
          closing: [],
        },
      };
    case 'watchlist-ending-soon': {
      const hasBids = email.bidCount > 0;
      return {
        firstName: email.firstName,
        subject: `Licitația se încheie în curând / Auction ending soon: ${title}`,
        ro: {
          paragraphs: [`Licitația pentru ${title}, din favoritele dvs., se încheie în curând.`],
          facts: [
            [hasBids ? 'Oferta curentă' : 'Oferta de pornire', formatEuro(email.currentBid)],
            ['Număr de oferte', formatNumber(email.bidCount, 'ro')],
            ['Oferta minimă următoare', formatEuro(email.minimumNextBid)],
            ['Licitația se încheie', formatEndTime(email.auctionEndTime, 'ro')],
          ],
          action: viewAuction.ro,
          closing: [],
        },
        en: {
          paragraphs: [`The auction for ${title}, on your watchlist, ends soon.`],
          facts: [
            [hasBids ? 'Current bid' : 'Starting bid', formatEuro(email.currentBid, 'en')],
            ['Bids', formatNumber(email.bidCount, 'en')],
            ['Minimum next bid', formatEuro(email.minimumNextBid, 'en')],
            ['Auction ends', formatEndTime(email.auctionEndTime, 'en')],
          ],
          action: viewAuction.en,
          closing: [],
        },
      };
    }
  }
}

function buildTraderReviewedContent(email: Extract<NotificationEmail, { kind: 'trader-reviewed' }>, appOrigin: string): EmailContent {
  const dashboard = `${appOrigin}/dashboard`;
  return email.verified
    ? {
        firstName: email.firstName,
        subject: 'Cont de dealer verificat / Dealer account verified',
        ro: { paragraphs: ['Contul dvs. profesional a fost verificat. Puteți publica anunțuri ca firmă, cu insigna „Dealer verificat”.'], facts: [], action: { label: 'Mergeți la panou', href: dashboard }, closing: [] },
        en: { paragraphs: ['Your professional account has been verified. You can list vehicles as a business, with the "Verified dealer" badge.'], facts: [], action: { label: 'Go to your dashboard', href: dashboard }, closing: [] },
      }
    : {
        firstName: email.firstName,
        subject: 'Cont de dealer neaprobat / Dealer account not approved',
        ro: { paragraphs: ['Contul dvs. profesional nu a fost aprobat. Puteți licita în continuare ca persoană fizică.'], facts: [['Motiv', email.reason ?? '—']], action: { label: 'Mergeți la panou', href: dashboard }, closing: [] },
        en: { paragraphs: ['Your professional account was not approved. You can still bid as an individual.'], facts: [['Reason', email.reason ?? '—']], action: { label: 'Go to your dashboard', href: dashboard }, closing: [] },
      };
}

/** The texts of the server's reset email (realtime-server/src/modules/auth/password-reset-email.ts). */
function buildPasswordResetContent(email: Extract<NotificationEmail, { kind: 'password-reset' }>): EmailContent {
  const minutes = Math.round(PASSWORD_RESET_TOKEN_TTL_MS / 60_000);
  return {
    subject: 'Resetare parolă / Password reset',
    firstName: email.firstName,
    ro: {
      paragraphs: [
        'Am primit o cerere de resetare a parolei contului dumneavoastră AutoLicit. Deschideți linkul de mai jos pentru a alege o parolă nouă.',
        `Linkul este valabil ${minutes} de minute și poate fi folosit o singură dată.`,
      ],
      facts: [],
      action: { label: 'Resetați parola', href: email.resetUrl },
      closing: ['Dacă nu ați cerut resetarea parolei, ignorați acest mesaj; parola rămâne neschimbată.'],
    },
    en: {
      paragraphs: [
        'We received a request to reset the password of your AutoLicit account. Open the link below to choose a new password.',
        `The link is valid for ${minutes} minutes and can be used once.`,
      ],
      facts: [],
      action: { label: 'Reset password', href: email.resetUrl },
      closing: ['If you did not ask for a password reset, ignore this message; your password stays unchanged.'],
    },
  };
}

function renderTextPart(lang: Language, firstName: string, part: EmailPart): string {
  const lines = [GREETING[lang](firstName), ''];
  for (const paragraph of part.paragraphs) lines.push(paragraph, '');
  if (part.facts.length > 0) lines.push(...part.facts.map(([label, value]) => `${label}: ${value}`), '');
  lines.push(`${part.action.label}: ${part.action.href}`);
  for (const paragraph of part.closing) lines.push('', paragraph);
  return lines.join('\n');
}

const BUTTON_STYLE = 'display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;text-decoration:none;border-radius:4px';

function renderHtmlPart(lang: Language, firstName: string, part: EmailPart): string {
  const href = escapeHtml(part.action.href);
  const facts = part.facts.length === 0
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
    `<p>${escapeHtml(GREETING[lang](firstName))}</p>`,
    ...part.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...facts,
    `<p><a href="${href}" style="${BUTTON_STYLE}">${escapeHtml(part.action.label)}</a></p>`,
    `<p>${escapeHtml(FALLBACK_LINK[lang])}<br><a href="${href}">${href}</a></p>`,
    ...part.closing.map((p) => `<p>${escapeHtml(p)}</p>`),
    '</div>',
  ].join('\n');
}

/**
 * Subject, text and HTML of one notification, Romanian first and English below (the reader's
 * language is not stored yet), in the markup of the server's reset email. Every value from the
 * database or the job is HTML-escaped; prices read "15.300 €" and times are Europe/Bucharest.
 * `appOrigin` has no trailing slash (as the workers' config gives it).
 */
export function renderNotificationEmail(email: NotificationEmail, appOrigin: string): RenderedEmail {
  const content = buildContent(email, appOrigin);
  const text = [renderTextPart('ro', content.firstName, content.ro), '', '----------', '', renderTextPart('en', content.firstName, content.en)].join('\n');
  const html = `<!doctype html>
<html><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a">
${renderHtmlPart('ro', content.firstName, content.ro)}
<hr>
${renderHtmlPart('en', content.firstName, content.en)}
</body></html>`;
  return { subject: content.subject, text, html };
}
