import { createRequire } from 'node:module';
import { type Language, MARKET_TIME_ZONE, fillPlaceholders, formatEuro, formatNumber } from '@autolicit/shared';
import PDFDocument from 'pdfkit';
import { SALE_SUMMARY_TEXTS } from './sale-summary.texts';

/*
 * PDF's standard fonts cover Latin-1 only: ă, ș and ț would come out as gaps. DejaVu Sans (free
 * licence, from the npm registry) is embedded instead, subset to the glyphs used. The release build
 * installs the font package beside the bundle (scripts/build-release.ts, ASSET_PACKAGES).
 */
const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface SaleSummaryParty {
  name: string;
  email: string;
  phone: string | null;
}

export interface SaleSummary {
  transactionId: string;
  soldAt: Date;
  paymentDueBy: Date;
  paymentStatus: 'pending' | 'completed' | 'failed';
  vehicle: { year: number; make: string; model: string; vin: string; mileage: number };
  finalPrice: string;
  fee: string;
  total: string;
  buyer: SaleSummaryParty;
  seller: SaleSummaryParty;
}

function formatWhen(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'ro' ? 'ro-RO' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: MARKET_TIME_ZONE,
  }).format(date);
}

/**
 * The sale's one-page summary (vehicle, price, fee, total, payment, both parties, next steps) as a
 * PDF in the reader's language. Deterministic for the same input and `now`, except PDFKit's
 * document id.
 */
export function renderSaleSummaryPdf(summary: SaleSummary, language: Language, now: Date): Promise<Buffer> {
  const t = SALE_SUMMARY_TEXTS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: language,
    info: {
      Title: `${t.title} — ${summary.vehicle.year} ${summary.vehicle.make} ${summary.vehicle.model}`,
      Author: 'AutoLicit',
      CreationDate: now,
    },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const labelWidth = 200;
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.font('regular').fontSize(10).fillColor('#495057').text(label, doc.page.margins.left, y, { width: labelWidth });
    const labelBottom = doc.y;
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('#212529')
      .text(value, doc.page.margins.left + labelWidth, y);
    doc.y = Math.max(doc.y, labelBottom) + 4;
  };
  const heading = (text: string) => {
    doc.moveDown(0.8);
    doc.font('bold').fontSize(13).fillColor('#1c2b4a').text(text, doc.page.margins.left);
    doc.moveDown(0.3);
  };

  doc.font('bold').fontSize(20).fillColor('#1c2b4a').text('AutoLicit');
  doc.font('bold').fontSize(16).text(t.title);
  doc.moveDown(0.5);
  row(t.reference, summary.transactionId);
  row(t.soldAt, formatWhen(summary.soldAt, language));

  heading(t.vehicle);
  row(t.vehicle, `${summary.vehicle.year} ${summary.vehicle.make} ${summary.vehicle.model}`);
  row(t.vin, summary.vehicle.vin);
  row(t.mileage, fillPlaceholders(t.kilometres, { value: formatNumber(summary.vehicle.mileage, language) }));

  heading(t.price);
  row(t.price, formatEuro(summary.finalPrice, language));
  row(t.fee, formatEuro(summary.fee, language));
  row(t.total, formatEuro(summary.total, language));
  row(t.status, t.statuses[summary.paymentStatus]);
  row(t.dueBy, formatWhen(summary.paymentDueBy, language));

  for (const [label, party] of [
    [t.buyer, summary.buyer],
    [t.seller, summary.seller],
  ] as const) {
    heading(label);
    row(label, party.name);
    row(t.email, party.email);
    row(t.phone, party.phone ?? t.noPhone);
  }

  heading(t.nextSteps);
  doc.font('regular').fontSize(10).fillColor('#212529').text(t.nextStepsText, { align: 'left' });
  doc.moveDown(2);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor('#495057')
    .text(fillPlaceholders(t.generated, { date: formatWhen(now, language) }));
  doc.end();
  return done;
}
