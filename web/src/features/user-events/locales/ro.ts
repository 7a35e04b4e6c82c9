import type { en } from './en';

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

export const ro: Messages<typeof en> = {
  outbid: {
    title: 'Oferta dvs. a fost depășită',
    message:
      'Oferta dvs. pentru {{title}} a fost depășită: {{currentBid}} față de {{yourBid}}. Minimul este acum {{minimum}}.',
  },
  maximumExceeded: {
    title: 'Oferta dvs. maximă a fost depășită',
    message:
      'La {{title}} prețul este acum {{currentBid}}, peste oferta dvs. maximă: platforma nu mai poate licita pentru dvs. Minimul este {{minimum}}.',
  },
  won: {
    title: 'Ați câștigat licitația!',
    message: 'Ați câștigat {{title}} cu {{finalPrice}}. Cu comisionul de licitație de {{fee}}, plătiți {{total}}.',
  },
  rescheduled: {
    title: 'Licitație reprogramată',
    message: 'Licitația pentru {{title}} se încheie acum la {{end}} (mutată de operatorii platformei).',
  },
  settled: {
    paidTitle: 'Plată confirmată',
    paidMessage: 'Plata pentru {{title}} a fost confirmată: vânzarea este finalizată.',
    unpaidTitle: 'Vânzare anulată pentru neplată',
    unpaidMessage: 'Vânzarea {{title}} a fost anulată: plata nu a sosit până la termen.',
  },
  reviewed: {
    verifiedTitle: 'Cont de dealer verificat',
    verifiedMessage: 'Puteți publica anunțuri ca firmă, ca dealer verificat.',
    rejectedTitle: 'Cont de dealer neaprobat',
    rejectedMessage: 'Motiv: {{reason}}. Puteți licita în continuare ca persoană fizică.',
  },
  viewDashboard: 'Mergeți la panou',
  cancelled: {
    title: 'Licitație anulată',
    message: 'Licitația pentru {{title}} a fost anulată: {{reason}}. Nimeni nu o câștigă și nu datorați nimic.',
  },
  sold: { title: 'Vehiculul dvs. a fost vândut', message: '{{title}} s-a vândut cu {{finalPrice}}.' },
  endingSoon: { title: 'Se încheie în 10 minute', message: '{{title}} din favoritele dvs. se încheie în 10 minute.' },
  questionReceived: {
    title: 'Întrebare nouă la anunțul dvs.',
    message: 'Cineva a întrebat despre {{title}}. Răspundeți public pe pagina vehiculului.',
  },
  answerQuestion: 'Răspundeți',
  answerReceived: {
    title: 'Vânzătorul v-a răspuns',
    message: 'Vânzătorul vehiculului {{title}} a răspuns la întrebarea dvs.',
  },
  viewAnswer: 'Vedeți răspunsul',
  bidReceived: { title: 'Ofertă nouă la anunțul dvs.', message: '{{amount}} pentru {{title}} (oferta {{count}}).' },
  reserveMet: {
    title: 'Prețul dvs. de rezervă a fost atins',
    message:
      '{{price}} pentru {{title}} a atins prețul de rezervă: la final, vehiculul se vinde celui mai mare ofertant.',
  },
  lost: {
    soldTitle: 'Nu ați câștigat licitația',
    soldMessage: '{{title}} s-a vândut cu {{price}} altui participant.',
    unsoldTitle: 'Licitație încheiată fără vânzare',
    unsoldMessage: 'Licitația pentru {{title}} s-a încheiat fără vânzare: prețul de rezervă nu a fost atins.',
    leaderMessage:
      'Licitația pentru {{title}} s-a încheiat sub prețul de rezervă. Vânzătorul vă mai poate accepta oferta de {{price}} până la {{until}}.',
  },
  unsold: {
    title: 'Licitația dvs. s-a încheiat fără vânzare',
    message:
      '{{title}} s-a încheiat sub prețul dvs. de rezervă; cea mai mare ofertă este {{price}}. O puteți accepta până la {{until}} sau puteți relansa licitația.',
    relistMessage:
      '{{title}} s-a încheiat sub prețul dvs. de rezervă; cea mai mare ofertă a fost {{price}}. Puteți relansa licitația.',
    noBidsMessage: '{{title}} s-a încheiat fără oferte. Puteți relansa licitația.',
  },
  viewVehicle: 'Vedeți vehiculul',
  browseOthers: 'Vedeți alte licitații',
  bidAgain: 'Licitați din nou',
  raiseMaximum: 'Măriți oferta maximă',
  viewTransactions: 'Vedeți tranzacțiile',
  viewListings: 'Vedeți anunțurile mele',
};
