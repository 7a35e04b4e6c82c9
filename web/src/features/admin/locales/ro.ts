import type { en } from './en';

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

export const ro: Messages<typeof en> = {
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
  switcherLabel: 'Rol activ',
  roles: { user: 'Utilizator', admin: 'Administrator' },
  roleUpdatedTitle: 'Succes',
  roleUpdated: 'Rolul a fost actualizat cu succes',
  errorTitle: 'Eroare',
  roleUpdateFailed: 'Actualizarea rolului a eșuat',
};
