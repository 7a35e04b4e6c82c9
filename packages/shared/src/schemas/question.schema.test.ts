import { describe, expect, it } from 'vitest';
import { translateMessage } from '../i18n/translate-message';
import { answerInputSchema, questionInputSchema, questionReportInputSchema } from './question.schema';

describe('question schemas', () => {
  it('trim the text and take 3 to 500 characters', () => {
    expect(questionInputSchema.parse({ text: '  Are cartea service?  ' })).toEqual({ text: 'Are cartea service?' });
    expect(questionInputSchema.safeParse({ text: 'a'.repeat(500) }).success).toBe(true);
    expect(answerInputSchema.safeParse({ text: 'Da.' }).success).toBe(true);
  });

  it.each([[{ text: '  ab  ' }], [{ text: 'a'.repeat(501) }], [{}], [{ text: 42 }], [null]])(
    'refuse %j with a message in Romanian and English',
    (input) => {
      const result = questionInputSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('question.textInvalid');
      expect(translateMessage('question.textInvalid', 'ro')).toBe('Scrieți o întrebare de 3 până la 500 de caractere');
      expect(translateMessage('question.textInvalid', 'en')).toBe('Write a question of 3 to 500 characters');
    },
  );

  it('want a reason for a report', () => {
    expect(questionReportInputSchema.safeParse({ reason: ' ' }).error?.issues[0]?.message).toBe(
      'question.reportReasonInvalid',
    );
  });
});
