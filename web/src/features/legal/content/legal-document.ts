import {
  ACCEPT_UNDER_RESERVE_WINDOW_MS,
  ANTI_SNIPING_EXTENSION_MS,
  ANTI_SNIPING_WINDOW_MS,
  AUCTION_FEE_BASE_EUR,
  AUCTION_FEE_PER_THOUSAND_EUR,
  DAY_MS,
  FOOTPRINT_RETENTION_DAYS,
  INCIDENT_GRACE_MS,
  type Language,
  OUTAGE_THRESHOLD_MS,
  PAYMENT_DEADLINE_MS,
  calculateFeeSummary,
  formatEuro,
} from '@autolicit/shared';

/** One legal page: headed sections of plain paragraphs (no markup, so a deployer edits text only). */
export interface LegalDocument {
  title: string;
  /** The date the text last changed, shown under the title; a deployer updates it with the text. */
  updated: string;
  intro: string;
  sections: { id: string; heading: string; paragraphs: string[] }[];
}

export interface LegalTexts {
  terms: LegalDocument;
  privacy: LegalDocument;
}

/** Marks what the deployer must fill in before going live; the page highlights it. */
export const OPERATOR_PLACEHOLDER_MARK = '⟦';

const EXAMPLE_BID = '15500';

/**
 * The numbers the texts quote, read from the rules the marketplace runs on, so a changed constant
 * changes the terms with it; prices written the way the text's language writes them.
 */
export const getLegalFacts = (language: Language) =>
  ({
    feeBaseEur: AUCTION_FEE_BASE_EUR,
    feePerThousandEur: AUCTION_FEE_PER_THOUSAND_EUR,
    exampleBid: formatEuro(EXAMPLE_BID, language),
    exampleFee: formatEuro(calculateFeeSummary(EXAMPLE_BID).fee, language),
    exampleTotal: formatEuro(calculateFeeSummary(EXAMPLE_BID).total, language),
    paymentDeadlineDays: PAYMENT_DEADLINE_MS / DAY_MS,
    antiSnipingWindowMinutes: ANTI_SNIPING_WINDOW_MS / 60_000,
    antiSnipingExtensionMinutes: ANTI_SNIPING_EXTENSION_MS / 60_000,
    acceptUnderReserveHours: ACCEPT_UNDER_RESERVE_WINDOW_MS / 3_600_000,
    footprintRetentionDays: FOOTPRINT_RETENTION_DAYS,
    outageGraceMinutes: INCIDENT_GRACE_MS / 60_000,
    outageThresholdSeconds: OUTAGE_THRESHOLD_MS / 1000,
  }) as const;
