import { i18n } from '../../../lib/i18n';
import { registerQuestionMessages } from '../../../lib/question-messages';
import { en } from '../locales/question-moderation-en';
import { ro } from '../locales/question-moderation-ro';

export const QUESTION_MODERATION_NS = 'questionModeration';

/** With the dashboard's chunk, not the main bundle the admin's other texts are in. */
export function registerQuestionModerationTexts(): void {
  registerQuestionMessages();
  if (i18n.hasResourceBundle('ro', QUESTION_MODERATION_NS)) return;
  i18n.addResourceBundle('ro', QUESTION_MODERATION_NS, ro);
  i18n.addResourceBundle('en', QUESTION_MODERATION_NS, en);
}
