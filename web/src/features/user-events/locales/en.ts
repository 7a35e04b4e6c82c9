export const en = {
  outbid: { title: 'You were outbid', message: 'You were outbid on {{title}}: {{currentBid}} beats your {{yourBid}}. The minimum is now {{minimum}}.' },
  maximumExceeded: {
    title: 'Your maximum was exceeded',
    message: 'On {{title}} the price is now {{currentBid}}, above your maximum: the platform can no longer bid for you. The minimum is {{minimum}}.',
  },
  won: { title: 'You won the auction!', message: 'You won {{title}} for {{finalPrice}}. With the {{fee}} fee you pay {{total}}.' },
  rescheduled: { title: 'Auction rescheduled', message: 'The auction for {{title}} now ends on {{end}} (moved by the platform’s operators).' },
  cancelled: { title: 'Auction cancelled', message: 'The auction for {{title}} was cancelled: {{reason}}. Nobody wins it and you owe nothing.' },
  sold: { title: 'Your vehicle was sold', message: '{{title}} sold for {{finalPrice}}.' },
  endingSoon: { title: 'Ending in 10 minutes', message: '{{title}} from your watchlist ends in 10 minutes.' },
  bidReceived: { title: 'New bid on your listing', message: '{{amount}} on {{title}} (bid {{count}}).' },
  viewVehicle: 'View vehicle',
  browseOthers: 'See other auctions',
  bidAgain: 'Bid again',
  raiseMaximum: 'Raise your maximum',
  viewTransactions: 'View transactions',
  viewListings: 'View my listings',
};
