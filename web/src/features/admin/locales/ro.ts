import type { en } from './en';

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

export const ro: Messages<typeof en> = {
  signals: {
    title: 'Semnale de licitare fictivă',
    subtitle:
      'Tipare suspecte, cu dovezile din spatele fiecăruia. Doar semnale: nimic nu este blocat automat. Adresele de autentificare și de licitare se păstrează {{days}} de zile.',
    show: 'Afișați semnalele',
    audited: 'Deschiderea listei se înregistrează în jurnalul de audit.',
    period: 'Perioada',
    days_one: 'Ultima zi',
    days_few: 'Ultimele {{count}} zile',
    days_other: 'Ultimele {{count}} de zile',
    loading: 'Se încarcă semnalele',
    loadFailed: 'Semnalele nu au putut fi încărcate.',
    none: 'Niciun tipar suspect în această perioadă.',
    bidder: 'Ofertant: {{name}} ({{email}})',
    asker: 'Întrebare de la: {{name}} ({{email}})',
    seller: 'Vânzător: {{name}} ({{email}})',
    auctions: 'Licitații:',
    maximumOnly: 'o ofertă maximă',
    kind: {
      'bid-from-seller-client': 'Ofertă din browserul sau de la adresa vânzătorului',
      'shared-client': 'Ofertantul și vânzătorul folosesc același browser sau aceeași adresă',
      'seller-concentration': 'Ofertant concentrat pe un singur vânzător',
      'minimum-raises': 'Supralicitări minime repetate, fără niciun câștig',
      'question-from-seller-client': 'Întrebare din browserul sau de la adresa vânzătorului',
    },
    questionFrom: {
      browser: 'Pusă la {{date}}, din browserul folosit de vânzător (id {{value}}…).',
      address: 'Pusă la {{date}}, de la o adresă folosită de vânzător ({{value}}).',
    },
    bidFrom: {
      browser: '{{amount}} la {{date}}, din browserul folosit de vânzător (id {{value}}…).',
      address: '{{amount}} la {{date}}, de la o adresă folosită de vânzător ({{value}}).',
    },
    shared: {
      browser:
        'Același browser (id {{value}}…): ofertantul văzut ultima dată la {{bidderSeen}}, vânzătorul la {{sellerSeen}}.',
      address:
        'Aceeași adresă ({{value}}): ofertantul văzut ultima dată la {{bidderSeen}}, vânzătorul la {{sellerSeen}}.',
    },
    bidsOnSeller_one: 'O ofertă pe mașinile acestui vânzător.',
    bidsOnSeller_few: '{{count}} oferte pe mașinile acestui vânzător.',
    bidsOnSeller_other: '{{count}} de oferte pe mașinile acestui vânzător.',
    concentration:
      '{{seller}} din cele {{total}} licitații ale sale sunt ale acestui vânzător; {{bids}} oferte; {{wins}} câștigate.',
    minimumRaises:
      '{{count}} oferte exact cu pasul minim imediat după alt ofertant, la {{auctions}} licitații; {{ended}} încheiate, niciuna câștigată.',
    sellers: 'Vânzători: {{sellers}}',
    status: { active: 'în desfășurare', sold: 'vândută', ended: 'încheiată', cancelled: 'anulată' },
  },
  verification: {
    title: 'Verificări',
    subtitle: 'Conturile profesionale care așteaptă verificarea, cu datele din formular și verificările automate.',
    registered: 'Înregistrat la {{date}}',
    vatOk: 'Format TVA corect',
    vatBad: 'Format TVA greșit',
    cuiOk: 'Cifra de control CUI corectă',
    cuiBad: 'Cifra de control CUI greșită',
    approve: 'Aprobați',
    reject: 'Respingeți',
    reason: 'Motivul respingerii (îl primește comerciantul)',
    confirmReject: 'Respingeți contul',
    none: 'Niciun cont nu așteaptă verificarea.',
    loadFailed: 'Lista nu a putut fi încărcată.',
    approvedTitle: 'Dealer verificat',
    rejectedTitle: 'Cont respins',
    toldMessage: 'Comerciantul a fost anunțat.',
    failedTitle: 'Decizia nu a fost salvată',
  },
  incident: {
    title: 'Prelungire după incident',
    subtitle: 'După o întrerupere, licitațiile care s-au încheiat sau se încheiau atunci primesc minute în plus.',
    from: 'Începutul întreruperii',
    to: 'Sfârșitul întreruperii',
    minutes: 'Minute în plus',
    rule: 'Se prelungesc licitațiile active care se încheie în interval sau în cele 30 de minute de după; cele deja expirate primesc minutele de acum. Ofertanții și cei care le urmăresc sunt anunțați.',
    submit: 'Prelungiți licitațiile',
    windowError: 'Sfârșitul trebuie să fie după început',
    minutesError: 'Între 1 și 1440 de minute',
    doneTitle: 'Licitații prelungite',
    doneMessage_one: '{{count}} licitație a fost prelungită.',
    doneMessage_few: '{{count}} licitații au fost prelungite.',
    doneMessage_other: '{{count}} de licitații au fost prelungite.',
    failedTitle: 'Licitațiile nu au fost prelungite',
    failedFallback: 'Nu am putut prelungi licitațiile. Încercați din nou.',
  },
};
