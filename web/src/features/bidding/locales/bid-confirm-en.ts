/**
 * English texts of the bid confirmations and of the answers to a bid (namespace 'bidConfirm'):
 * fetched with the confirmations' code, after a vehicle page's first paint. bid-confirm-ro.ts has
 * the same keys.
 */
export const bidConfirmEn = {
  bid: {
    summaryBid: 'Your bid',
    confirmTitle: 'Confirm your bid',
    confirmIntro: 'Please review your bid for the {{title}}.',
    summaryFee: 'Auction fee',
    summaryTotal: 'Total if you win',
    feeInfoLabel: 'What is the auction fee?',
    feeInfo:
      'The auction fee (€200 plus €10 per full €1,000 of the bid) covers platform services, payment processing and transaction security.',
    agreement: 'I understand that this bid is binding and that, if I win, I pay the bid plus the auction fee.',
    readTerms: 'Read the terms and conditions (opens in a new tab)',
    agreementRequired: 'Please accept the terms to place your bid',
    cancel: 'Cancel',
    confirm: 'Confirm Bid',
    placedTitle: 'Bid Placed!',
    placedMessage: 'Your bid of {{amount}} is the highest bid.',
    failedTitle: 'Bid Failed',
    failedFallback: 'Failed to place bid. Please try again.',
    checkingTitle: 'Checking your bid',
    checkingMessage: 'The answer was lost on the way. We are checking whether your bid was recorded…',
    notPlacedMessage: 'Your bid was not recorded. You can bid again.',
    unconfirmedMessage:
      'We could not confirm your bid. Check the bid history when you are back online before bidding again.',
    unavailableMessage: 'Service temporarily unavailable. Your bid was not placed; please try again in a few seconds.',
  },
  buyNow: {
    price: 'Buy-now price',
    confirmTitle: 'Confirm purchase',
    confirmIntro: 'You are buying the {{title}} now. The auction ends immediately and the vehicle is yours.',
    successTitle: 'Purchase Successful!',
    successMessage: 'You bought the {{title}} for {{amount}}.',
    failedTitle: 'Purchase Failed',
    failedMessage: 'Failed to complete purchase. Please try again.',
  },
  confirm: {
    termsRemembered: 'You accepted the terms for this auction in this session.',
    notConnected: 'Confirming the live price… You can confirm as soon as the connection is back.',
    alreadyLeadingTitle: 'You are already the highest bidder',
    alreadyLeading: 'You lead at {{current}}; nobody has outbid you. Confirming raises your own price to {{amount}}.',
  },
  maximum: {
    confirmTitle: 'Confirm your maximum',
    confirmLine: 'We bid for you up to {{amount}}, only as much as needed to lead.',
    setTitle: 'Maximum set',
    setLeading: 'You lead at {{amount}}; we bid for you up to {{maximum}}.',
    setOutbid:
      'A maximum of {{maximum}} is not enough: an earlier maximum is as high or higher. Current bid: {{amount}}.',
  },
  automaticOutbid: {
    title: 'You were outbid by an automatic bid',
    message: 'Another bidder’s maximum answered at once: the price is now {{amount}}. Bid at least {{minimum}}.',
  },
};
