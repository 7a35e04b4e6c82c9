import type { ro } from './ro';

export const en: typeof ro = {
  accept: {
    button: 'Accept the {{amount}} bid',
    until: 'You can accept until {{date}}',
    title: 'Accept the {{amount}} bid?',
    intro:
      'You sell {{title}} to the highest bidder for {{amount}}, although the reserve was not met. The buyer is told and the sale appears under Transactions.',
    keep: 'Not now',
    confirm: 'Accept the bid',
    doneTitle: 'Bid accepted',
    doneMessage: 'The vehicle is sold; follow the payment under Transactions.',
    failedTitle: 'The bid was not accepted',
    failedFallback: 'We could not accept the bid. Please try again.',
  },
  relist: {
    button: 'Relist',
    title: 'Relist the auction',
    intro: '{{title}} gets a new auction with the same details and photos; the old one stays in the history.',
    daysLabel: 'Auction duration',
    startingLabel: 'Starting bid (€)',
    startingRequired: 'Starting bid must be at least €1',
    withReserve: 'With a reserve price',
    reserveLabel: 'Reserve price (€)',
    reserveAbove: 'Reserve price must be higher than starting bid',
    cancel: 'Cancel',
    confirm: 'Relist',
    doneTitle: 'Auction relisted',
    doneMessage: 'The new auction has started; it is in your listings.',
    failedTitle: 'The auction was not relisted',
    failedFallback: 'We could not relist the auction. Please try again.',
    relistedLink: 'Relisted — see the new auction',
  },
  cancel: {
    button: 'Cancel the auction',
    title: 'Cancel the auction?',
    intro:
      'The auction for {{title}} stops now and the listing leaves the search results. Its watchers are told, with the reason below.',
    reasonLabel: 'Reason for cancelling',
    reasonHint: 'Shown to the auction’s watchers (3–500 characters).',
    keep: 'No, keep it',
    confirm: 'Cancel the auction',
    doneTitle: 'Auction cancelled',
    doneMessage: 'The auction was stopped; its watchers have been told.',
    failedTitle: 'The auction was not cancelled',
    failedFallback: 'We could not cancel the auction. Please try again.',
  },
};
