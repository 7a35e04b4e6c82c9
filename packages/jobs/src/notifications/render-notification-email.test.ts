import { describe, expect, it } from 'vitest';
import { type NotificationEmail, renderNotificationEmail } from './render-notification-email';

const APP_ORIGIN = 'https://autolicit.example';
const vehicle = { id: '0b7e4c1e-5d1a-4c35-9a57-3f1f6f0c2a11', year: 2019, make: 'Dacia', model: 'Duster' };
const vehicleLink = `${APP_ORIGIN}/vehicle/${vehicle.id}`;
// 18:05 UTC in July is 21:05 in Bucharest (EEST, UTC+3).
const summerEnd = new Date('2026-07-01T18:05:00Z');

const emails: Record<NotificationEmail['kind'], NotificationEmail> = {
  'bid-outbid': {
    kind: 'bid-outbid',
    firstName: 'Ion',
    vehicle,
    previousBid: '15000.00',
    currentBid: '15300.00',
    minimumNextBid: '15400.00',
    auctionEndTime: summerEnd,
  },
  'bid-outbid-by-purchase': {
    kind: 'bid-outbid-by-purchase',
    firstName: 'Ion',
    vehicle,
    previousBid: '15000.00',
    purchasePrice: '18500.00',
  },
  'auction-won': {
    kind: 'auction-won',
    firstName: 'Ion',
    vehicle,
    finalPrice: '15300.00',
    fee: '350.00',
    total: '15650.00',
  },
  'auction-sold': { kind: 'auction-sold', firstName: 'Ion', vehicle, finalPrice: '15300.00' },
  'auction-lost': {
    kind: 'auction-lost',
    firstName: 'Ion',
    vehicle,
    outcome: 'ended',
    price: '15300.00',
    yourBid: '15300.00',
    acceptUntil: summerEnd,
  },
  'listing-unsold': {
    kind: 'listing-unsold',
    firstName: 'Ion',
    vehicle,
    bidCount: 7,
    highestBid: '15300.00',
    acceptUntil: summerEnd,
  },
  'reserve-met': {
    kind: 'reserve-met',
    firstName: 'Ion',
    vehicle,
    currentBid: '15300.00',
    bidCount: 7,
    auctionEndTime: summerEnd,
  },
  'auction-cancelled': { kind: 'auction-cancelled', firstName: 'Ion', vehicle, reason: 'Vehiculul a fost avariat' },
  'auction-rescheduled': { kind: 'auction-rescheduled', firstName: 'Ion', vehicle, auctionEndTime: summerEnd },
  'transaction-settled': {
    kind: 'transaction-settled',
    firstName: 'Ion',
    vehicle,
    paymentStatus: 'completed',
    asBuyer: true,
    finalPrice: '15300.00',
  },
  'watchlist-ending-soon': {
    kind: 'watchlist-ending-soon',
    firstName: 'Ion',
    vehicle,
    bidCount: 7,
    currentBid: '15300.00',
    minimumNextBid: '15400.00',
    auctionEndTime: summerEnd,
  },
  'saved-search-match': {
    kind: 'saved-search-match',
    firstName: 'Ion',
    vehicle,
    searchName: 'SUV-uri <diesel>',
    price: '9500.00',
    hasBids: false,
    auctionEndTime: summerEnd,
  },
  'saved-search-digest': {
    kind: 'saved-search-digest',
    firstName: 'Ion',
    listings: [
      { searchName: 'SUV-uri', vehicle, price: '9500.00', hasBids: false, auctionEndTime: summerEnd },
      {
        searchName: 'Logan',
        vehicle: { ...vehicle, id: '1c8f5d2f-6e2b-4d46-8b68-4a2a7a1d3b22', model: 'Logan' },
        price: '4200.00',
        hasBids: true,
        auctionEndTime: summerEnd,
      },
    ],
  },
  'question-asked': { kind: 'question-asked', firstName: 'Ion', vehicle, question: 'Are cartea <service> la zi?' },
  'question-answered': {
    kind: 'question-answered',
    firstName: 'Ion',
    vehicle,
    question: 'Are cartea service la zi?',
    answer: 'Da, toate reviziile la reprezentanță.',
  },
  'password-reset': { kind: 'password-reset', firstName: 'Ion', resetUrl: `${APP_ORIGIN}/reset-password?token=abc123` },
  'trader-reviewed': {
    kind: 'trader-reviewed',
    firstName: 'Ion',
    verified: false,
    reason: 'Codul de TVA nu corespunde firmei',
  },
};

/** What each email must state in each language, and where its button leads. */
const expectations: Record<NotificationEmail['kind'], { ro: string[]; en: string[]; link: string; subject: string }> = {
  'bid-outbid': {
    subject: 'Ofertă depășită / Outbid: 2019 Dacia Duster',
    ro: [
      'Oferta dvs. pentru 2019 Dacia Duster a fost depășită',
      'Oferta dvs.: 15.000 €',
      'Oferta curentă: 15.300 €',
      'Oferta minimă următoare: 15.400 €',
      'Licitația se încheie: miercuri, 1 iulie 2026 la 21:05 (ora României)',
    ],
    en: [
      'Your bid on 2019 Dacia Duster has been outbid',
      'Your bid: €15,000',
      'Current bid: €15,300',
      'Minimum next bid: €15,400',
      'Auction ends: Wednesday, 1 July 2026 at 21:05 (Romanian time)',
    ],
    link: vehicleLink,
  },
  'bid-outbid-by-purchase': {
    subject: 'Vehicul cumpărat de alt participant / Bought by another bidder: 2019 Dacia Duster',
    ro: ['a fost cumpărat de un alt participant la prețul „Cumpărați acum”', 'Preț de cumpărare: 18.500 €'],
    en: ['was bought by another bidder at its Buy Now price', 'Purchase price: €18,500'],
    link: vehicleLink,
  },
  'auction-won': {
    subject: 'Ați câștigat licitația / You won the auction: 2019 Dacia Duster',
    ro: [
      'Felicitări! Ați câștigat licitația pentru 2019 Dacia Duster.',
      'Preț final: 15.300 €',
      'Comision de licitație: 350 €',
      'Total de plată: 15.650 €',
    ],
    en: [
      'Congratulations! You won the auction for 2019 Dacia Duster.',
      'Final price: €15,300',
      'Auction fee: €350',
      'Total to pay: €15,650',
    ],
    link: vehicleLink,
  },
  'auction-sold': {
    subject: 'Vehicul vândut / Vehicle sold: 2019 Dacia Duster',
    ro: ['Vehiculul dumneavoastră 2019 Dacia Duster a fost vândut.', 'Preț final: 15.300 €'],
    en: ['Your vehicle 2019 Dacia Duster has been sold.', 'Final price: €15,300'],
    link: vehicleLink,
  },
  'auction-lost': {
    subject: 'Licitație încheiată fără vânzare / Auction ended without a sale: 2019 Dacia Duster',
    ro: [
      'Licitația pentru 2019 Dacia Duster, la care ați licitat, s-a încheiat fără vânzare: prețul de rezervă nu a fost atins.',
      'Cea mai mare ofertă: 15.300 €',
      'Oferta dvs. este cea mai mare: vânzătorul o mai poate accepta până la miercuri, 1 iulie 2026 la 21:05 (ora României).',
    ],
    en: [
      'The auction for 2019 Dacia Duster, which you bid on, has ended without a sale: the reserve price was not met.',
      'Highest bid: €15,300',
      'the seller may still accept it until Wednesday, 1 July 2026 at 21:05 (Romanian time)',
    ],
    link: vehicleLink,
  },
  'listing-unsold': {
    subject: 'Licitație încheiată fără vânzare / Auction ended without a sale: 2019 Dacia Duster',
    ro: [
      'Licitația pentru vehiculul dvs. 2019 Dacia Duster s-a încheiat fără vânzare: cea mai mare ofertă nu a atins prețul de rezervă.',
      'Cea mai mare ofertă: 15.300 €',
      'Număr de oferte: 7',
      'Puteți accepta până la: miercuri, 1 iulie 2026 la 21:05 (ora României)',
      'În anunțurile dvs., alegeți „Acceptați oferta de 15.300 €”.',
      'În anunțurile dvs., alegeți „Relansați licitația”. După relansare, cea mai mare ofertă nu mai poate fi acceptată.',
      `Anunțurile dvs.: ${APP_ORIGIN}/dashboard?tab=listings`,
    ],
    en: [
      'The auction for your vehicle 2019 Dacia Duster has ended without a sale: the highest bid did not reach your reserve price.',
      'Highest bid: €15,300',
      'You can accept until: Wednesday, 1 July 2026 at 21:05 (Romanian time)',
      'In My Listings, choose “Accept the €15,300 bid”.',
      'In My Listings, choose “Relist”. Once relisted, the highest bid can no longer be accepted.',
      `My Listings: ${APP_ORIGIN}/dashboard?tab=listings`,
    ],
    link: vehicleLink,
  },
  'reserve-met': {
    subject: 'Preț de rezervă atins / Reserve price met: 2019 Dacia Duster',
    ro: [
      'O ofertă pentru vehiculul dvs. 2019 Dacia Duster a atins prețul de rezervă: la finalul licitației, vehiculul se vinde celui mai mare ofertant.',
      'Oferta curentă: 15.300 €',
      'Licitația se încheie: miercuri, 1 iulie 2026 la 21:05 (ora României)',
    ],
    en: ['A bid on your vehicle 2019 Dacia Duster has reached your reserve price', 'Current bid: €15,300', 'Bids: 7'],
    link: vehicleLink,
  },
  'transaction-settled': {
    subject: 'Plată confirmată / Payment confirmed: 2019 Dacia Duster',
    ro: ['Vânzătorul a confirmat plata pentru 2019 Dacia Duster. Tranzacția este finalizată.', 'Preț final: 15.300 €'],
    en: ['The seller confirmed the payment for 2019 Dacia Duster. The sale is complete.', 'Final price: €15,300'],
    link: vehicleLink,
  },
  'auction-rescheduled': {
    subject: 'Licitație reprogramată / Auction rescheduled: 2019 Dacia Duster',
    ro: [
      'au mutat sfârșitul licitației pentru 2019 Dacia Duster',
      'Licitația se încheie: miercuri, 1 iulie 2026 la 21:05 (ora României)',
    ],
    en: [
      'moved the end of the auction for 2019 Dacia Duster',
      'Auction ends: Wednesday, 1 July 2026 at 21:05 (Romanian time)',
    ],
    link: vehicleLink,
  },
  'saved-search-match': {
    subject: 'Anunț nou pentru căutarea dvs. salvată / New listing for your saved search: 2019 Dacia Duster',
    ro: [
      'Un anunț nou corespunde căutării dvs. salvate „SUV-uri <diesel>”: 2019 Dacia Duster.',
      'Oferta de pornire: 9.500 €',
      'Licitația se încheie: miercuri, 1 iulie 2026 la 21:05 (ora României)',
    ],
    en: ['A new listing matches your saved search “SUV-uri <diesel>”: 2019 Dacia Duster.', 'Starting bid: €9,500'],
    link: vehicleLink,
  },
  'saved-search-digest': {
    subject: 'Anunțuri noi pentru căutările dvs. salvate / New listings for your saved searches',
    ro: [
      'De ieri, 2 anunțuri noi corespund căutărilor dvs. salvate:',
      `SUV-uri: 2019 Dacia Duster, de la 9.500 €, se încheie miercuri, 1 iulie 2026 la 21:05 (ora României): ${vehicleLink}`,
      'Logan: 2019 Dacia Logan, de la 4.200 €',
    ],
    en: [
      'Since yesterday, 2 new listings match your saved searches:',
      `SUV-uri: 2019 Dacia Duster, from €9,500, ends Wednesday, 1 July 2026 at 21:05 (Romanian time): ${vehicleLink}`,
    ],
    link: `${APP_ORIGIN}/dashboard`,
  },
  'auction-cancelled': {
    subject: 'Licitație anulată / Auction cancelled: 2019 Dacia Duster',
    ro: [
      'Licitația pentru 2019 Dacia Duster, la care ați licitat sau pe care o urmăreați, a fost anulată.',
      'Motiv: Vehiculul a fost avariat',
    ],
    en: [
      'The auction for 2019 Dacia Duster, which you bid on or were watching, has been cancelled.',
      'Reason: Vehiculul a fost avariat',
    ],
    link: `${APP_ORIGIN}/vehicles`,
  },
  'watchlist-ending-soon': {
    subject: 'Licitația se încheie în curând / Auction ending soon: 2019 Dacia Duster',
    ro: [
      'din favoritele dvs., se încheie în curând',
      'Oferta curentă: 15.300 €',
      'Număr de oferte: 7',
      'Licitația se încheie: miercuri, 1 iulie 2026 la 21:05 (ora României)',
    ],
    en: [
      'on your watchlist, ends soon',
      'Current bid: €15,300',
      'Bids: 7',
      'Auction ends: Wednesday, 1 July 2026 at 21:05 (Romanian time)',
    ],
    link: vehicleLink,
  },
  'question-asked': {
    subject: 'Întrebare nouă despre vehiculul dvs. / New question about your vehicle: 2019 Dacia Duster',
    ro: [
      'Un participant a pus o întrebare publică despre 2019 Dacia Duster.',
      'Întrebarea: Are cartea <service> la zi?',
      'Răspundeți la întrebare: ',
      'Răspunsul dvs. va fi public, pe pagina vehiculului',
    ],
    en: [
      'A participant asked a public question about 2019 Dacia Duster.',
      'Question: Are cartea <service> la zi?',
      'Your answer will be public, on the vehicle page',
    ],
    link: `${vehicleLink}#questions`,
  },
  'question-answered': {
    subject: 'Vânzătorul v-a răspuns / The seller answered your question: 2019 Dacia Duster',
    ro: [
      'Vânzătorul vehiculului 2019 Dacia Duster a răspuns la întrebarea dvs.',
      'Întrebarea dvs.: Are cartea service la zi?',
      'Răspunsul: Da, toate reviziile la reprezentanță.',
      'Vedeți răspunsul: ',
    ],
    en: [
      'The seller of 2019 Dacia Duster answered your question.',
      'Your question: Are cartea service la zi?',
      'Answer: Da, toate reviziile la reprezentanță.',
    ],
    link: `${vehicleLink}#questions`,
  },
  'trader-reviewed': {
    subject: 'Cont de dealer neaprobat / Dealer account not approved',
    ro: ['Contul dvs. profesional nu a fost aprobat.', 'Motiv: Codul de TVA nu corespunde firmei'],
    en: ['Your professional account was not approved.', 'Reason: Codul de TVA nu corespunde firmei'],
    link: `${APP_ORIGIN}/dashboard`,
  },
  'password-reset': {
    subject: 'Resetare parolă / Password reset',
    ro: [
      'Am primit o cerere de resetare a parolei',
      'Linkul este valabil 60 de minute și poate fi folosit o singură dată.',
      'Resetați parola: ',
    ],
    en: [
      'We received a request to reset the password',
      'The link is valid for 60 minutes and can be used once.',
      'Reset password: ',
    ],
    link: `${APP_ORIGIN}/reset-password?token=abc123`,
  },
};

describe('renderNotificationEmail', () => {
  it.each(Object.keys(emails) as NotificationEmail['kind'][])(
    'renders %s in Romanian, then English, with its facts and link',
    (kind) => {
      const rendered = renderNotificationEmail(emails[kind], APP_ORIGIN);
      const expected = expectations[kind];

      expect(rendered.subject).toBe(expected.subject);
      const [ro, en] = rendered.text.split('\n----------\n') as [string, string];
      expect(ro.startsWith('Bună ziua, Ion,')).toBe(true);
      expect(en.trimStart().startsWith('Hello Ion,')).toBe(true);
      for (const fact of expected.ro) expect(ro).toContain(fact);
      for (const fact of expected.en) expect(en).toContain(fact);
      expect(ro).toContain(expected.link);
      expect(en).toContain(expected.link);

      const html = rendered.html;
      expect(html.indexOf('<div lang="ro">')).toBeGreaterThan(-1);
      expect(html.indexOf('<div lang="ro">')).toBeLessThan(html.indexOf('<div lang="en">'));
      expect(html).toContain(`href="${expected.link.replace(/&/g, '&amp;')}"`);
      // Romanian uses s and t with a comma below; the look-alike cedilla letters (ş ţ) are typos.
      expect(`${rendered.subject}${rendered.text}`).not.toMatch(/[şţŞŢ]/);
    },
  );

  it('escapes HTML from the vehicle in the HTML body and leaves the text body as written', () => {
    const rendered = renderNotificationEmail(
      {
        ...emails['auction-won'],
        vehicle: { ...vehicle, make: '<script>alert(1)</script>', model: 'Duster "Prestige" & Co' },
      } as NotificationEmail,
      APP_ORIGIN,
    );
    expect(rendered.html).not.toContain('<script>');
    expect(rendered.html).toContain('2019 &lt;script&gt;alert(1)&lt;/script&gt; Duster &quot;Prestige&quot; &amp; Co');
    expect(rendered.text).toContain('2019 <script>alert(1)</script> Duster "Prestige" & Co');
  });

  it('escapes a question, which a user wrote, in the HTML body', () => {
    const rendered = renderNotificationEmail(emails['question-asked'], APP_ORIGIN);
    expect(rendered.html).toContain('Are cartea &lt;service&gt; la zi?');
    expect(rendered.html).not.toContain('<service>');
  });

  it('escapes the first name and the reset link', () => {
    const rendered = renderNotificationEmail(
      { kind: 'password-reset', firstName: '<b>Ana</b>', resetUrl: `${APP_ORIGIN}/reset-password?token=a"b&c=<d>` },
      APP_ORIGIN,
    );
    expect(rendered.html).toContain('Bună ziua, &lt;b&gt;Ana&lt;/b&gt;,');
    expect(rendered.html).toContain(`href="${APP_ORIGIN}/reset-password?token=a&quot;b&amp;c=&lt;d&gt;"`);
    expect(rendered.html).not.toMatch(/<b>|<d>/);
  });

  it('formats money in the language of each half, without cents', () => {
    const rendered = renderNotificationEmail(
      { ...emails['auction-won'], finalPrice: '1234567.89', fee: '12540.00', total: '1247107.89' } as NotificationEmail,
      APP_ORIGIN,
    );
    expect(rendered.text).toContain('Preț final: 1.234.567 €');
    expect(rendered.text).toContain('Final price: €1,234,567');
    expect(rendered.text).toContain('Total to pay: €1,247,107');
    expect(rendered.html).toContain('1.234.567 €');
  });

  it('shows Bucharest winter time and names the starting bid while there is no bid', () => {
    const rendered = renderNotificationEmail(
      {
        ...emails['watchlist-ending-soon'],
        bidCount: 0,
        currentBid: '9000.00',
        minimumNextBid: '9100.00',
        auctionEndTime: new Date('2026-01-15T10:00:00Z'),
      } as NotificationEmail,
      APP_ORIGIN,
    );
    expect(rendered.text).toContain('Licitația se încheie: joi, 15 ianuarie 2026 la 12:00 (ora României)');
    expect(rendered.text).toContain('Auction ends: Thursday, 15 January 2026 at 12:00 (Romanian time)');
    expect(rendered.text).toContain('Oferta de pornire: 9.000 €');
    expect(rendered.text).toContain('Starting bid: €9,000');
  });

  it('leaves out "your bid" when the reader had no earlier bid', () => {
    const rendered = renderNotificationEmail(
      { ...emails['bid-outbid'], previousBid: null } as NotificationEmail,
      APP_ORIGIN,
    );
    expect(rendered.text).not.toContain('Oferta dvs.:');
    expect(rendered.text).not.toContain('Your bid:');
  });

  it('tells a bidder who did not win the final price and their own bid, and the other bidders of an unsold car no deadline', () => {
    const sold = renderNotificationEmail(
      {
        ...emails['auction-lost'],
        outcome: 'sold',
        price: '16000.00',
        yourBid: '15300.00',
        acceptUntil: null,
      } as NotificationEmail,
      APP_ORIGIN,
    );
    expect(sold.subject).toBe('Nu ați câștigat licitația / You did not win the auction: 2019 Dacia Duster');
    expect(sold.text).toContain('s-a încheiat: vehiculul a fost vândut altui participant.');
    expect(sold.text).toContain('Preț final: 16.000 €');
    expect(sold.text).toContain('Oferta dvs.: 15.300 €');
    expect(sold.text).toContain('Final price: €16,000');
    const other = renderNotificationEmail(
      { ...emails['auction-lost'], yourBid: '14000.00', acceptUntil: null } as NotificationEmail,
      APP_ORIGIN,
    );
    expect(other.text).toContain('Your bid: €14,000');
    expect(other.text).not.toMatch(/accept/i);
  });

  it('tells a seller whose auction had no bids how to relist it, with nothing to accept', () => {
    const rendered = renderNotificationEmail(
      { ...emails['listing-unsold'], bidCount: 0, highestBid: null, acceptUntil: null } as NotificationEmail,
      APP_ORIGIN,
    );
    expect(rendered.text).toContain(
      'Licitația pentru vehiculul dvs. 2019 Dacia Duster s-a încheiat fără nicio ofertă.',
    );
    expect(rendered.text).toContain('The auction for your vehicle 2019 Dacia Duster has ended without any bids.');
    expect(rendered.text).toContain('alegeți „Relansați licitația”.');
    expect(rendered.text).toContain(`My Listings: ${APP_ORIGIN}/dashboard?tab=listings`);
    expect(rendered.text).not.toMatch(/Acceptați|accept/);
  });
});
