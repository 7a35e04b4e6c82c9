import { type LegalTexts, getLegalFacts } from './legal-document';

const f = getLegalFacts('en');

/**
 * The terms and the privacy notice in English (docs/glossary.md). The text between ⟦ ⟧ is for the
 * deployer to fill in; the numbers come from the rules the marketplace runs on.
 */
export const en: LegalTexts = {
  terms: {
    title: 'Terms and Conditions',
    updated: 'Last updated: ⟦publication date⟧',
    intro:
      'These terms apply to everyone who uses AutoLicit: visitors, bidders, sellers and dealers. By creating an account and by placing a bid you accept them.',
    sections: [
      {
        id: 'operator',
        heading: '1. Who runs the platform',
        paragraphs: [
          'Operator: ⟦company name⟧, ⟦registered office⟧, tax code (CUI) ⟦code⟧, Trade Register number ⟦number⟧, e-mail ⟦contact address⟧, phone ⟦number⟧.',
          'The operator’s details are filled in by whoever deploys the platform, before it opens to the public.',
        ],
      },
      {
        id: 'binding-bids',
        heading: '2. Bids are binding',
        paragraphs: [
          'A bid you place is a firm offer to buy the vehicle for the amount bid plus the auction fee. It cannot be withdrawn once the server has accepted it.',
          `If your bid is the highest when the auction ends and the reserve price is met (or there is no reserve), the sale is concluded with you automatically. If the reserve is not met, the seller may accept the highest bid within ${f.acceptUnderReserveHours} hours of the end, without asking you again.`,
          'Buying at the “Buy Now” price ends the auction at once, with the same obligations.',
        ],
      },
      {
        id: 'fee',
        heading: '3. The auction fee',
        paragraphs: [
          `On top of the winning bid, the buyer pays an auction fee of ${f.feeBaseEur} € plus ${f.feePerThousandEur} € for every full 1,000 € of the bid (rounded down).`,
          `Example: for a winning bid of ${f.exampleBid} the fee is ${f.exampleFee} and the total to pay is ${f.exampleTotal}. The fee covers platform services, payment processing and transaction security, and is shown with every bid confirmation.`,
        ],
      },
      {
        id: 'payment',
        heading: '4. Payment and non-payment',
        paragraphs: [
          `The buyer has ${f.paymentDeadlineDays} days from the sale to pay. Both sides see the deadline on their dashboard, and after the sale each receives the other’s contact details.`,
          'The seller (or an administrator) records the payment. A non-payment can be recorded only after the deadline has passed; the transaction is then marked as failed.',
          'Non-payment may lead to the buyer’s account being suspended or closed, and does not release the buyer from their liability towards the seller under the law.',
        ],
      },
      {
        id: 'cancel-relist',
        heading: '5. Cancellations and relisting',
        paragraphs: [
          'A seller may cancel their auction while it has no bid. After the first bid only an administrator can cancel it, with a recorded reason. Bidders and those watching it are told by notification and e-mail.',
          'An auction that ended unsold or was cancelled may be relisted by its seller: a relist is a new listing with its own history; the old auction keeps its bids and outcome.',
        ],
      },
      {
        id: 'anti-sniping',
        heading: '6. Protection against last-second bids',
        paragraphs: [
          `A bid accepted ${f.antiSnipingWindowMinutes} minutes or less before the end brings the time left back to ${f.antiSnipingExtensionMinutes} minutes. The auction ends only once ${f.antiSnipingExtensionMinutes} minutes pass without a new bid.`,
        ],
      },
      {
        id: 'maximum-bids',
        heading: '7. Maximum bids',
        paragraphs: [
          'You may set a maximum bid: the platform bids for you, by the minimum step, as far as needed up to that amount. Every automatic bid is as binding as one placed by hand.',
          'Your maximum is never shown to anyone else — not the seller, not administrators. You may raise it at any time and lower it down to the minimum next bid; it cannot be withdrawn once the auction is over.',
        ],
      },
      {
        id: 'traders',
        heading: '8. Verification of traders',
        paragraphs: [
          'Dealers and other professional traders register with their VAT number and company details; an administrator verifies their account before they may list as a business. Until then (or after a rejection) they may bid and list only as a private person.',
          'The company name and tax code serve verification only and are not shown to buyers before a sale.',
        ],
      },
      {
        id: 'outages',
        heading: '9. Platform outages',
        paragraphs: [
          'While the platform cannot take bids safely, bids are refused with “Service temporarily unavailable”; a refused bid is never recorded.',
          `When the platform itself stops working (its database or its live service unreachable for more than ${f.outageThresholdSeconds} seconds), every auction that was due to end during the outage or within ${f.antiSnipingWindowMinutes} minutes after the service returned is extended automatically: it ends ${f.antiSnipingWindowMinutes} minutes after the service returned, so every bidder gets at least ${f.antiSnipingWindowMinutes} minutes of working service to bid again. Its bidders and watchers are told the new end.`,
          `For incidents the platform cannot detect itself (for example a network fault on the way to it), the operator may extend the auctions ending during the incident or up to ${f.outageGraceMinutes} minutes after it, with the same notice. Auctions that had closed before an outage began are not reopened; special cases are settled one by one through support.`,
        ],
      },
      {
        id: 'conduct',
        heading: '10. Forbidden conduct',
        paragraphs: [
          'You may not bid on your own vehicle or push the price up for a seller (directly or through related accounts). The platform keeps signals of such patterns, and the accounts involved may be suspended.',
        ],
      },
      {
        id: 'disputes',
        heading: '11. Complaints and disputes',
        paragraphs: [
          'Complaints about an auction or a transaction go to ⟦complaints e-mail address⟧; we answer within ⟦number⟧ working days.',
          'Consumers may also turn to the National Authority for Consumer Protection (ANPC) or the EU online dispute resolution platform. Disputes not settled amicably fall under the courts of Romania; Romanian law applies.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    updated: 'Last updated: ⟦publication date⟧',
    intro:
      'This notice says what personal data AutoLicit keeps, why, for how long, and how to use your rights under the General Data Protection Regulation (GDPR, Regulation (EU) 2016/679).',
    sections: [
      {
        id: 'controller',
        heading: '1. The controller',
        paragraphs: [
          'The controller of your data is ⟦company name⟧, ⟦registered office⟧, tax code (CUI) ⟦code⟧. For any question about your data: ⟦data protection e-mail address⟧.',
        ],
      },
      {
        id: 'data',
        heading: '2. What we keep and why',
        paragraphs: [
          'Account data: name, e-mail, phone, password (as a hash only), and for companies the company name, tax code and VAT number. We use them to identify you, to let you bid and sell, and to verify traders (performance of the contract, GDPR art. 6(1)(b)).',
          'Bids and transactions: amounts, times, the auction, its outcome and the payment status. They are the contract itself and its proof; after a sale, buyer and seller see each other’s name, e-mail and phone.',
          `IP addresses and a browser id at sign-up, sign-in and with every bid, to detect shill bidding (a seller bidding on their own vehicle). The browser id is a random value in an HttpOnly cookie (“autolicit.did”) that no script can read and that is used for nothing else; being strictly necessary to prevent fraud (legitimate interest, GDPR art. 6(1)(f)), it needs no consent. These records are deleted automatically after ${f.footprintRetentionDays} days.`,
          'The audit log: important actions (sign-ins, role changes, cancellations, verifications, payment records) with their time and IP address, for security and to settle complaints.',
          'The e-mails we send you (outbid, auction won, cancellation, extension, password reset) go through ⟦e-mail provider⟧; we use them only to tell you about your auctions.',
        ],
      },
      {
        id: 'retention',
        heading: '3. How long we keep data',
        paragraphs: [
          `IP addresses and browser ids: ${f.footprintRetentionDays} days, then deleted automatically.`,
          'Account data: as long as the account exists. Bids, transactions and the audit log: as long as accounting and tax law and the limitation period of a claim require, ⟦period set by the operator⟧.',
          'We do not sell your data and do not use it for advertising.',
        ],
      },
      {
        id: 'rights',
        heading: '4. Your rights',
        paragraphs: [
          'You have the right of access, rectification, erasure, restriction of processing, data portability, and to object to processing based on legitimate interest.',
          'To use a right, write to us from your account’s e-mail address at ⟦data protection e-mail address⟧. We answer within one month. Some data (transactions, for example) must be kept even after an erasure request, for as long as the law requires.',
        ],
      },
      {
        id: 'authority',
        heading: '5. Supervisory authority',
        paragraphs: [
          'If you believe your data is processed unlawfully, you may complain to the Romanian National Supervisory Authority for Personal Data Processing (ANSPDCP), 28-30 G-ral. Gheorghe Magheru Blvd., Bucharest, www.dataprotection.ro.',
        ],
      },
    ],
  },
};
