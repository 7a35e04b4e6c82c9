import type { AdminQuestionDto } from '@autolicit/shared';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/router-link';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDateTime, i18n } from '../../../lib/i18n';
import { useQuestionModeration } from '../hooks/use-question-moderation';
import { QUESTION_MODERATION_NS, registerQuestionModerationTexts } from '../lib/question-moderation-texts';
import { PanelTitle } from './panel-title';

function ReportedQuestion({
  question,
  decide,
}: {
  question: AdminQuestionDto;
  decide: ReturnType<typeof useQuestionModeration>['decide'];
}) {
  const { t } = useTranslation(QUESTION_MODERATION_NS);
  const [reason, setReason] = useState('');
  const action = question.hidden ? 'restore' : 'hide';
  const pending = decide.isPending && decide.variables?.id === question.id;
  const failed = decide.isError && decide.variables?.id === question.id;
  const { vehicle } = question;
  return (
    <Paper component="li" withBorder radius="md" p="md" data-testid="reported-question">
      <Stack gap={6}>
        <Group gap="xs">
          <Anchor component={Link} to={`/vehicle/${vehicle.id}#questions`} size="sm">
            {vehicle.year} {vehicle.make} {vehicle.model}
          </Anchor>
          <Text size="xs" c="dimmed">
            {formatDateTime(question.createdAt)}
          </Text>
          {question.hidden && (
            <Badge color="red.9" variant="light" tt="none">
              {t('hidden', { reason: question.hiddenReason ?? '' })}
            </Badge>
          )}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {question.text}
        </Text>
        {question.answer && <Text size="sm">{t('answer', { text: question.answer.text })}</Text>}
        <Text size="sm" c="dimmed">
          {question.reportCount > 0
            ? t('reports', { count: question.reportCount, reasons: question.reasons.join(' · ') })
            : t('noReports')}
        </Text>
        <Group gap="xs" align="flex-end">
          <TextInput
            label={t('reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={300}
            style={{ flex: 1 }}
          />
          <Button
            color={action === 'hide' ? 'red' : 'blue'}
            loading={pending}
            disabled={reason.trim().length < 3}
            onClick={() =>
              decide.mutate({ id: question.id, action, reason: reason.trim() }, { onSuccess: () => setReason('') })
            }
          >
            {t(action)}
          </Button>
        </Group>
        {failed && (
          <Alert color="red" role="alert">
            {t('failed', { message: getErrorMessage(decide.error, i18n) })}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

/** "Întrebări raportate": the questions users reported, removed or restored by an admin with a reason. */
export function QuestionModerationPanel() {
  registerQuestionModerationTexts();
  const { t } = useTranslation(QUESTION_MODERATION_NS);
  const { isAdmin, questions, decide } = useQuestionModeration();
  if (!isAdmin) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="question-moderation-title"
      withBorder
      radius="lg"
      p="lg"
      data-testid="question-moderation-panel"
    >
      <Stack gap="md">
        <PanelTitle id="question-moderation-title" title={t('title')} subtitle={t('subtitle')} />
        {questions.isError && <Alert color="red">{t('loadFailed')}</Alert>}
        {questions.data?.length === 0 && <Text c="dimmed">{t('none')}</Text>}
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {questions.data?.map((question) => (
            <ReportedQuestion key={question.id} question={question} decide={decide} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
