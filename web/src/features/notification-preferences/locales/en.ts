export const en = {
  title: 'Notifications',
  subtitle: 'Choose what we tell you, and where. Account and payment messages are always sent by e-mail.',
  kind: 'Notification',
  loadFailed: 'Your notification preferences could not be loaded. Please try again.',
  saveFailed: 'The change was not saved: {{message}}',
  notSent: 'Not sent this way',
  kinds: {
    outbid: 'You were outbid',
    'ending-soon': 'An auction on your watchlist ends in 10 minutes',
    'auction-won': 'You won an auction',
    'listing-sold': 'Your vehicle was sold',
    'reminder-60m': 'An auction you watch or bid on ends in 1 hour',
    'reminder-15m': 'An auction you watch or bid on ends in 15 minutes',
    'reminder-2m': 'An auction you watch or bid on ends in 2 minutes',
    'saved-search': 'A new listing matches one of your saved searches',
  },
  channels: {
    email: 'E-mail',
    push: 'Push',
  },
  toggle: '{{kind}} — {{channel}}',
};
