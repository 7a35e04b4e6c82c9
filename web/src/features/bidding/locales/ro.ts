/** Texts of the bidding feature (namespace 'bidding'): the bidder's standing, the phone bid bar. */
export const ro = {
  status: {
    label: 'Situația dvs.',
    leading: 'Sunteți cel mai mare ofertant',
    leadingDetail: 'Oferta dvs.: {{amount}}',
    leadingMaximum: 'Oferta dvs.: {{amount}} — oferta maximă: {{maximum}}',
    maximumExceeded: 'Oferta dvs. maximă a fost depășită — licitați {{amount}}',
    maximumExceededDetail:
      'Oferta maximă setată: {{amount}}. Platforma nu mai poate licita pentru dvs.; o puteți mări.',
    outbid: 'Oferta dvs. a fost depășită — licitați {{amount}}',
    outbidDetail: 'Oferta dvs. maximă: {{amount}}',
    won: 'Ați câștigat — total de plată {{total}}',
    wonDetail:
      'Oferta câștigătoare {{price}} + comision de licitație {{fee}}. Următorii pași: tranzacția apare în panoul dvs., unde urmăriți plata și predarea vehiculului.',
    wonLink: 'Vedeți tranzacția',
    lost: 'Licitația s-a încheiat — nu ați câștigat (oferta dvs. maximă: {{amount}})',
    lostReserve:
      'Licitația s-a încheiat fără vânzare — prețul de rezervă nu a fost atins (oferta dvs. maximă: {{amount}})',
    sellerSold: 'Vândut cu {{amount}}',
    sellerSoldDetail:
      'Următorii pași: cumpărătorul plătește prin platformă; urmăriți plata în panoul dvs., la Tranzacții.',
    sellerUnsold: 'Nevândut',
    sellerUnsoldNoBids: 'Nu s-a primit nicio ofertă.',
    sellerUnsoldReserve: 'Cea mai mare ofertă, {{amount}}, nu a atins prețul de rezervă.',
    sellerNext: 'Vedeți anunțurile dvs. în panou',
    transactionsLink: 'Deschideți Tranzacții',
  },
  blocked: {
    offline: 'Nu puteți licita fără conexiune. Ne reconectăm automat; oferta nu este trimisă mai târziu.',
    closing: 'Timpul a expirat — se confirmă rezultatul licitației.',
  },
  bar: {
    label: 'Licitare rapidă',
    bid: 'Licitați {{amount}}',
    raiseOwn: 'Măriți la {{amount}}',
    buyNow: 'Cumpărați acum cu {{amount}}',
    signIn: 'Autentificați-vă pentru a licita',
  },
  panel: {
    raiseOwn: 'Măriți propria ofertă',
  },
  maximum: {
    toggle: 'Setați o ofertă maximă',
    explain:
      'Licităm automat pentru dvs. doar cât este nevoie ca să rămâneți pe primul loc, până la această sumă. Nimeni altcineva nu o vede.',
    label: 'Oferta dvs. maximă (€)',
    submit: 'Setați oferta maximă',
    raise: 'Măriți oferta maximă la {{amount}}',
    totalAtMaximum: 'Dacă câștigați la oferta maximă: total de plată {{total}}',
    tooLow: 'Oferta maximă trebuie să fie de cel puțin {{amount}}',
  },
  quickBid: {
    total: 'Total dacă câștigați: {{total}}',
    totalBuyNow: 'Total de plată: {{total}}',
  },
  staleData: 'Prețul poate fi depășit — reconectare în curs',
  announce: {
    leading: 'Sunteți cel mai mare ofertant, cu {{amount}}.',
    maximumExceeded: 'Oferta dvs. maximă a fost depășită. Oferta minimă este acum {{amount}}.',
    outbid: 'Oferta dvs. a fost depășită. Oferta minimă este acum {{amount}}.',
    won: 'Ați câștigat licitația.',
    lost: 'Licitația s-a încheiat. Nu ați câștigat.',
    offline: 'Conexiune pierdută. Licitarea este oprită până la reconectare.',
    restored: 'Conexiune restabilită.',
  },
};
