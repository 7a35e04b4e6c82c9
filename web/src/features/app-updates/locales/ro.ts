import type { en } from './en';

export const ro: Record<keyof typeof en, string> = {
  newVersion: 'O versiune nouă este disponibilă',
  reload: 'Reîncărcați',
};
