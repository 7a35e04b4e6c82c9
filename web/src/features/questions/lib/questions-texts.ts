import { i18n } from '../../../lib/i18n';
import { registerQuestionMessages } from '../../../lib/question-messages';
import { en } from '../locales/en';
import { ro } from '../locales/ro';

/** This feature's i18next namespace. */
export const QUESTIONS_NS = 'questions';

/** The texts come with the section's lazy chunk, not the vehicle page's first paint. */
export function registerQuestionsTexts(): void {
  registerQuestionMessages();
  if (i18n.hasResourceBundle('ro', QUESTIONS_NS)) return;
  i18n.addResourceBundle('ro', QUESTIONS_NS, ro);
  i18n.addResourceBundle('en', QUESTIONS_NS, en);
}
