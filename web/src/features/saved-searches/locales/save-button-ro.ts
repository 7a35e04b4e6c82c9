import type { saveButtonEn } from './save-button-en';

export const saveButtonRo: Record<keyof typeof saveButtonEn, string> = {
  save: 'Salvați căutarea',
  saved: 'Căutare salvată',
  savedLabel: 'Căutare salvată: o puteți modifica sau șterge din panoul de control',
};
