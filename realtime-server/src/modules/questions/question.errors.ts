import { ANSWER_EDIT_WINDOW_MS } from '@autolicit/shared';
import { AuctionClosedError, ConflictError, ForbiddenError } from '../../platform/errors';

export class OwnListingQuestionError extends ForbiddenError {
  override readonly code = 'OWN_LISTING_QUESTION';
  constructor() {
    super('question.ownListing');
  }
}

export class QuestionsClosedError extends AuctionClosedError {
  constructor() {
    super('question.auctionEnded');
  }
}

export class NotTheSellerError extends ForbiddenError {
  override readonly code = 'NOT_THE_SELLER';
  constructor() {
    super('question.notSeller');
  }
}

export class AnswerEditWindowClosedError extends ConflictError {
  override readonly code = 'ANSWER_EDIT_WINDOW_CLOSED';
  constructor() {
    super('question.editWindowClosed', { minutes: Math.round(ANSWER_EDIT_WINDOW_MS / 60_000) });
  }
}

export class QuestionHiddenError extends ConflictError {
  override readonly code = 'QUESTION_HIDDEN';
  constructor() {
    super('question.hidden');
  }
}
