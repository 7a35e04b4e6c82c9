import type { bidConfirmEn } from './bid-confirm-en';

/** Romanian texts of the bid confirmations and of the answers to a bid (namespace 'bidConfirm'). */
export const bidConfirmRo: typeof bidConfirmEn = {
  bid: {
    summaryBid: 'Oferta dvs.',
    confirmTitle: 'Confirmați oferta',
    confirmIntro: 'Verificați oferta pentru {{title}}.',
    summaryFee: 'Comision de licitație',
    summaryTotal: 'Total dacă câștigați',
    feeInfoLabel: 'Ce este comisionul de licitație?',
    feeInfo:
      'Comisionul de licitație (200 € plus 10 € pentru fiecare 1.000 € întregi din ofertă) acoperă serviciile platformei, procesarea plății și securitatea tranzacției.',
    agreement:
      'Înțeleg că această ofertă este angajantă și că, dacă câștig, plătesc oferta plus comisionul de licitație.',
    readTerms: 'Citiți termenii și condițiile (se deschid într-o filă nouă)',
    agreementRequired: 'Acceptați condițiile pentru a plasa oferta',
    cancel: 'Anulați',
    confirm: 'Confirmați oferta',
    placedTitle: 'Ofertă plasată!',
    placedMessage: 'Oferta dvs. de {{amount}} este cea mai mare.',
    failedTitle: 'Oferta a eșuat',
    failedFallback: 'Oferta nu a putut fi plasată. Încercați din nou.',
    checkingTitle: 'Verificăm oferta',
    checkingMessage: 'Răspunsul s-a pierdut pe drum. Verificăm dacă oferta dvs. a fost înregistrată…',
    notPlacedMessage: 'Oferta dvs. nu a fost înregistrată. Puteți licita din nou.',
    unconfirmedMessage:
      'Nu am putut confirma oferta. Verificați istoricul ofertelor când reveniți online, înainte de a licita din nou.',
    unavailableMessage:
      'Serviciu temporar indisponibil. Oferta nu a fost plasată; încercați din nou în câteva secunde.',
  },
  buyNow: {
    price: 'Preț „Cumpărați acum”',
    confirmTitle: 'Confirmați achiziția',
    confirmIntro: 'Cumpărați acum {{title}}. Licitația se încheie imediat, iar vehiculul este al dvs.',
    successTitle: 'Achiziție reușită!',
    successMessage: 'Ați cumpărat {{title}} cu {{amount}}.',
    failedTitle: 'Achiziția a eșuat',
    failedMessage: 'Achiziția nu a putut fi finalizată. Încercați din nou.',
  },
  confirm: {
    termsRemembered: 'Ați acceptat condițiile pentru această licitație în această sesiune.',
    notConnected: 'Se confirmă prețul live… Puteți confirma imediat ce conexiunea este restabilită.',
    alreadyLeadingTitle: 'Sunteți deja cel mai mare ofertant',
    alreadyLeading:
      'Conduceți cu {{current}}; nimeni nu v-a depășit. Dacă confirmați, vă măriți propriul preț la {{amount}}.',
  },
  maximum: {
    confirmTitle: 'Confirmați oferta maximă',
    confirmLine: 'Licităm pentru dvs. până la {{amount}}, doar cât este nevoie ca să conduceți.',
    setTitle: 'Oferta maximă a fost setată',
    setLeading: 'Conduceți cu {{amount}}; licităm pentru dvs. până la {{maximum}}.',
    setOutbid:
      'Oferta maximă de {{maximum}} nu ajunge: o ofertă maximă mai veche este la fel de mare sau mai mare. Oferta curentă: {{amount}}.',
  },
  automaticOutbid: {
    title: 'Oferta dvs. a fost depășită de o ofertă automată',
    message:
      'Oferta maximă a altui ofertant a răspuns imediat: prețul este acum {{amount}}. Licitați cel puțin {{minimum}}.',
  },
};
