import type { Language } from '../constants';

/**
 * The messages of public questions and answers, kept apart from `validationMessages` so that the web
 * app's first paint does not carry them: the questions section registers them with its own chunk
 * (under the same `validation` namespace). The server reads them like every other message.
 */
export const questionMessages = {
  'question.textInvalid': {
    en: 'Write a question of 3 to 500 characters',
    ro: 'Scrieți o întrebare de 3 până la 500 de caractere',
  },
  'question.answerInvalid': {
    en: 'Write an answer of 3 to 500 characters',
    ro: 'Scrieți un răspuns de 3 până la 500 de caractere',
  },
  'question.reportReasonInvalid': {
    en: 'Say why you report it, in 3 to 300 characters',
    ro: 'Spuneți de ce o raportați, în 3 până la 300 de caractere',
  },
  'question.moderationReasonInvalid': {
    en: 'Give a reason of 3 to 300 characters',
    ro: 'Dați un motiv de 3 până la 300 de caractere',
  },
  'question.notFound': { en: 'Question not found', ro: 'Întrebarea nu a fost găsită' },
  'question.ownListing': {
    en: 'You cannot ask questions on your own listing',
    ro: 'Nu puteți pune întrebări la propriul anunț',
  },
  'question.auctionEnded': {
    en: 'The auction has ended: no new questions are taken, but the existing ones remain readable',
    ro: 'Licitația s-a încheiat: nu se mai pot pune întrebări, dar cele existente rămân vizibile',
  },
  'question.notSeller': {
    en: 'Only the seller can answer questions on this listing',
    ro: 'Doar vânzătorul poate răspunde la întrebările acestui anunț',
  },
  'question.editWindowClosed': {
    en: 'An answer can be edited only within {{minutes}} minutes of giving it',
    ro: 'Un răspuns poate fi modificat doar în {{minutes}} de minute de la publicare',
  },
  'question.hidden': {
    en: 'This question was removed by a moderator',
    ro: 'Această întrebare a fost eliminată de un moderator',
  },
  'question.alreadyReported': {
    en: 'You have already reported this question',
    ro: 'Ați raportat deja această întrebare',
  },
} as const satisfies Record<string, Record<Language, string>>;
