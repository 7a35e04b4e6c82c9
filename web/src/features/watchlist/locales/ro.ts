import type { en } from './en';

export const ro: typeof en = {
  add: 'Adaugă {{title}} în lista de urmărire',
  remove: 'Elimină {{title}} din lista de urmărire',
  addShort: 'Adaugă în lista de urmărire',
  removeShort: 'Elimină din lista de urmărire',
  addedTitle: 'Adăugat în lista de urmărire',
  addedMessage: 'Vă anunțăm cu 10 minute înainte de încheierea licitației.',
  removedTitle: 'Eliminat din lista de urmărire',
  removedMessage: 'Vehiculul nu mai este în lista dvs. de urmărire.',
  errorTitle: 'Eroare',
  addFailed: 'Actualizarea listei de urmărire a eșuat',
  removeFailed: 'Eliminarea din lista de urmărire a eșuat',
  signInTitle: 'Autentificare necesară',
  signInMessage: 'Autentificați-vă pentru a avea o listă de urmărire.',
};
