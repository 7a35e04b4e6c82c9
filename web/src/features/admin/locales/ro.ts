import type { en } from './en';

type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

export const ro: Messages<typeof en> = {
  switcherLabel: 'Rol activ',
  roles: { user: 'Utilizator', admin: 'Administrator' },
  roleUpdatedTitle: 'Succes',
  roleUpdated: 'Rolul a fost actualizat cu succes',
  errorTitle: 'Eroare',
  roleUpdateFailed: 'Actualizarea rolului a eșuat',
};
