import type { roleSwitcherEn } from './role-switcher-en';

export const roleSwitcherRo: typeof roleSwitcherEn = {
  switcherLabel: 'Rol activ',
  roles: { user: 'Utilizator', admin: 'Administrator' },
  roleUpdatedTitle: 'Succes',
  roleUpdated: 'Rolul a fost actualizat cu succes',
  errorTitle: 'Eroare',
  roleUpdateFailed: 'Actualizarea rolului a eșuat',
};
