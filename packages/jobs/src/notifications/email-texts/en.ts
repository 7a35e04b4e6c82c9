/**
 * The English texts of the notification e-mails (ro.ts has the same keys). `{{name}}` is filled in
 * by render-notification-email.ts; a vehicle e-mail's subject is followed by ": <vehicle>".
 */
export const en = {
  greeting: 'Hello {{firstName}},',
  fallbackLink: 'If the button does not work, copy this link into your browser:',
  marketTime: '(Romanian time)',
  unsubscribe: 'No longer want this kind of e-mail',
  unsubscribeAction: 'Unsubscribe',
  actions: {
    viewAuction: 'View the auction',
    viewVehicle: 'View the vehicle',
    otherAuctions: 'See other auctions',
    dashboard: 'Go to your dashboard',
    resetPassword: 'Reset password',
    savedSearches: 'See your saved searches',
    answerQuestion: 'Answer the question',
    viewAnswer: 'See the answer',
  },
  facts: {
    yourBid: 'Your bid',
    currentBid: 'Current bid',
    startingBid: 'Starting bid',
    minimumNextBid: 'Minimum next bid',
    auctionEnds: 'Auction ends',
    purchasePrice: 'Purchase price',
    finalPrice: 'Final price',
    auctionFee: 'Auction fee',
    totalToPay: 'Total to pay',
    bids: 'Bids',
    reason: 'Reason',
    highestBid: 'Highest bid',
    acceptUntil: 'You can accept until',
    question: 'Question',
    yourQuestion: 'Your question',
    answer: 'Answer',
  },
  bidOutbid: {
    subject: 'Outbid',
    body: 'Your bid on {{title}} has been outbid by another bidder.',
  },
  bidOutbidByPurchase: {
    subject: 'Bought by another bidder',
    body: 'The vehicle {{title}}, which you bid on, was bought by another bidder at its Buy Now price. The auction has ended.',
  },
  auctionWon: {
    subject: 'You won the auction',
    body: 'Congratulations! You won the auction for {{title}}.',
    feeNote: 'The fee covers platform services, payment processing and transaction security.',
  },
  auctionSold: {
    subject: 'Vehicle sold',
    body: 'Your vehicle {{title}} has been sold.',
  },
  auctionLost: {
    soldSubject: 'You did not win the auction',
    soldBody: 'The auction for {{title}}, which you bid on, has ended: the vehicle was sold to another bidder.',
    unsoldSubject: 'Auction ended without a sale',
    unsoldBody: 'The auction for {{title}}, which you bid on, has ended without a sale: the reserve price was not met.',
    leaderNote:
      'Your bid is the highest: the seller may still accept it until {{until}}. If they do, you win the vehicle at your bid and we will tell you at once.',
  },
  listingUnsold: {
    subject: 'Auction ended without a sale',
    body: 'The auction for your vehicle {{title}} has ended without a sale: the highest bid did not reach your reserve price.',
    noBidsBody: 'The auction for your vehicle {{title}} has ended without any bids.',
    acceptNote:
      'You can accept the highest bid until {{until}}: the highest bidder then buys the vehicle at their bid. In My Listings, choose “Accept the {{amount}} bid”.',
    relistNote:
      'You can relist it: a new auction of 2 or 4 days with the same details and photos, the starting bid and reserve price filled in (you can change them). In My Listings, choose “Relist”.',
    relistEndsAccept: 'Once relisted, the highest bid can no longer be accepted.',
    listingsLink: 'My Listings: {{url}}',
  },
  reserveMet: {
    subject: 'Reserve price met',
    body: 'A bid on your vehicle {{title}} has reached your reserve price: when the auction ends, the vehicle sells to the highest bidder.',
  },
  transactionSettled: {
    paidSubject: 'Payment confirmed',
    paidBody: 'The seller confirmed the payment for {{title}}. The sale is complete.',
    unpaidSubject: 'Sale cancelled for non-payment',
    unpaidBody: 'The sale of {{title}} was cancelled: the payment did not arrive by the deadline.',
    relistHint: 'You can relist the vehicle from your dashboard.',
  },
  auctionRescheduled: {
    subject: 'Auction rescheduled',
    body: "The platform's operators moved the end of the auction for {{title}}, which you bid on or are watching.",
  },
  auctionCancelled: {
    subject: 'Auction cancelled',
    body: 'The auction for {{title}}, which you bid on or were watching, has been cancelled. Nobody wins it and you owe nothing.',
  },
  watchlistEndingSoon: {
    subject: 'Auction ending soon',
    body: 'The auction for {{title}}, on your watchlist, ends soon.',
  },
  savedSearchMatch: {
    subject: 'New listing for your saved search',
    body: 'A new listing matches your saved search “{{search}}”: {{title}}.',
  },
  savedSearchDigest: {
    subject: 'New listings for your saved searches',
    body: 'Since yesterday, {{count}} new listings match your saved searches:',
    line: '{{search}}: {{title}}, from {{price}}, ends {{ends}}',
  },
  questionAsked: {
    subject: 'New question about your vehicle',
    body: 'A participant asked a public question about {{title}}.',
    publicNote: 'Your answer will be public, on the vehicle page; contact details in it are hidden.',
  },
  questionAnswered: {
    subject: 'The seller answered your question',
    body: 'The seller of {{title}} answered your question.',
  },
  passwordReset: {
    subject: 'Password reset',
    request:
      'We received a request to reset the password of your AutoLicit account. Open the link below to choose a new password.',
    validity: 'The link is valid for {{minutes}} minutes and can be used once.',
    notRequested: 'If you did not ask for a password reset, ignore this message; your password stays unchanged.',
  },
  traderReviewed: {
    verifiedSubject: 'Dealer account verified',
    verifiedBody:
      'Your professional account has been verified. You can list vehicles as a business, with the "Verified dealer" badge.',
    rejectedSubject: 'Dealer account not approved',
    rejectedBody: 'Your professional account was not approved. You can still bid as an individual.',
  },
};

export type EmailTexts = typeof en;
