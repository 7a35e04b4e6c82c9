import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_SAVED_SEARCH_ALERT,
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchDto,
  type SavedSearchInput,
  savedSearchInputSchema,
} from '@autolicit/shared';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { getErrorMessage } from '../../../lib/api-client';
import { VALIDATION_NS, i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useCreateSavedSearch } from '../hooks/use-saved-search-changes';
import { suggestSearchName } from '../lib/describe-search';
import { SAVED_SEARCHES_NS, registerSavedSearchesTexts } from '../lib/saved-searches-texts';

interface SaveSearchModalProps {
  /** The browse page's query string, as in its URL. */
  query: string;
  opened: boolean;
  onClose: () => void;
  onSaved: (search: SavedSearchDto) => void;
}

/** Names the search (a name from its filters is offered) and chooses its alerts; the server's refusal is shown here. */
export function SaveSearchModal({ query, opened, onClose, onSaved }: SaveSearchModalProps) {
  registerSavedSearchesTexts();
  const { t } = useTranslation(SAVED_SEARCHES_NS);
  const create = useCreateSavedSearch();
  const form = useForm<z.input<typeof savedSearchInputSchema>, unknown, SavedSearchInput>({
    resolver: zodResolver(savedSearchInputSchema),
    defaultValues: { name: suggestSearchName(query), query, alert: DEFAULT_SAVED_SEARCH_ALERT },
  });
  const nameError = form.formState.errors.name?.message;

  const close = () => {
    create.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, query },
      {
        onSuccess: (saved) => {
          notify({
            color: 'green',
            title: t('form.savedTitle'),
            message: t('form.savedMessage', { name: saved.name }),
          });
          create.reset();
          onSaved(saved);
        },
      },
    ),
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('form.title')}
      centered
      closeButtonProps={{ 'aria-label': t('help.close', { ns: 'translation' }) }}
    >
      <form onSubmit={submit} noValidate data-testid="save-search-form">
        <Stack gap="md">
          <Text size="sm">{t('form.intro')}</Text>
          {create.isError && (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('form.failedTitle')} role="alert">
              {getErrorMessage(create.error, i18n)}
            </Alert>
          )}
          <TextInput
            label={t('form.name')}
            description={t('form.nameHint', { max: SAVED_SEARCH_NAME_MAX })}
            required
            maxLength={SAVED_SEARCH_NAME_MAX}
            data-autofocus
            error={nameError ? t(nameError, { ns: VALIDATION_NS }) : undefined}
            {...form.register('name')}
          />
          <NativeSelect
            label={t('form.alert')}
            data={SAVED_SEARCH_ALERTS.map((alert) => ({ value: alert, label: t(`alerts.${alert}`) }))}
            {...form.register('alert')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
