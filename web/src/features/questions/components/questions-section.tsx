import {
  ANSWER_EDIT_WINDOW_MS,
  type AnswerInput,
  QUESTION_TEXT_MAX,
  QUESTION_TEXT_MIN,
  type QuestionDto,
  type QuestionInput,
  answerInputSchema,
  questionInputSchema,
} from '@autolicit/shared';
import { Alert, Badge, Button, Group, InputBase, Paper, Stack, Text, Title } from '@mantine/core';
import { type ChangeEvent, type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../../lib/api-client';
import { VALIDATION_NS, formatDateTime, i18n } from '../../../lib/i18n';
import { useAnswerQuestion, useAskQuestion, useQuestions, useReportQuestion } from '../hooks/use-questions';
import { QUESTIONS_NS, registerQuestionsTexts } from '../lib/questions-texts';

export type QuestionsViewer = 'visitor' | 'seller' | 'bidder';

export interface QuestionsSectionProps {
  vehicleId: string;
  viewer: QuestionsViewer;
  /** The server's clock, for the answer's edit window. */
  now?: () => number;
}

const EDIT_MINUTES = Math.round(ANSWER_EDIT_WINDOW_MS / 60_000);

/**
 * A text form checked with the shared schema before it is sent (the server checks it again). Plain
 * state rather than react-hook-form: one field, and the form libraries would pull shared modules out
 * of the first-paint bundle into chunks of their own.
 */
function TextForm<T extends QuestionInput | AnswerInput>({
  schema,
  label,
  submitLabel,
  hint,
  initial = '',
  pending,
  onSubmit,
  onCancel,
  testId,
}: {
  schema: typeof questionInputSchema | typeof answerInputSchema;
  label: string;
  submitLabel: string;
  hint?: string;
  initial?: string;
  pending: boolean;
  onSubmit: (values: T) => Promise<unknown>;
  onCancel?: () => void;
  testId: string;
}) {
  const { t } = useTranslation(QUESTIONS_NS);
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    void onSubmit(parsed.data as T).then(() => setText(''));
  };
  return (
    <form onSubmit={submit} noValidate data-testid={testId}>
      <Stack gap="xs">
        {/* InputBase as a textarea: Mantine's Textarea would split shared code out of the first paint. */}
        <InputBase
          component="textarea"
          rows={3}
          label={label}
          description={hint}
          maxLength={QUESTION_TEXT_MAX}
          value={text}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => setText(event.currentTarget.value)}
          error={error ? t(error, { ns: VALIDATION_NS }) : undefined}
        />
        <Group gap="xs">
          <Button type="submit" loading={pending} size="sm">
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="subtle" size="sm" onClick={onCancel}>
              {t('answer.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

/** A refusal (rate limit, auction ended, edit window closed) shown where it happened. */
function FailureAlert({ error }: { error: unknown }) {
  const { t } = useTranslation(QUESTIONS_NS);
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {t('failed', { message: getErrorMessage(error, i18n) })}
    </Alert>
  );
}

/** "Bidder 3" (the live events' alias) → 3. */
const bidderNumberOf = (alias: string | null) => {
  const match = alias ? /^Bidder (\d+)$/.exec(alias) : null;
  return match ? Number(match[1]) : null;
};

function ReportAction({ questionId }: { questionId: string }) {
  const { t } = useTranslation(QUESTIONS_NS);
  const report = useReportQuestion();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  if (report.isSuccess) return <Text size="xs">{t('report.sent')}</Text>;
  if (!open)
    return (
      <Button variant="subtle" size="compact-xs" color="gray.8" onClick={() => setOpen(true)}>
        {t('report.open')}
      </Button>
    );
  return (
    <Stack gap={4}>
      <InputBase
        component="textarea"
        rows={2}
        label={t('report.label')}
        value={reason}
        onChange={(e: ChangeEvent<HTMLTextAreaElement>) => setReason(e.currentTarget.value)}
        maxLength={300}
      />
      <Group gap="xs">
        <Button
          size="compact-sm"
          loading={report.isPending}
          onClick={() => report.mutate({ questionId, reason: reason.trim() })}
        >
          {t('report.submit')}
        </Button>
        <Button size="compact-sm" variant="subtle" onClick={() => setOpen(false)}>
          {t('report.cancel')}
        </Button>
      </Group>
      <FailureAlert error={report.error} />
    </Stack>
  );
}

function QuestionItem({
  question,
  vehicleId,
  viewer,
  now,
}: {
  question: QuestionDto;
  vehicleId: string;
  viewer: QuestionsViewer;
  now: () => number;
}) {
  const { t } = useTranslation(QUESTIONS_NS);
  const answer = useAnswerQuestion(vehicleId);
  const [editing, setEditing] = useState(false);
  const bidderNumber = bidderNumberOf(question.askerAlias);
  const asker = bidderNumber === null ? t('participant') : t('bidder', { number: bidderNumber });
  if (question.hidden)
    return (
      <Paper component="li" withBorder radius="md" p="sm" data-testid="question">
        <Text size="sm" fs="italic" c="dimmed">
          {t('removed')}
        </Text>
      </Paper>
    );
  const editable =
    viewer === 'seller' &&
    question.answer !== null &&
    now() - new Date(question.answer.answeredAt).getTime() < ANSWER_EDIT_WINDOW_MS;
  const send = (values: AnswerInput) =>
    answer.mutateAsync({ questionId: question.id, input: values }).then(
      () => setEditing(false),
      () => undefined,
    );
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="question">
      <Stack gap={6}>
        <Text size="xs" c="dimmed">
          {asker} · {formatDateTime(question.createdAt)}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {question.text}
        </Text>
        {question.contactMasked && (
          <Text size="xs" c="dimmed">
            {t('masked')}
          </Text>
        )}
        {question.answer && !editing && (
          <Paper bg="var(--mantine-color-blue-light)" radius="sm" p="xs" data-testid="question-answer">
            <Group gap="xs">
              <Badge size="sm" variant="filled" color="blue.8" tt="none">
                {t('sellerAnswer')}
              </Badge>
              {question.answer.editedAt && (
                <Text size="xs" c="dimmed">
                  ({t('edited')})
                </Text>
              )}
            </Group>
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {question.answer.text}
            </Text>
            {question.answer.contactMasked && (
              <Text size="xs" c="dimmed">
                {t('masked')}
              </Text>
            )}
          </Paper>
        )}
        {viewer === 'seller' && (!question.answer || editing) && (
          <TextForm<AnswerInput>
            schema={answerInputSchema}
            label={t('answer.label')}
            submitLabel={editing ? t('answer.save') : t('answer.submit')}
            hint={t('answer.editHint', { minutes: EDIT_MINUTES })}
            initial={editing ? (question.answer?.text ?? '') : ''}
            pending={answer.isPending}
            onSubmit={send}
            onCancel={editing ? () => setEditing(false) : undefined}
            testId="answer-form"
          />
        )}
        <FailureAlert error={answer.error} />
        <Group gap="xs">
          {editable && !editing && (
            <Button variant="subtle" size="compact-xs" onClick={() => setEditing(true)}>
              {t('answer.edit')}
            </Button>
          )}
          {viewer !== 'visitor' && <ReportAction questionId={question.id} />}
        </Group>
      </Stack>
    </Paper>
  );
}

/** "Întrebări și răspunsuri": public questions to the seller and their answers, live. */
export function QuestionsSection({ vehicleId, viewer, now = Date.now }: QuestionsSectionProps) {
  registerQuestionsTexts();
  const { t } = useTranslation(QUESTIONS_NS);
  const questions = useQuestions(vehicleId);
  const ask = useAskQuestion(vehicleId);
  const open = questions.data?.open ?? false;
  const loaded = questions.data !== undefined;
  // A notice's link ("#questions") reaches the page before this chunk: scroll once the list is here.
  useEffect(() => {
    if (loaded && window.location.hash === '#questions')
      document.getElementById('questions')?.scrollIntoView({ block: 'start' });
  }, [loaded]);
  return (
    <Paper component="section" id="questions" aria-labelledby="questions-title" withBorder radius="lg" p="lg">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="questions-title">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('intro')}
          </Text>
        </div>
        {questions.data && viewer === 'bidder' && open && (
          <TextForm<QuestionInput>
            schema={questionInputSchema}
            label={t('ask.label')}
            submitLabel={t('ask.submit')}
            hint={t('ask.hint', { min: QUESTION_TEXT_MIN, max: QUESTION_TEXT_MAX })}
            pending={ask.isPending}
            onSubmit={(values) => ask.mutateAsync(values).catch(() => undefined)}
            testId="ask-form"
          />
        )}
        <FailureAlert error={ask.error} />
        {ask.isSuccess && (
          <Text size="sm" role="status">
            {t('ask.sent')}
          </Text>
        )}
        {questions.data && viewer === 'visitor' && open && <Text size="sm">{t('ask.signIn')}</Text>}
        {questions.data && !open && <Text size="sm">{t('ask.closed')}</Text>}
        {questions.isPending && (
          <Text size="sm" c="dimmed">
            …
          </Text>
        )}
        {questions.isError && <Alert color="red">{t('loadFailed')}</Alert>}
        {questions.data?.questions.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
        {questions.data && questions.data.questions.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {questions.data.questions.map((question) => (
              <QuestionItem key={question.id} question={question} vehicleId={vehicleId} viewer={viewer} now={now} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
