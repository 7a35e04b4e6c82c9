import type { en } from './en';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const ro: Texts<typeof en> = {
  offer: {
    title: 'Notificări pe acest dispozitiv',
    explain: 'Primiți o notificare când oferta dvs. este depășită, chiar dacă pagina este închisă.',
    turnOn: 'Activați notificările',
    on: 'Notificările sunt activate pe acest dispozitiv.',
    denied:
      'Notificările sunt blocate în setările browserului. Permiteți-le acolo pentru acest site, apoi reîncărcați pagina.',
    unsupported: 'Acest browser nu poate primi notificări.',
    disabled: 'Notificările nu sunt disponibile momentan.',
    failed: 'Notificările nu au putut fi activate',
  },
  ios: {
    title: 'Notificări pe iPhone și iPad',
    intro:
      'Pe iPhone și iPad (iOS 16.4 sau mai nou), notificările ajung doar la aplicația adăugată pe ecranul principal:',
    share: 'În Safari, atingeți Partajare.',
    add: 'Alegeți „Adăugați pe ecranul principal”.',
    open: 'Deschideți AutoLicit din pictograma de pe ecranul principal și activați notificările de acolo.',
  },
  devices: {
    title: 'Dispozitive cu notificări',
    empty: 'Niciun dispozitiv nu primește notificări.',
    listLabel: 'Dispozitivele dvs.',
    thisDevice: 'Acest dispozitiv',
    language: 'Limba',
    added: 'Adăugat',
    lastDelivery: 'Ultima livrare',
    never: 'niciuna încă',
    remove: 'Eliminați',
    removeLabel: 'Eliminați {{label}}',
    confirmTitle: 'Eliminați acest dispozitiv?',
    confirmBody: '{{label}} nu va mai primi notificări.',
    cancel: 'Renunțați',
    loadFailed: 'Dispozitivele nu au putut fi încărcate',
    removeFailed: 'Dispozitivul nu a putut fi eliminat',
    retry: 'Reîncercați',
  },
  languages: { ro: 'Română', en: 'English' },
};
