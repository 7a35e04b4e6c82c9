import type { en } from './question-moderation-en';

export const ro: Record<keyof typeof en, string> = {
  title: 'Întrebări raportate',
  subtitle:
    'Întrebările din anunțuri raportate de utilizatori și cele eliminate. Eliminarea sau restabilirea uneia se înregistrează în jurnalul de audit, cu motivul.',
  none: 'Nicio întrebare raportată.',
  loadFailed: 'Întrebările raportate nu au putut fi încărcate.',
  reports_one: 'O raportare: {{reasons}}',
  reports_few: '{{count}} raportări: {{reasons}}',
  reports_other: '{{count}} de raportări: {{reasons}}',
  noReports: 'Nicio raportare (eliminată de un moderator).',
  answer: 'Răspunsul vânzătorului: {{text}}',
  hidden: 'Eliminată: {{reason}}',
  reason: 'Motiv (păstrat în jurnalul de audit)',
  hide: 'Eliminați',
  restore: 'Restabiliți',
  failed: 'Nu s-a efectuat: {{message}}',
};
