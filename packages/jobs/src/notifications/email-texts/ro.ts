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
    highestBid: 'Cea mai mare ofertă',
    acceptUntil: 'Puteți accepta până la',
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
  auctionLost: {
    soldSubject: 'Nu ați câștigat licitația',
    soldBody:
      'Licitația pentru {{title}}, la care ați licitat, s-a încheiat: vehiculul a fost vândut altui participant.',
    unsoldSubject: 'Licitație încheiată fără vânzare',
    unsoldBody:
      'Licitația pentru {{title}}, la care ați licitat, s-a încheiat fără vânzare: prețul de rezervă nu a fost atins.',
    leaderNote:
      'Oferta dvs. este cea mai mare: vânzătorul o mai poate accepta până la {{until}}. Dacă o acceptă, câștigați vehiculul la prețul ofertei dvs. și vă anunțăm imediat.',
  },
  listingUnsold: {
    subject: 'Licitație încheiată fără vânzare',
    body: 'Licitația pentru vehiculul dvs. {{title}} s-a încheiat fără vânzare: cea mai mare ofertă nu a atins prețul de rezervă.',
    noBidsBody: 'Licitația pentru vehiculul dvs. {{title}} s-a încheiat fără nicio ofertă.',
    acceptNote:
      'Puteți accepta cea mai mare ofertă până la {{until}}: cel mai mare ofertant cumpără atunci vehiculul la prețul ofertei sale. În anunțurile dvs., alegeți „Acceptați oferta de {{amount}}”.',
    relistNote:
      'Puteți relansa licitația: o licitație nouă de 2 sau 4 zile, cu aceleași detalii și fotografii, cu prețul de pornire și prețul de rezervă completate (le puteți schimba). În anunțurile dvs., alegeți „Relansați licitația”.',
    relistEndsAccept: 'După relansare, cea mai mare ofertă nu mai poate fi acceptată.',
    listingsLink: 'Anunțurile dvs.: {{url}}',
  },
  reserveMet: {
    subject: 'Preț de rezervă atins',
    body: 'O ofertă pentru vehiculul dvs. {{title}} a atins prețul de rezervă: la finalul licitației, vehiculul se vinde celui mai mare ofertant.',
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
