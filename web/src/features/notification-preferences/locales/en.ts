export const en = {
  title: 'Notifications',
  subtitle:
    'Choose what we tell you, and where. "In the app" is a notice on whatever page is open; account and payment messages are always sent by e-mail.',
  kind: 'Notification',
  loadFailed: 'Your notification preferences could not be loaded. Please try again.',
  saveFailed: 'The change was not saved: {{message}}',
  notSent: 'Not sent this way',
  kinds: {
    outbid: 'You were outbid',
    'ending-soon': 'An auction on your watchlist ends in 10 minutes',
    'auction-won': 'You won an auction',
    'auction-lost': 'An auction you bid on ended without you winning it',
    'listing-sold': 'Your vehicle was sold',
    'listing-unsold': 'Your auction ended without a sale',
    'listing-bid': 'A new bid on your vehicle',
    'reserve-met': 'Your reserve price was met',
    'reminder-60m': 'An auction you watch or bid on ends in 1 hour',
    'reminder-15m': 'An auction you watch or bid on ends in 15 minutes',
    'reminder-2m': 'An auction you watch or bid on ends in 2 minutes',
    'saved-search': 'A new listing matches one of your saved searches',
  },
  channels: {
    app: 'In the app',
    email: 'E-mail',
    push: 'Push',
  },
  toggle: '{{kind}} — {{channel}}',
};
