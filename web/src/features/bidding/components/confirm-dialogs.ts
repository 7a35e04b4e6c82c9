// The bid and buy-now confirmations (fee summary, terms, the bid's request): a chunk of its own,
// loaded through bid-dialogs.tsx after the vehicle page's first paint.
export { VehicleBidConfirmations } from './vehicle-bid-confirmations';
