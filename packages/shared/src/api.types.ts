import type { VinFacts } from './rules/vin-decoder';
import type {
  Color,
  Drivetrain,
  EntityType,
  FuelType,
  PaymentStatus,
  SellerType,
  Transmission,
  UserRole,
  VehicleCategory,
  VehicleCondition,
  VehicleStatus,
  VerificationStatus,
} from './options';

/** Response shapes of the REST API. Money is a decimal string ("15300.00"); times are ISO 8601 UTC. */

export interface UserDto {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The active role. Accounts with admin rights switch it between user and admin. */
  role: UserRole;
  /** True for accounts with admin rights, whatever role is active. */
  canSwitchRole: boolean;
  entityType: EntityType | null;
  profileImageUrl: string | null;
  /** Professional (dealer) accounts only. */
  verificationStatus: VerificationStatus | null;
  createdAt: string;
}

export interface VehicleDto {
  id: string;
  year: number;
  make: string;
  model: string;
  vin: string;
  mileage: number;
  transmission: Transmission | null;
  drivetrain: Drivetrain | null;
  condition: VehicleCondition;
  category: VehicleCategory | null;
  fuelType: FuelType | null;
  color: Color | null;
  location: string | null;
  /** Display-size photo URLs, cover first. */
  images: string[];
  thumbnails: string[];
  youtubeUrl: string | null;
  description: string | null;
  hasDamage: boolean;
  startingBid: string;
  /** The high bid, or the starting bid while there is no bid. */
  currentBid: string;
  minimumNextBid: string;
  buyNowPrice: string | null;
  /** Only for the seller and admins; null for everyone else. */
  reservePrice: string | null;
  hasReserve: boolean;
  isReserveMet: boolean;
  bidCount: number;
  viewCount: number;
  auctionEndTime: string;
  sellerId: string;
  sellerType: SellerType;
  /** Only for the seller and admins. */
  companyName: string | null;
  companyCui: string | null;
  /** Only for the seller and admins: why a cancelled auction was cancelled. */
  cancelReason: string | null;
  /** Only for the seller and admins: the auction this one was put up again as, if it was. */
  relistedAs: string | null;
  /**
   * Only for the seller and admins: until when the highest bid of an auction that ended under its
   * reserve may still be accepted (48 h after the close); null when there is nothing to accept.
   */
  acceptBidUntil: string | null;
  status: VehicleStatus;
  createdAt: string;
  /**
   * The vehicle page only (GET /api/vehicles/:id): a business listing whose seller is a dealer an
   * admin verified ("Dealer verificat"). Absent from lists and live events.
   */
  sellerVerifiedDealer?: boolean;
  /** The vehicle page only: what the VIN's own structure says (shared getVinFacts); null when nothing. */
  vinFacts?: VinFacts | null;
  /**
   * The vehicle page only: the RAR Auto-Pass certificate the seller declared last (null: none).
   * Absent from lists and live events.
   */
  rarCertificate?: RarCertificateDto | null;
}

/** An RAR Auto-Pass certificate as declared by the seller; not verified by the platform. */
export interface RarCertificateDto {
  id: string;
  number: string;
  /** The issue date, `YYYY-MM-DD`. */
  issuedAt: string;
  /** Where its PDF downloads (as an attachment), or null when none was attached. */
  pdfUrl: string | null;
  /** When the seller added this version. */
  updatedAt: string;
}

/** GET /api/vehicles/:id/rar-certificates: every version, newest first; the first is the current one. */
export interface RarCertificateHistoryDto {
  certificates: RarCertificateDto[];
}

export interface BidDto {
  id: string;
  vehicleId: string;
  amount: string;
  bidSeq: number;
  /** "Bidder 3": stable per auction, never the bidder's identity. */
  bidderAlias: string;
  isMine: boolean;
  /** Placed by the platform for the holder of a maximum. */
  isAutomatic: boolean;
  createdAt: string;
}

export interface VehicleSummaryDto {
  id: string;
  year: number;
  make: string;
  model: string;
  image: string | null;
  currentBid: string;
  bidCount: number;
  auctionEndTime: string;
  status: VehicleStatus;
}

export interface UserBidDto {
  id: string;
  vehicleId: string;
  amount: string;
  createdAt: string;
  /** Whether this bid is still the vehicle's high bid. */
  isHighest: boolean;
  isAutomatic: boolean;
  /** The user's standing maximum on this vehicle; null for anyone but the user themselves. */
  maximum: string | null;
  vehicle: VehicleSummaryDto;
}

export interface TransactionDto {
  id: string;
  vehicleId: string;
  finalPrice: string;
  fee: string;
  paymentStatus: PaymentStatus;
  buyerId: string;
  sellerId: string;
  createdAt: string;
  /** Until when the buyer should pay; after it the seller may record a non-payment. */
  paymentDueBy: string;
  /** The other side of the sale, to reach them: shown to the parties only once the sale exists. */
  counterparty: { role: 'buyer' | 'seller'; name: string; email: string; phone: string | null };
  vehicle: VehicleSummaryDto;
}

export interface WatchlistEntryDto {
  vehicleId: string;
  createdAt: string;
  vehicle: VehicleDto;
}

export const QUEUE_STATES = ['waiting', 'delayed', 'active', 'failed'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/** GET /api/admin/queues: the auction-close queue's job counts and this node's close lag. */
export interface QueueHealthDto {
  jobs: Record<QueueState, number>;
  /** Closes observed by this server since it started, and their total lag; null before the first. */
  closeLag: { count: number; sumSeconds: number } | null;
}

/** GET /api/auth/mfa: the signed-in user's second factor. */
export interface MfaStatusDto {
  enabled: boolean;
  recoveryCodesLeft: number;
}

/** POST /api/auth/mfa/enrol: what the authenticator app needs (QR code or the secret typed in). */
export interface MfaEnrolmentDto {
  secret: string;
  otpauthUri: string;
  /** The QR code of otpauthUri, as SVG markup. */
  qrSvg: string;
}

/** POST /api/auth/mfa/confirm: the one-time recovery codes, shown once. */
export interface MfaConfirmedDto {
  recoveryCodes: string[];
}

/** One row of the security audit log (GET /api/admin/audit-events), newest first. */
export interface AuditEventDto {
  id: string;
  occurredAt: string;
  /** login, password.reset, role.switch, sessions.signed-out-everywhere, admin.sessions-revoked, ... */
  event: string;
  outcome: 'success' | 'failure';
  ip: string | null;
  /** The account concerned and who acted, when known (emails; null once deleted). */
  userEmail: string | null;
  actorEmail: string | null;
  details: Record<string, unknown>;
}

export interface StatsDto {
  activeAuctions: number;
  totalVehicles: number;
  registeredUsers: number;
  soldThisMonth: number;
}

export interface PlaceBidResultDto {
  /**
   * The caller's own bid recorded by this request; null when it recorded none of theirs (a maximum
   * beaten at once, a hand bid that only tied the leader's maximum, a leader resetting a maximum).
   */
  bid: BidDto | null;
  /** Every bid the request recorded, in order: the caller's and the automatic counter-bids it triggered. */
  bids: BidDto[];
  vehicle: VehicleDto;
  isPurchase: boolean;
  /** Whether the caller holds the high bid after the request. */
  isLeading: boolean;
  /** The caller's offer was accepted and at once beaten by another bidder's maximum. */
  outbidByAutomatic: boolean;
  /** "You were outbid by an automatic bid" when it was; otherwise null. */
  message: string | null;
  /** The caller's standing maximum after the request; sent to the caller only. */
  maximum: string | null;
  /** What the bidder pays on top of the high bid if they win, and high bid + fee. */
  fee: string;
  total: string;
}

export interface ApiErrorBody {
  message: string;
  /** Stable machine code of the error (e.g. VALIDATION, BID_TOO_LOW). */
  code?: string;
  /** The i18n key of the message, so clients can show it in the user's language. */
  messageKey?: string;
  messageParams?: Record<string, string | number>;
  /** For validation errors: the field the message is about. */
  field?: string;
}

/** A professional account as the admins' "Verificări" screen shows it, with the format checks. */
export interface ProfessionalReviewDto {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  position: string;
  companyName: string;
  tradingName: string | null;
  vatNumber: string;
  country: string;
  /** The VAT number's national format, checked again now. */
  vatFormatValid: boolean;
  /** For Romania, whether the CUI's check digit matches; null elsewhere. */
  cuiCheckDigitValid: boolean | null;
  registrationNumber: string;
  yearEstablished: string;
  companyAddress: string;
  city: string;
  postalCode: string;
  website: string | null;
  businessType: string;
  primaryMarkets: string[];
  monthlyVolume: string;
  businessDescription: string;
  verificationStatus: 'pending' | 'verified' | 'rejected';
  rejectionReason: string | null;
  registeredAt: string;
  reviewedAt: string | null;
}

/** Someone a shill-bid signal is about, as an operator needs to recognise them. */
export interface SignalPartyDto {
  id: string;
  name: string;
  email: string;
}

export interface SignalVehicleDto {
  id: string;
  title: string;
  status: string;
}

/** One client a bidder and a seller both used: the address or the browser (device cookie). */
export interface SharedClientDto {
  via: 'address' | 'browser';
  /** The address itself, or the first 8 characters of the device id. */
  value: string;
  bidderLastSeen: string;
  sellerLastSeen: string;
}

/**
 * A suspicious pattern and the evidence behind it (GET /api/admin/signals). Signals only: nothing
 * is blocked, an operator decides.
 */
export type ShillSignalDto =
  | {
      kind: 'shared-client';
      bidder: SignalPartyDto;
      seller: SignalPartyDto;
      shared: SharedClientDto[];
      vehicles: SignalVehicleDto[];
      bidCount: number;
    }
  | {
      kind: 'seller-concentration';
      bidder: SignalPartyDto;
      seller: SignalPartyDto;
      vehicles: SignalVehicleDto[];
      /** The bidder's auctions in the period, and how many of them are this seller's. */
      totalAuctions: number;
      sellerAuctions: number;
      bidCount: number;
      wins: number;
    }
  | {
      kind: 'minimum-raises';
      bidder: SignalPartyDto;
      vehicles: SignalVehicleDto[];
      /** Bids at exactly the minimum right after another bidder's bid. */
      minimumRaises: number;
      endedAuctions: number;
      wins: 0;
      /** The sellers of those auctions, most frequent first. */
      sellers: SignalPartyDto[];
    }
  | {
      kind: 'bid-from-seller-client';
      bidder: SignalPartyDto;
      seller: SignalPartyDto;
      vehicle: SignalVehicleDto;
      bid: { amount: string | null; placedAt: string; via: 'address' | 'browser'; value: string };
    }
  | {
      /** A question on a listing asked from its seller's own browser or address. */
      kind: 'question-from-seller-client';
      /** The account that asked. */
      bidder: SignalPartyDto;
      seller: SignalPartyDto;
      vehicle: SignalVehicleDto;
      question: { askedAt: string; via: 'address' | 'browser'; value: string };
    };

export interface ShillSignalsDto {
  since: string;
  generatedAt: string;
  retentionDays: number;
  signals: ShillSignalDto[];
}
