import { type MessageParams, type ValidationMessageKey, translateMessage } from '@autolicit/shared';

/**
 * An expected failure with a stable code, an HTTP status and a message from the shared catalogue.
 * The error middleware turns it into `{ message, code, messageKey, field }`.
 */
export abstract class AppError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;

  constructor(
    readonly messageKey: ValidationMessageKey,
    readonly messageParams: MessageParams = {},
    readonly field?: string,
  ) {
    super(translateMessage(messageKey, 'en', messageParams));
    this.name = new.target.name;
  }
}

/**
 * Builds an expected error without capturing a stack trace. A refusal on the bid path is an answer,
 * not a bug: nobody reads its stack, and capturing one costs more than the rest of the refusal.
 */
export function withoutStack<E extends Error>(make: () => E): E {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return make();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

export class ValidationError extends AppError {
  readonly status = 400;
  readonly code: string = 'VALIDATION';
}

export class BidTooLowError extends ValidationError {
  override readonly code = 'BID_TOO_LOW';
  constructor(
    readonly minimumBid: string,
    formatted: string,
  ) {
    super('bid.tooLow', { amount: formatted }, 'amount');
  }
}

export class MaximumTooLowError extends ValidationError {
  override readonly code = 'MAXIMUM_TOO_LOW';
  constructor(
    readonly minimumBid: string,
    formatted: string,
  ) {
    super('bid.maxTooLow', { amount: formatted }, 'maxAmount');
  }
}

export class UnauthorizedError extends AppError {
  readonly status = 401;
  readonly code = 'UNAUTHORIZED';
  constructor(key: ValidationMessageKey = 'errors.unauthorized') {
    super(key);
  }
}

export class ForbiddenError extends AppError {
  readonly status = 403;
  readonly code: string = 'FORBIDDEN';
  constructor(key: ValidationMessageKey = 'errors.forbidden') {
    super(key);
  }
}

export class MfaRequiredError extends ForbiddenError {
  override readonly code = 'MFA_REQUIRED';
  constructor() {
    super('auth.mfaRequired');
  }
}

export class OwnAuctionError extends ForbiddenError {
  override readonly code = 'OWN_AUCTION';
  constructor() {
    super('bid.ownAuction');
  }
}

export class NotFoundError extends AppError {
  readonly status = 404;
  readonly code = 'NOT_FOUND';
  constructor(key: ValidationMessageKey = 'errors.notFound') {
    super(key);
  }
}

export class ConflictError extends AppError {
  readonly status = 409;
  readonly code: string = 'CONFLICT';
}

export class AuctionClosedError extends ConflictError {
  override readonly code = 'AUCTION_CLOSED';
}

export class PayloadTooLargeError extends AppError {
  readonly status = 413;
  readonly code = 'PAYLOAD_TOO_LARGE';
  constructor(key: ValidationMessageKey = 'errors.payloadTooLarge') {
    super(key);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  readonly status = 415;
  readonly code = 'UNSUPPORTED_MEDIA_TYPE';
  constructor() {
    super('errors.jsonRequired');
  }
}

export class RateLimitError extends AppError {
  readonly status = 429;
  readonly code = 'RATE_LIMITED';
  constructor(readonly retryAfterSeconds: number) {
    super('errors.rateLimited', { seconds: retryAfterSeconds });
  }
}

/** A socket already holds MAX_ROOMS_PER_SOCKET vehicle rooms. */
export class TooManyRoomsError extends AppError {
  readonly status = 429;
  readonly code = 'TOO_MANY_ROOMS';
  constructor() {
    super('live.tooManyRooms');
  }
}

/**
 * A dependency (Redis) is down for a moment: 503 with Retry-After, so clients wait and retry
 * instead of treating it as a failure of their request.
 */
export class ServiceUnavailableError extends AppError {
  readonly status = 503;
  readonly code: string = 'SERVICE_UNAVAILABLE';
  constructor(readonly retryAfterSeconds = 5) {
    super('errors.serviceUnavailable');
  }
}

/**
 * The database went away while a bid was being written: it may or may not be stored. The client
 * sends the same key again (or asks for the attempt) to learn which, instead of bidding again.
 */
export class BidOutcomeUnknownError extends ServiceUnavailableError {
  override readonly code = 'BID_OUTCOME_UNKNOWN';
}

/** A push subscription whose endpoint is not one of the allowed push services (an SSRF door otherwise). */
export class PushEndpointNotAllowedError extends ValidationError {
  override readonly code = 'PUSH_ENDPOINT_NOT_ALLOWED';
  constructor() {
    super('push.endpointNotAllowed', {}, 'endpoint');
  }
}

/** Push notifications are switched off on this deployment (PUSH_NOTIFICATIONS=false). */
export class PushDisabledError extends AppError {
  readonly status = 404;
  readonly code = 'PUSH_DISABLED';
  constructor() {
    super('push.disabled');
  }
}
