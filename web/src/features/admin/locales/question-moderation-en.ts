export const en = {
  title: 'Reported questions',
  subtitle:
    'Questions on listings that users reported, and those removed. Hiding or restoring one is recorded in the audit log with its reason.',
  none: 'No reported questions.',
  loadFailed: 'The reported questions could not be loaded.',
  reports_one: '{{count}} report: {{reasons}}',
  reports_few: '{{count}} reports: {{reasons}}',
  reports_other: '{{count}} reports: {{reasons}}',
  noReports: 'No reports (removed by a moderator).',
  answer: "Seller's answer: {{text}}",
  hidden: 'Removed: {{reason}}',
  reason: 'Reason (kept in the audit log)',
  hide: 'Remove',
  restore: 'Restore',
  failed: 'Not done: {{message}}',
};
