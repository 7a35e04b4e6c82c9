import type { Language } from '../constants';
import { questionMessages } from './question-messages';
import { type MessageParams, fillPlaceholders, validationMessages } from './validation-messages';

/*
 * The keys of every message catalogue and their translation. Apart from the catalogues themselves,
 * so that the web app, which reads `validationMessages` at first paint and registers the question
 * messages with its questions chunk, never reaches one catalogue through the other.
 */
export type ValidationMessageKey = keyof typeof validationMessages | keyof typeof questionMessages;

export function isValidationMessageKey(value: string): value is ValidationMessageKey {
  return Object.hasOwn(validationMessages, value) || Object.hasOwn(questionMessages, value);
}

/** The text of a key in a language, with {{name}} placeholders filled from params. */
export function translateMessage(key: ValidationMessageKey, language: Language, params: MessageParams = {}): string {
  const texts: Record<Language, string> =
    key in validationMessages
      ? validationMessages[key as keyof typeof validationMessages]
      : questionMessages[key as keyof typeof questionMessages];
  return fillPlaceholders(texts[language], params);
}
