import type { cardBidEn } from './card-bid-en';

export const cardBidRo: typeof cardBidEn = {
  bid: 'Licitați {{amount}}',
  bidLabel: 'Licitați {{amount}} pentru {{title}}',
  buyNow: 'Cumpărați acum cu {{amount}}',
  buyNowLabel: 'Cumpărați acum {{title}} cu {{amount}}',
  signIn: 'Autentificați-vă pentru a licita',
};
