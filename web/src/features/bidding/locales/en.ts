import type { ro } from './ro';

export const en: typeof ro = {
  status: {
    label: 'Your standing',
    leading: 'You are the highest bidder',
    leadingDetail: 'Your bid: {{amount}}',
    outbid: 'You have been outbid — bid {{amount}}',
    outbidDetail: 'Your highest bid: {{amount}}',
    won: 'You won — total to pay {{total}}',
    wonDetail: 'Winning bid {{price}} + auction fee {{fee}}. Next steps: the transaction is in your dashboard, where you follow the payment and the handover.',
    wonLink: 'View the transaction',
    lost: 'The auction has ended — you did not win (your highest bid: {{amount}})',
    lostReserve: 'The auction ended unsold — the reserve price was not met (your highest bid: {{amount}})',
    sellerSold: 'Sold for {{amount}}',
    sellerSoldDetail: 'Next steps: the buyer pays through the platform; follow the payment in your dashboard, under Transactions.',
    sellerUnsold: 'Not sold',
    sellerUnsoldNoBids: 'No bids were received.',
    sellerUnsoldReserve: 'The highest bid, {{amount}}, did not meet the reserve price.',
    sellerNext: 'See your listings in the dashboard',
    transactionsLink: 'Open Transactions',
  },
  blocked: {
    offline: 'You cannot bid without a connection. We reconnect automatically; a bid is never sent later.',
    closing: 'Time is up — the result is being confirmed.',
  },
  bar: {
    label: 'Quick bidding',
    bid: 'Bid {{amount}}',
    signIn: 'Sign in to bid',
  },
  confirm: {
    termsRemembered: 'You accepted the terms for this auction in this session.',
  },
  quickBid: {
    total: 'Total if you win: {{total}}',
  },
  staleData: 'The price may be out of date — reconnecting',
  announce: {
    leading: 'You are the highest bidder, with {{amount}}.',
    outbid: 'You have been outbid. The minimum bid is now {{amount}}.',
    won: 'You won the auction.',
    lost: 'The auction has ended. You did not win.',
    offline: 'Connection lost. Bidding is paused until we reconnect.',
    restored: 'Connection restored.',
  },
};
