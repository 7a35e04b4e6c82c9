import type { en } from './en';

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

export const ro: Messages<typeof en> = {
  title: 'Întrebări și răspunsuri',
  intro: 'Întrebați vânzătorul public; întrebările și răspunsurile sunt vizibile pentru toți.',
  empty: 'Încă nu există întrebări.',
  loadFailed: 'Întrebările nu au putut fi încărcate.',
  participant: 'Participant',
  bidder: 'Ofertant {{number}}',
  seller: 'Vânzător',
  sellerAnswer: 'Răspunsul vânzătorului',
  edited: 'editat',
  removed: 'eliminat de moderator',
  masked: 'Datele de contact au fost ascunse: vânzarea și plata rămân pe AutoLicit.',
  ask: {
    label: 'Întrebarea dvs.',
    hint: 'Text simplu, {{min}}–{{max}} de caractere. Numerele de telefon, e-mailurile și linkurile sunt ascunse.',
    submit: 'Întrebați vânzătorul',
    sent: 'Întrebarea dvs. a fost publicată.',
    signIn: 'Autentificați-vă pentru a întreba vânzătorul.',
    closed: 'Licitația s-a încheiat: nu se mai pot pune întrebări.',
  },
  answer: {
    label: 'Răspunsul dvs.',
    submit: 'Răspundeți public',
    edit: 'Modificați răspunsul',
    save: 'Salvați răspunsul',
    cancel: 'Renunțați',
    editHint: 'Puteți modifica răspunsul timp de {{minutes}} de minute după publicare.',
  },
  report: {
    open: 'Raportați',
    label: 'De ce raportați această întrebare?',
    submit: 'Trimiteți raportul',
    cancel: 'Renunțați',
    sent: 'Vă mulțumim: un moderator o va verifica.',
  },
  failed: 'Nu s-a trimis: {{message}}',
};
