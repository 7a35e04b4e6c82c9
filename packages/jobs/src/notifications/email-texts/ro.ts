import type { EmailTexts } from './en';

/** The Romanian texts of the notification e-mails, the first half of each e-mail (keys as in en.ts). */
export const ro: EmailTexts = {
  greeting: 'Bună ziua, {{firstName}},',
  fallbackLink: 'Dacă butonul nu funcționează, copiați acest link în browser:',
  marketTime: '(ora României)',
  unsubscribe: 'Nu mai doriți acest tip de e-mail',
  unsubscribeAction: 'Dezabonare',
  actions: {
    viewAuction: 'Vedeți licitația',
    viewVehicle: 'Vedeți vehiculul',
    otherAuctions: 'Vedeți alte licitații',
    dashboard: 'Mergeți la panou',
    resetPassword: 'Resetați parola',
    savedSearches: 'Vedeți căutările salvate',
    answerQuestion: 'Răspundeți la întrebare',
    viewAnswer: 'Vedeți răspunsul',
  },
  facts: {
    yourBid: 'Oferta dvs.',
    currentBid: 'Oferta curentă',
    startingBid: 'Oferta de pornire',
    minimumNextBid: 'Oferta minimă următoare',
    auctionEnds: 'Licitația se încheie',
    purchasePrice: 'Preț de cumpărare',
    finalPrice: 'Preț final',
    auctionFee: 'Comision de licitație',
    totalToPay: 'Total de plată',
    bids: 'Număr de oferte',
    reason: 'Motiv',
    question: 'Întrebarea',
    yourQuestion: 'Întrebarea dvs.',
    answer: 'Răspunsul',
  },
  bidOutbid: {
    subject: 'Ofertă depășită',
    body: 'Oferta dvs. pentru {{title}} a fost depășită de un alt participant.',
  },
  bidOutbidByPurchase: {
    subject: 'Vehicul cumpărat de alt participant',
    body: 'Vehiculul {{title}}, pentru care ați licitat, a fost cumpărat de un alt participant la prețul „Cumpărați acum”. Licitația s-a încheiat.',
  },
  auctionWon: {
    subject: 'Ați câștigat licitația',
    body: 'Felicitări! Ați câștigat licitația pentru {{title}}.',
    feeNote: 'Comisionul acoperă serviciile platformei, procesarea plății și securitatea tranzacției.',
  },
  auctionSold: {
    subject: 'Vehicul vândut',
    body: 'Vehiculul dumneavoastră {{title}} a fost vândut.',
  },
  transactionSettled: {
    paidSubject: 'Plată confirmată',
    paidBody: 'Vânzătorul a confirmat plata pentru {{title}}. Tranzacția este finalizată.',
    unpaidSubject: 'Vânzare anulată pentru neplată',
    unpaidBody: 'Vânzarea {{title}} a fost anulată: plata nu a sosit până la termen.',
    relistHint: 'Puteți relansa vehiculul din panoul dvs.',
  },
  auctionRescheduled: {
    subject: 'Licitație reprogramată',
    body: 'Operatorii platformei au mutat sfârșitul licitației pentru {{title}}, la care ați licitat sau pe care o urmăriți.',
  },
  auctionCancelled: {
    subject: 'Licitație anulată',
    body: 'Licitația pentru {{title}}, la care ați licitat sau pe care o urmăreați, a fost anulată. Nimeni nu o câștigă și nu datorați nimic.',
  },
  watchlistEndingSoon: {
    subject: 'Licitația se încheie în curând',
    body: 'Licitația pentru {{title}}, din favoritele dvs., se încheie în curând.',
  },
  savedSearchMatch: {
    subject: 'Anunț nou pentru căutarea dvs. salvată',
    body: 'Un anunț nou corespunde căutării dvs. salvate „{{search}}”: {{title}}.',
  },
  savedSearchDigest: {
    subject: 'Anunțuri noi pentru căutările dvs. salvate',
    body: 'De ieri, {{count}} anunțuri noi corespund căutărilor dvs. salvate:',
    line: '{{search}}: {{title}}, de la {{price}}, se încheie {{ends}}',
  },
  questionAsked: {
    subject: 'Întrebare nouă despre vehiculul dvs.',
    body: 'Un participant a pus o întrebare publică despre {{title}}.',
    publicNote: 'Răspunsul dvs. va fi public, pe pagina vehiculului; datele de contact din el sunt ascunse.',
  },
  questionAnswered: {
    subject: 'Vânzătorul v-a răspuns',
    body: 'Vânzătorul vehiculului {{title}} a răspuns la întrebarea dvs.',
  },
  passwordReset: {
    subject: 'Resetare parolă',
    request:
      'Am primit o cerere de resetare a parolei contului dumneavoastră AutoLicit. Deschideți linkul de mai jos pentru a alege o parolă nouă.',
    validity: 'Linkul este valabil {{minutes}} de minute și poate fi folosit o singură dată.',
    notRequested: 'Dacă nu ați cerut resetarea parolei, ignorați acest mesaj; parola rămâne neschimbată.',
  },
  traderReviewed: {
    verifiedSubject: 'Cont de dealer verificat',
    verifiedBody:
      'Contul dvs. profesional a fost verificat. Puteți publica anunțuri ca firmă, cu insigna „Dealer verificat”.',
    rejectedSubject: 'Cont de dealer neaprobat',
    rejectedBody: 'Contul dvs. profesional nu a fost aprobat. Puteți licita în continuare ca persoană fizică.',
  },
};
