import {
  type AuctionCancelledEvent,
  type AuctionLostEvent,
  type ListingReserveMetEvent,
  type ListingUnsoldEvent,
  type AuctionRescheduledEvent,
  type AuctionSoldEvent,
  type TraderReviewedEvent,
  type TransactionSettledEvent,
  type AuctionWonEvent,
  type ListingBidReceivedEvent,
  type ListingQuestionReceivedEvent,
  type QuestionAnswerReceivedEvent,
  type OutbidEvent,
  type VehicleHeadline,
  type Language,
  type WatchlistEndingSoonEvent,
} from '@autolicit/shared';
import { currentLanguage, formatDateTime, formatNumber, formatPrice } from '../../../lib/i18n';

/** The events of a user's own room (spec §4), each as a notification. */
export type UserEvent =
  | { kind: 'bid:outbid'; payload: OutbidEvent }
  | { kind: 'auction:won'; payload: AuctionWonEvent }
  | { kind: 'auction:sold'; payload: AuctionSoldEvent }
  | { kind: 'auction:cancelled'; payload: AuctionCancelledEvent }
  | { kind: 'auction:rescheduled'; payload: AuctionRescheduledEvent }
  | { kind: 'transaction:settled'; payload: TransactionSettledEvent }
  | { kind: 'trader:reviewed'; payload: TraderReviewedEvent }
  | { kind: 'watchlist:ending-soon'; payload: WatchlistEndingSoonEvent }
  | { kind: 'listing:bid-received'; payload: ListingBidReceivedEvent }
  | { kind: 'listing:reserve-met'; payload: ListingReserveMetEvent }
  | { kind: 'listing:question-received'; payload: ListingQuestionReceivedEvent }
  | { kind: 'auction:lost'; payload: AuctionLostEvent }
  | { kind: 'listing:unsold'; payload: ListingUnsoldEvent }
  | { kind: 'question:answer-received'; payload: QuestionAnswerReceivedEvent };

export interface UserEventNotice {
  color: string;
  titleKey: string;
  messageKey: string;
  values: Record<string, string>;
  vehicleId: string;
  /** Where the notification's link leads. */
  linkTo: string;
  linkKey: string;
}

const title = (vehicle: VehicleHeadline) => `${vehicle.year} ${vehicle.make} ${vehicle.model}`;

/** Pure: which texts (keys of the 'userEvents' namespace) and link a user event shows. */
export function describeUserEvent(event: UserEvent, language: Language = currentLanguage()): UserEventNotice {
  const price = (value: string) => formatPrice(value, language);
  if (event.kind === 'trader:reviewed') {
    const verified = event.payload.verificationStatus === 'verified';
    return {
      color: verified ? 'green' : 'red',
      titleKey: verified ? 'reviewed.verifiedTitle' : 'reviewed.rejectedTitle',
      messageKey: verified ? 'reviewed.verifiedMessage' : 'reviewed.rejectedMessage',
      values: { reason: event.payload.reason ?? '' },
      vehicleId: '',
      linkTo: '/dashboard',
      linkKey: 'viewDashboard',
    };
  }
  const vehicle = event.payload;
  const base = { vehicleId: vehicle.vehicleId, linkTo: `/vehicle/${vehicle.vehicleId}`, linkKey: 'viewVehicle' };
  switch (event.kind) {
    case 'bid:outbid':
      if (event.payload.maximumExceeded) {
        return {
          // "#raise-max": the vehicle page opens the confirmation of a raised maximum (two taps in all).
          ...base,
          color: 'orange',
          titleKey: 'maximumExceeded.title',
          messageKey: 'maximumExceeded.message',
          linkKey: 'raiseMaximum',
          linkTo: `/vehicle/${vehicle.vehicleId}#raise-max`,
          values: {
            title: title(vehicle),
            currentBid: price(event.payload.currentBid),
            minimum: price(event.payload.minimumNextBid),
          },
        };
      }
      return {
        // "#bid": the vehicle page puts focus on the bid amount, also when it is already open.
        ...base,
        color: 'orange',
        titleKey: 'outbid.title',
        messageKey: 'outbid.message',
        linkKey: 'bidAgain',
        linkTo: `/vehicle/${vehicle.vehicleId}#bid`,
        values: {
          title: title(vehicle),
          yourBid: price(event.payload.yourBid),
          currentBid: price(event.payload.currentBid),
          minimum: price(event.payload.minimumNextBid),
        },
      };
    case 'auction:won':
      return {
        ...base,
        color: 'green',
        titleKey: 'won.title',
        messageKey: 'won.message',
        linkTo: '/dashboard?tab=transactions',
        linkKey: 'viewTransactions',
        values: {
          title: title(vehicle),
          finalPrice: price(event.payload.finalPrice),
          fee: price(event.payload.fee),
          total: price(event.payload.total),
        },
      };
    case 'auction:sold':
      return {
        ...base,
        color: 'green',
        titleKey: 'sold.title',
        messageKey: 'sold.message',
        linkTo: '/dashboard?tab=listings',
        linkKey: 'viewListings',
        values: { title: title(vehicle), finalPrice: price(event.payload.finalPrice) },
      };
    case 'transaction:settled': {
      const paid = event.payload.paymentStatus === 'completed';
      return {
        ...base,
        color: paid ? 'green' : 'red',
        titleKey: paid ? 'settled.paidTitle' : 'settled.unpaidTitle',
        messageKey: paid ? 'settled.paidMessage' : 'settled.unpaidMessage',
        linkTo: '/dashboard?tab=transactions',
        linkKey: 'viewTransactions',
        values: { title: title(vehicle) },
      };
    }
    case 'auction:rescheduled':
      return {
        ...base,
        color: 'blue',
        titleKey: 'rescheduled.title',
        messageKey: 'rescheduled.message',
        values: { title: title(vehicle), end: formatDateTime(event.payload.auctionEndTime, language) },
      };
    case 'auction:cancelled':
      return {
        ...base,
        color: 'gray',
        titleKey: 'cancelled.title',
        messageKey: 'cancelled.message',
        linkTo: '/vehicles',
        linkKey: 'browseOthers',
        values: { title: title(vehicle), reason: event.payload.reason },
      };
    case 'watchlist:ending-soon':
      return {
        ...base,
        color: 'blue',
        titleKey: 'endingSoon.title',
        messageKey: 'endingSoon.message',
        values: { title: title(vehicle) },
      };
    case 'listing:bid-received':
      return {
        ...base,
        color: 'blue',
        titleKey: 'bidReceived.title',
        messageKey: 'bidReceived.message',
        values: {
          title: title(vehicle),
          amount: price(event.payload.amount),
          count: formatNumber(event.payload.bidCount, language),
        },
      };
    case 'listing:reserve-met':
      return {
        ...base,
        color: 'green',
        titleKey: 'reserveMet.title',
        messageKey: 'reserveMet.message',
        values: { title: title(vehicle), price: price(event.payload.currentBid) },
      };
    case 'auction:lost': {
      const { outcome, acceptUntil } = event.payload;
      const values = { title: title(vehicle), price: price(event.payload.price) };
      if (outcome === 'sold')
        return { ...base, color: 'gray', titleKey: 'lost.soldTitle', messageKey: 'lost.soldMessage', values };
      return {
        ...base,
        color: 'gray',
        titleKey: 'lost.unsoldTitle',
        messageKey: acceptUntil ? 'lost.leaderMessage' : 'lost.unsoldMessage',
        values: acceptUntil ? { ...values, until: formatDateTime(acceptUntil, language) } : values,
      };
    }
    case 'listing:unsold': {
      const { highestBid, acceptUntil } = event.payload;
      // Accepting the highest bid and relisting are on the listing's card in My Listings.
      const notice = {
        ...base,
        color: 'orange',
        titleKey: 'unsold.title',
        linkTo: '/dashboard?tab=listings',
        linkKey: 'viewListings',
      };
      if (highestBid === null)
        return { ...notice, messageKey: 'unsold.noBidsMessage', values: { title: title(vehicle) } };
      const values = { title: title(vehicle), price: price(highestBid) };
      return acceptUntil
        ? {
            ...notice,
            messageKey: 'unsold.message',
            values: { ...values, until: formatDateTime(acceptUntil, language) },
          }
        : { ...notice, messageKey: 'unsold.relistMessage', values };
    }
    case 'listing:question-received':
      return {
        // "#questions": the vehicle page's questions section, where the seller answers.
        ...base,
        color: 'blue',
        titleKey: 'questionReceived.title',
        messageKey: 'questionReceived.message',
        linkKey: 'answerQuestion',
        linkTo: `/vehicle/${vehicle.vehicleId}#questions`,
        values: { title: title(vehicle) },
      };
    case 'question:answer-received':
      return {
        ...base,
        color: 'blue',
        titleKey: 'answerReceived.title',
        messageKey: 'answerReceived.message',
        linkKey: 'viewAnswer',
        linkTo: `/vehicle/${vehicle.vehicleId}#questions`,
        values: { title: title(vehicle) },
      };
  }
}
