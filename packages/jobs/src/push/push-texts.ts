import type { Language, PushKind } from '@autolicit/shared';

/** A kind's texts, and the variants some kinds choose between. */
export type PushTextKey =
  | PushKind
  | 'ending-reminder-no-bids'
  | 'bid-maximum-exceeded'
  | 'auction-lost-unsold'
  | 'auction-lost-unsold-leader'
  | 'listing-unsold-no-bids';

interface PushText {
  title: string;
  body: string;
}

/** The notification texts, with {{placeholders}}; Romanian with the formal "dvs.", as everywhere. */
export const pushTexts: Record<Language, Record<PushTextKey, PushText>> = {
  ro: {
    'bid-outbid': {
      title: 'Oferta dvs. a fost depășită',
      body: '{{vehicle}}: oferta curentă este {{currentBid}}. Atingeți pentru a licita din nou.',
    },
    'bid-maximum-exceeded': {
      title: 'Oferta dvs. maximă a fost depășită',
      body: '{{vehicle}}: oferta curentă este {{currentBid}}, peste oferta dvs. maximă. Atingeți pentru a o mări.',
    },
    'bid-outbid-by-purchase': {
      title: 'Vehicul cumpărat de alt participant',
      body: '{{vehicle}} a fost cumpărat la prețul „Cumpărați acum” ({{price}}). Licitația s-a încheiat.',
    },
    'auction-won': {
      title: 'Ați câștigat licitația',
      body: '{{vehicle}}: {{price}} + comision {{fee}} = {{total}} de plată în {{days}} zile. Pașii următori, în panoul dvs.',
    },
    'listing-sold': {
      title: 'Vehiculul dvs. a fost vândut',
      body: '{{vehicle}} s-a vândut cu {{price}}. Datele cumpărătorului sunt în panoul dvs.',
    },
    'ending-reminder': {
      title: 'Licitația se încheie în {{minutes}} min',
      body: '{{vehicle}}: oferta curentă este {{price}}.',
    },
    'ending-reminder-no-bids': {
      title: 'Licitația se încheie în {{minutes}} min',
      body: '{{vehicle}}: încă nicio ofertă, prețul de pornire este {{price}}.',
    },
    'saved-search-match': {
      title: 'Anunț nou pentru „{{search}}”',
      body: '{{vehicle}}, de la {{price}}. Atingeți pentru a vedea licitația.',
    },
    'auction-lost': {
      title: 'Nu ați câștigat licitația',
      body: '{{vehicle}} s-a vândut cu {{price}} altui participant.',
    },
    'auction-lost-unsold': {
      title: 'Licitația s-a încheiat fără vânzare',
      body: '{{vehicle}}: prețul de rezervă nu a fost atins.',
    },
    'auction-lost-unsold-leader': {
      title: 'Licitația s-a încheiat fără vânzare',
      body: '{{vehicle}}: prețul de rezervă nu a fost atins. Vânzătorul poate accepta oferta dvs. de {{price}} în următoarele {{hours}} de ore.',
    },
    'listing-bid': {
      title: 'Ofertă nouă pentru vehiculul dvs.',
      body: '{{vehicle}}: oferta curentă este {{currentBid}}.',
    },
    'reserve-met': {
      title: 'Prețul de rezervă a fost atins',
      body: '{{vehicle}}: oferta curentă este {{currentBid}}. La final, vehiculul se vinde celui mai mare ofertant.',
    },
    'listing-unsold': {
      title: 'Licitația s-a încheiat fără vânzare',
      body: '{{vehicle}}: cea mai mare ofertă, de {{price}}, nu a atins prețul de rezervă. O puteți accepta din panoul de control în următoarele {{hours}} de ore.',
    },
    'listing-unsold-no-bids': {
      title: 'Licitația s-a încheiat fără oferte',
      body: '{{vehicle}}: nicio ofertă. Puteți relansa licitația din panoul de control.',
    },
    'question-asked': {
      title: 'Întrebare nouă despre vehiculul dvs.',
      body: '{{vehicle}}: „{{question}}” Atingeți pentru a răspunde.',
    },
    'question-answered': {
      title: 'Vânzătorul a răspuns',
      body: '{{vehicle}}: „{{question}}” — {{answer}}',
    },
  },
  en: {
    'bid-outbid': {
      title: 'You have been outbid',
      body: '{{vehicle}}: the current bid is {{currentBid}}. Tap to bid again.',
    },
    'bid-maximum-exceeded': {
      title: 'Your maximum bid was exceeded',
      body: '{{vehicle}}: the current bid is {{currentBid}}, above your maximum. Tap to raise it.',
    },
    'bid-outbid-by-purchase': {
      title: 'Bought by another bidder',
      body: '{{vehicle}} was bought at its Buy Now price ({{price}}). The auction has ended.',
    },
    'auction-won': {
      title: 'You won the auction',
      body: '{{vehicle}}: {{price}} + {{fee}} fee = {{total}} to pay within {{days}} days. Next steps are on your dashboard.',
    },
    'listing-sold': {
      title: 'Your vehicle was sold',
      body: "{{vehicle}} sold for {{price}}. The buyer's details are on your dashboard.",
    },
    'ending-reminder': {
      title: 'The auction ends in {{minutes}} min',
      body: '{{vehicle}}: the current bid is {{price}}.',
    },
    'ending-reminder-no-bids': {
      title: 'The auction ends in {{minutes}} min',
      body: '{{vehicle}}: no bids yet, the starting bid is {{price}}.',
    },
    'saved-search-match': {
      title: 'New listing for “{{search}}”',
      body: '{{vehicle}}, from {{price}}. Tap to see the auction.',
    },
    'auction-lost': {
      title: 'You did not win the auction',
      body: '{{vehicle}} sold for {{price}} to another bidder.',
    },
    'auction-lost-unsold': {
      title: 'The auction ended without a sale',
      body: '{{vehicle}}: the reserve price was not met.',
    },
    'auction-lost-unsold-leader': {
      title: 'The auction ended without a sale',
      body: '{{vehicle}}: the reserve price was not met. The seller may still accept your bid of {{price}} within {{hours}} hours.',
    },
    'listing-bid': {
      title: 'New bid on your vehicle',
      body: '{{vehicle}}: the current bid is {{currentBid}}.',
    },
    'reserve-met': {
      title: 'Your reserve price was met',
      body: '{{vehicle}}: the current bid is {{currentBid}}. At the end, the vehicle sells to the highest bidder.',
    },
    'listing-unsold': {
      title: 'The auction ended without a sale',
      body: '{{vehicle}}: the highest bid, {{price}}, did not meet your reserve price. You can accept it from your dashboard within {{hours}} hours.',
    },
    'listing-unsold-no-bids': {
      title: 'The auction ended without bids',
      body: '{{vehicle}}: no bids. You can relist the vehicle from your dashboard.',
    },
    'question-asked': {
      title: 'New question about your vehicle',
      body: '{{vehicle}}: “{{question}}” Tap to answer.',
    },
    'question-answered': {
      title: 'The seller answered',
      body: '{{vehicle}}: “{{question}}” — {{answer}}',
    },
  },
};
