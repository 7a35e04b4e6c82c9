export const en = {
  outbid: {
    title: 'You were outbid',
    message: 'You were outbid on {{title}}: {{currentBid}} beats your {{yourBid}}. The minimum is now {{minimum}}.',
  },
  maximumExceeded: {
    title: 'Your maximum was exceeded',
    message:
      'On {{title}} the price is now {{currentBid}}, above your maximum: the platform can no longer bid for you. The minimum is {{minimum}}.',
  },
  won: {
    title: 'You won the auction!',
    message: 'You won {{title}} for {{finalPrice}}. With the {{fee}} fee you pay {{total}}.',
  },
  rescheduled: {
    title: 'Auction rescheduled',
    message: 'The auction for {{title}} now ends on {{end}} (moved by the platform’s operators).',
  },
  settled: {
    paidTitle: 'Payment confirmed',
    paidMessage: 'The payment for {{title}} was confirmed: the sale is complete.',
    unpaidTitle: 'Sale cancelled for non-payment',
    unpaidMessage: 'The sale of {{title}} was cancelled: the payment did not arrive by the deadline.',
  },
  reviewed: {
    verifiedTitle: 'Dealer account verified',
    verifiedMessage: 'You can now list vehicles as a business, as a verified dealer.',
    rejectedTitle: 'Dealer account not approved',
    rejectedMessage: 'Reason: {{reason}}. You can still bid as an individual.',
  },
  viewDashboard: 'Go to your dashboard',
  cancelled: {
    title: 'Auction cancelled',
    message: 'The auction for {{title}} was cancelled: {{reason}}. Nobody wins it and you owe nothing.',
  },
  sold: { title: 'Your vehicle was sold', message: '{{title}} sold for {{finalPrice}}.' },
  endingSoon: { title: 'Ending in 10 minutes', message: '{{title}} from your watchlist ends in 10 minutes.' },
  bidReceived: { title: 'New bid on your listing', message: '{{amount}} on {{title}} (bid {{count}}).' },
  reserveMet: {
    title: 'Your reserve price was met',
    message: '{{price}} on {{title}} reached your reserve price: at the end, the vehicle sells to the highest bidder.',
  },
  lost: {
    soldTitle: 'You did not win the auction',
    soldMessage: '{{title}} sold for {{price}} to another bidder.',
    unsoldTitle: 'Auction ended without a sale',
    unsoldMessage: 'The auction for {{title}} ended without a sale: the reserve price was not met.',
    leaderMessage:
      'The auction for {{title}} ended under the reserve price. The seller may still accept your {{price}} bid until {{until}}.',
  },
  unsold: {
    title: 'Your auction ended without a sale',
    message:
      '{{title}} ended under your reserve price; the highest bid is {{price}}. You can accept it until {{until}}, or relist the vehicle.',
    relistMessage:
      '{{title}} ended under your reserve price; the highest bid was {{price}}. You can relist the vehicle.',
    noBidsMessage: '{{title}} ended without bids. You can relist the vehicle.',
  },
  questionReceived: {
    title: 'New question on your listing',
    message: 'Someone asked about {{title}}. Answer it publicly on the vehicle page.',
  },
  answerQuestion: 'Answer',
  answerReceived: {
    title: 'The seller answered you',
    message: 'The seller of {{title}} answered your question.',
  },
  viewAnswer: 'See the answer',
  viewVehicle: 'View vehicle',
  browseOthers: 'See other auctions',
  bidAgain: 'Bid again',
  raiseMaximum: 'Raise your maximum',
  viewTransactions: 'View transactions',
  viewListings: 'View my listings',
};
