import type { en } from './en';

export const ro: typeof en = {
  add: 'Adăugați {{title}} la favorite',
  remove: 'Eliminați {{title}} din favorite',
  addShort: 'Adăugați la favorite',
  removeShort: 'Eliminați din favorite',
  addedTitle: 'Adăugat la favorite',
  addedMessage: 'Vă anunțăm cu 10 minute înainte de încheierea licitației.',
  removedTitle: 'Eliminat din favorite',
  removedMessage: 'Vehiculul nu mai este în favoritele dvs.',
  errorTitle: 'Eroare',
  addFailed: 'Actualizarea favoritelor a eșuat',
  removeFailed: 'Eliminarea din favorite a eșuat',
  signInTitle: 'Autentificare necesară',
  signInMessage: 'Autentificați-vă pentru a salva vehicule la favorite.',
};
