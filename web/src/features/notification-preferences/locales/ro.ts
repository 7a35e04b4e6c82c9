import type { en } from './en';

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

export const ro: Messages<typeof en> = {
  title: 'Notificări',
  subtitle:
    'Alegeți ce vă comunicăm și pe ce cale. „În aplicație” înseamnă un mesaj pe pagina deschisă; mesajele despre cont și plăți vă sunt trimise întotdeauna prin e-mail.',
  kind: 'Notificare',
  loadFailed: 'Preferințele de notificare nu au putut fi încărcate. Încercați din nou.',
  saveFailed: 'Modificarea nu a fost salvată: {{message}}',
  notSent: 'Nu se trimite pe această cale',
  kinds: {
    outbid: 'Oferta dvs. a fost depășită',
    'ending-soon': 'O licitație din favorite se încheie în 10 minute',
    'auction-won': 'Ați câștigat o licitație',
    'auction-lost': 'O licitație la care ați licitat s-a încheiat fără să o câștigați',
    'listing-sold': 'Vehiculul dvs. a fost vândut',
    'listing-unsold': 'Licitația dvs. s-a încheiat fără vânzare',
    'listing-bid': 'O ofertă nouă pentru vehiculul dvs.',
    'reserve-met': 'Prețul dvs. de rezervă a fost atins',
    'reminder-60m': 'O licitație urmărită sau licitată se încheie într-o oră',
    'reminder-15m': 'O licitație urmărită sau licitată se încheie în 15 minute',
    'reminder-2m': 'O licitație urmărită sau licitată se încheie în 2 minute',
    'saved-search': 'Un anunț nou corespunde unei căutări salvate',
    'question-asked': 'O întrebare despre vehiculul dvs.',
    'question-answered': 'Vânzătorul a răspuns la o întrebare dintr-o licitație urmărită sau la care ați întrebat',
  },
  channels: {
    app: 'În aplicație',
    email: 'E-mail',
    push: 'Push',
  },
  toggle: '{{kind}} — {{channel}}',
};
