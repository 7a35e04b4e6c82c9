import { questionMessages } from '@autolicit/shared';
import { VALIDATION_NS, i18n } from './i18n';

/**
 * The questions' validation and error messages (`question.*`), added to the `validation` namespace
 * by the screens that show questions (the vehicle page's section, the admins' moderation), in their
 * own chunks: the first paint of every page does without them.
 */
export function registerQuestionMessages(): void {
  if (i18n.exists('question.textInvalid', { ns: VALIDATION_NS, lng: 'ro' })) return;
  // Not LANGUAGES: importing the shared constants here would split them out of the first-paint bundle.
  for (const language of ['ro', 'en'] as const) {
    const texts = Object.fromEntries(
      Object.entries(questionMessages).map(([key, text]) => [key.slice('question.'.length), text[language]]),
    );
    i18n.addResourceBundle(language, VALIDATION_NS, { question: texts }, true, false);
  }
}
