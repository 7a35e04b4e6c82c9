import type { Language, PushKind } from '@autolicit/shared';

interface PushText {
  title: string;
  body: string;
}

/** The notification texts, with {{placeholders}}; Romanian with the formal "dvs.", as everywhere. */
export const pushTexts: Record<Language, Record<PushKind, PushText>> = {
  ro: {
    'bid-outbid': {
      title: 'Oferta dvs. a fost depășită',
      body: '{{vehicle}}: oferta curentă este {{currentBid}}. Atingeți pentru a licita din nou.',
    },
    'bid-outbid-by-purchase': {
      title: 'Vehicul cumpărat de alt participant',
      body: '{{vehicle}} a fost cumpărat la prețul „Cumpărați acum” ({{price}}). Licitația s-a încheiat.',
    },
  },
  en: {
    'bid-outbid': {
      title: 'You have been outbid',
      body: '{{vehicle}}: the current bid is {{currentBid}}. Tap to bid again.',
    },
    'bid-outbid-by-purchase': {
      title: 'Bought by another bidder',
      body: '{{vehicle}} was bought at its Buy Now price ({{price}}). The auction has ended.',
    },
  },
};
