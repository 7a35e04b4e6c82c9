import type { ro } from './ro';

export const en: typeof ro = {
  cancel: {
    button: 'Cancel the auction',
    title: 'Cancel the auction?',
    intro: 'The auction for {{title}} stops now and the listing leaves the search results. Its watchers are told, with the reason below.',
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
