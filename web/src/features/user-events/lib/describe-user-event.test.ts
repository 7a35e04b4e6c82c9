import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { describeUserEvent } from './describe-user-event';
import { USER_EVENTS_NS, registerUserEventTexts } from './user-event-texts';

const headline = {
  vehicleId: '9d5b2a4e-3c1f-4e8a-9b7d-6f0e1a2b3c4d',
  year: 2018,
  make: 'Audi',
  model: 'A4',
  serverTime: '2026-11-21T10:00:00.000Z',
};

function render(language: 'ro' | 'en', notice: ReturnType<typeof describeUserEvent>) {
  const t = i18n.getFixedT(language, USER_EVENTS_NS);
  return { title: t(notice.titleKey), message: t(notice.messageKey, notice.values), link: t(notice.linkKey) };
}

// English texts are fetched on demand (a chunk of their own), as in the browser.
beforeAll(async () => {
  await i18n.loadLanguages('en');
  // The notices' texts come with the notifier's chunk, as in the browser.
  registerUserEventTexts();
});

describe('describeUserEvent', () => {
  it('words an outbid with both amounts and the new minimum, linking back to the vehicle', () => {
    const event = {
      kind: 'bid:outbid',
      payload: {
        ...headline,
        yourBid: '3100.00',
        maximumExceeded: false,
        currentBid: '3500.00',
        minimumNextBid: '3600.00',
        auctionEndTime: '2026-11-22T10:00:00.000Z',
      },
    } as const;
    const notice = describeUserEvent(event, 'ro');
    expect(notice.linkTo).toBe(`/vehicle/${headline.vehicleId}#bid`);
    expect(render('en', describeUserEvent(event, 'en'))).toEqual({
      title: 'You were outbid',
      message: 'You were outbid on 2018 Audi A4: €3,500 beats your €3,100. The minimum is now €3,600.',
      link: 'Bid again',
    });
    expect(render('ro', notice).message).toBe(
      'Oferta dvs. pentru 2018 Audi A4 a fost depășită: 3.500 € față de 3.100 €. Minimul este acum 3.600 €.',
    );
  });

  it('tells a maximum holder their maximum was exceeded, linking to the raise confirmation', () => {
    const notice = describeUserEvent(
      {
        kind: 'bid:outbid',
        payload: {
          ...headline,
          yourBid: '3100.00',
          maximumExceeded: true,
          currentBid: '3500.00',
          minimumNextBid: '3600.00',
          auctionEndTime: '2026-11-22T10:00:00.000Z',
        },
      },
      'en',
    );
    expect(notice.linkTo).toBe(`/vehicle/${headline.vehicleId}#raise-max`);
    expect(render('en', notice)).toEqual({
      title: 'Your maximum was exceeded',
      message:
        'On 2018 Audi A4 the price is now €3,500, above your maximum: the platform can no longer bid for you. The minimum is €3,600.',
      link: 'Raise your maximum',
    });
    expect(render('ro', notice).title).toBe('Oferta dvs. maximă a fost depășită');
  });

  it('tells bidders and watchers that an auction was cancelled, and why', () => {
    const notice = describeUserEvent({ kind: 'auction:cancelled', payload: { ...headline, reason: 'Vândută direct' } });
    expect(notice.linkTo).toBe('/vehicles');
    expect(render('ro', notice)).toEqual({
      title: 'Licitație anulată',
      message:
        'Licitația pentru 2018 Audi A4 a fost anulată: Vândută direct. Nimeni nu o câștigă și nu datorați nimic.',
      link: 'Vedeți alte licitații',
    });
  });

  it('sends a winner to the transactions with price, fee and total', () => {
    const notice = describeUserEvent(
      {
        kind: 'auction:won',
        payload: { ...headline, transactionId: 't1', finalPrice: '15300.00', fee: '350.00', total: '15650.00' },
      },
      'en',
    );
    expect(notice.linkTo).toBe('/dashboard?tab=transactions');
    expect(render('en', notice).message).toBe('You won 2018 Audi A4 for €15,300. With the €350 fee you pay €15,650.');
  });

  it('tells a seller about a sale and about each bid on a listing', () => {
    expect(
      describeUserEvent({ kind: 'auction:sold', payload: { ...headline, transactionId: 't1', finalPrice: '9000.00' } })
        .linkTo,
    ).toBe('/dashboard?tab=listings');
    const bid = describeUserEvent({
      kind: 'listing:bid-received',
      payload: {
        ...headline,
        bidId: 'b1',
        amount: '6100.00',
        currentBid: '6100.00',
        bidCount: 3,
        isReserveMet: false,
        auctionEndTime: '2026-11-22T10:00:00.000Z',
      },
    });
    expect(render('ro', bid)).toMatchObject({
      title: 'Ofertă nouă la anunțul dvs.',
      message: '6.100 € pentru 2018 Audi A4 (oferta 3).',
    });
  });

  it('warns a watcher 10 minutes before the end', () => {
    const notice = describeUserEvent({
      kind: 'watchlist:ending-soon',
      payload: { ...headline, auctionEndTime: '2026-11-21T10:10:00.000Z' },
    });
    expect(render('en', notice).message).toBe('2018 Audi A4 from your watchlist ends in 10 minutes.');
  });

  it('tells a bidder who did not win how the auction ended, and the highest bidder of an unsold car until when it may be accepted', () => {
    const lost = (outcome: 'sold' | 'ended', acceptUntil: string | null) =>
      describeUserEvent({
        kind: 'auction:lost',
        payload: { ...headline, outcome, price: '7500.00', acceptUntil },
      });
    expect(lost('sold', null).linkTo).toBe(`/vehicle/${headline.vehicleId}`);
    expect(render('ro', lost('sold', null))).toEqual({
      title: 'Nu ați câștigat licitația',
      message: '2018 Audi A4 s-a vândut cu 7.500 € altui participant.',
      link: 'Vedeți vehiculul',
    });
    expect(
      render(
        'en',
        describeUserEvent(
          { kind: 'auction:lost', payload: { ...headline, outcome: 'ended', price: '7500.00', acceptUntil: null } },
          'en',
        ),
      ).message,
    ).toBe('The auction for 2018 Audi A4 ended without a sale: the reserve price was not met.');
    const leader = render('ro', lost('ended', '2026-11-23T10:00:00.000Z'));
    expect(leader.title).toBe('Licitație încheiată fără vânzare');
    expect(leader.message).toMatch(
      /^Licitația pentru 2018 Audi A4 s-a încheiat sub prețul de rezervă\. Vânzătorul vă mai poate accepta oferta de 7\.500 € până la .*23.*\.$/,
    );
  });

  it('sends a seller whose auction ended unsold to My Listings, to accept the highest bid or relist', () => {
    const unsold = describeUserEvent(
      {
        kind: 'listing:unsold',
        payload: { ...headline, bidCount: 3, highestBid: '7500.00', acceptUntil: '2026-11-23T10:00:00.000Z' },
      },
      'en',
    );
    expect(unsold.linkTo).toBe('/dashboard?tab=listings');
    expect(render('en', unsold)).toMatchObject({
      title: 'Your auction ended without a sale',
      link: 'View my listings',
    });
    expect(render('en', unsold).message).toMatch(
      /^2018 Audi A4 ended under your reserve price; the highest bid is €7,500\. You can accept it until .*, or relist the vehicle\.$/,
    );
    const noBids = describeUserEvent({
      kind: 'listing:unsold',
      payload: { ...headline, bidCount: 0, highestBid: null, acceptUntil: null },
    });
    expect(render('ro', noBids).message).toBe('2018 Audi A4 s-a încheiat fără oferte. Puteți relansa licitația.');
  });

  it('tells a seller their reserve was met, with the price that met it', () => {
    const notice = describeUserEvent({
      kind: 'listing:reserve-met',
      payload: { ...headline, currentBid: '9100.00', bidCount: 5, auctionEndTime: '2026-11-22T10:00:00.000Z' },
    });
    expect(notice.linkTo).toBe(`/vehicle/${headline.vehicleId}`);
    expect(render('ro', notice)).toMatchObject({
      title: 'Prețul dvs. de rezervă a fost atins',
      message:
        '9.100 € pentru 2018 Audi A4 a atins prețul de rezervă: la final, vehiculul se vinde celui mai mare ofertant.',
    });
  });
});
