import type { QuestionDto, QuestionListDto } from '@autolicit/shared';
import { describe, expect, it } from 'vitest';
import { hideQuestion, mergeQuestion } from './merge-question';

const question = (id: string, createdAt: string, text = 'Întrebare?'): QuestionDto => ({
  id,
  vehicleId: 'v',
  askerAlias: null,
  text,
  contactMasked: false,
  createdAt,
  answer: null,
  hidden: false,
});

describe('mergeQuestion', () => {
  const list: QuestionListDto = { open: true, questions: [question('b', '2026-11-29T10:00:00Z')] };

  it('adds a new question first and replaces a known one', () => {
    const added = mergeQuestion(list, question('c', '2026-11-29T11:00:00Z'));
    expect(added.questions.map((q) => q.id)).toEqual(['c', 'b']);
    const replaced = mergeQuestion(added, question('b', '2026-11-29T10:00:00Z', 'Editată'));
    expect(replaced.questions.map((q) => q.text)).toEqual(['Întrebare?', 'Editată']);
  });

  it('hides a question in place', () => {
    expect(hideQuestion(list, 'b').questions[0]).toMatchObject({ id: 'b', hidden: true, text: null });
  });
});
