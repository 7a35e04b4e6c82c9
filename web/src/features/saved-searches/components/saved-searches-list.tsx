import {
  MAX_SAVED_SEARCHES_PER_USER,
  SAVED_SEARCH_ALERTS,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchAlert,
  type SavedSearchDto,
  savedSearchPatchSchema,
} from '@autolicit/shared';
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconBookmark, IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../components/router-link';
import { getErrorMessage } from '../../../lib/api-client';
import { VALIDATION_NS, formatDate, i18n } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useDeleteSavedSearch, useUpdateSavedSearch } from '../hooks/use-saved-search-changes';
import { useSavedSearches } from '../hooks/use-saved-searches';
import { describeQuery } from '../lib/describe-search';
import { SAVED_SEARCHES_NS, registerSavedSearchesTexts } from '../lib/saved-searches-texts';

/** The browse page a saved search opens. */
const browseLink = (query: string) => (query ? `/vehicles?${query}` : '/vehicles');

/**
 * "Căutări salvate" on the dashboard: each search with its filters in words, how many listings
 * match it now, its alerts (changed in place), and the ways to open, rename or delete it.
 */
export function SavedSearchesList() {
  registerSavedSearchesTexts();
  const { t } = useTranslation(SAVED_SEARCHES_NS);
  const searches = useSavedSearches();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedSearchDto | null>(null);

  const fail = (failure: unknown) => setError(t('list.changeFailed', { message: getErrorMessage(failure, i18n) }));
  const changeAlert = (search: SavedSearchDto, alert: SavedSearchAlert) => {
    setError(null);
    update.mutate(
      { id: search.id, patch: { alert } },
      {
        onSuccess: (saved) =>
          notify({
            color: 'green',
            title: t('list.alertSaved', { name: saved.name, alert: t(`alerts.${saved.alert}`) }),
            message: undefined,
          }),
        onError: fail,
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    setError(null);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notify({ color: 'blue', title: t('list.deletedTitle'), message: deleting.name });
        setDeleting(null);
      },
      onError: (failure) => {
        setDeleting(null);
        fail(failure);
      },
    });
  };

  if (searches.isPending) return <Skeleton height={120} radius="lg" />;
  if (searches.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('list.loadFailed')}>
        {getErrorMessage(searches.error, i18n)}
        <Button variant="light" color="red" size="xs" mt="sm" display="block" onClick={() => void searches.refetch()}>
          {t('list.retry')}
        </Button>
      </Alert>
    );
  }
  if (searches.data.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl" data-testid="saved-searches-empty">
        <EmptyState icon={<IconBookmark size={32} aria-hidden />} variant="light">
          <EmptyState.Title order={3}>{t('list.emptyTitle')}</EmptyState.Title>
          <EmptyState.Description>{t('list.emptyBody')}</EmptyState.Description>
          <EmptyState.Actions>
            <Button component={Link} to="/vehicles">
              {t('list.browse')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    );
  }

  return (
    <Stack gap="md" data-testid="saved-searches">
      <Text size="sm">{t('list.intro', { max: MAX_SAVED_SEARCHES_PER_USER })}</Text>
      <Text size="sm" c="dimmed">
        {t('list.limit', { count: searches.data.length, max: MAX_SAVED_SEARCHES_PER_USER })}
      </Text>
      {error && <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={error} role="alert" />}
      <Stack component="ul" aria-label={t('list.label')} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {searches.data.map((search) => (
          <SavedSearchRow
            key={search.id}
            search={search}
            alertPending={update.isPending && update.variables?.id === search.id}
            onAlert={(alert) => changeAlert(search, alert)}
            onDelete={() => setDeleting(search)}
            onRenamed={() => setError(null)}
            onFailure={fail}
          />
        ))}
      </Stack>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('list.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('help.close', { ns: 'translation' }) }}
      >
        <Stack gap="md">
          <Text size="sm">{t('list.confirmBody', { name: deleting?.name ?? '' })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('list.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={confirmDelete}
              data-testid="confirm-delete-saved-search"
            >
              {t('list.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function SavedSearchRow({
  search,
  alertPending,
  onAlert,
  onDelete,
  onRenamed,
  onFailure,
}: {
  search: SavedSearchDto;
  alertPending: boolean;
  onAlert: (alert: SavedSearchAlert) => void;
  onDelete: () => void;
  onRenamed: () => void;
  onFailure: (failure: unknown) => void;
}) {
  const { t } = useTranslation(SAVED_SEARCHES_NS);
  const rename = useUpdateSavedSearch();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const summary = describeQuery(search.query);

  const saveName = (event: FormEvent) => {
    event.preventDefault();
    const parsed = savedSearchPatchSchema.safeParse({ name });
    if (!parsed.success) {
      setNameError(t(parsed.error.issues[0]?.message ?? 'savedSearch.nameInvalid', { ns: VALIDATION_NS }));
      return;
    }
    rename.mutate(
      { id: search.id, patch: parsed.data },
      {
        onSuccess: () => {
          setRenaming(false);
          onRenamed();
        },
        onError: onFailure,
      },
    );
  };

  return (
    <Paper component="li" withBorder radius="lg" p="md" data-testid="saved-search-row">
      <Stack gap="sm">
        {renaming ? (
          <form onSubmit={saveName} noValidate>
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('list.newName')}
                value={name}
                maxLength={SAVED_SEARCH_NAME_MAX}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                  setNameError(null);
                }}
                error={nameError}
                data-autofocus
                style={{ flex: '1 1 220px' }}
              />
              <Group gap="xs" wrap="nowrap">
                <Button type="submit" loading={rename.isPending}>
                  {t('list.saveName')}
                </Button>
                <Button
                  variant="default"
                  onClick={() => {
                    setRenaming(false);
                    setName(search.name);
                    setNameError(null);
                  }}
                >
                  {t('list.cancel')}
                </Button>
              </Group>
            </Group>
          </form>
        ) : (
          <Group justify="space-between" align="flex-start" gap="xs">
            <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
              {search.name}
            </Title>
            <Badge variant="light" size="lg" tt="none" data-testid="saved-search-count">
              {t('list.matches', { count: search.matchCount })}
            </Badge>
          </Group>
        )}
        <Text size="sm" c="dimmed">
          {summary.length > 0 ? summary.join(' · ') : t('name.all')}
          {' · '}
          {t('list.savedOn', { date: formatDate(search.createdAt) })}
        </Text>
        <Group justify="space-between" align="flex-end" gap="sm">
          <NativeSelect
            label={t('form.alert')}
            aria-label={t('list.alert', { name: search.name })}
            data={SAVED_SEARCH_ALERTS.map((alert) => ({ value: alert, label: t(`alerts.${alert}`) }))}
            value={search.alert}
            disabled={alertPending}
            onChange={(event) => onAlert(event.currentTarget.value as SavedSearchAlert)}
            w={{ base: '100%', xs: 240 }}
            data-testid="saved-search-alert"
          />
          <Group gap="xs">
            <Button
              component={Link}
              to={browseLink(search.query)}
              variant="light"
              size="sm"
              leftSection={<IconExternalLink size={16} aria-hidden />}
              aria-label={t('list.openLabel', { name: search.name })}
            >
              {t('list.open')}
            </Button>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconPencil size={16} aria-hidden />}
              aria-label={t('list.renameLabel', { name: search.name })}
              onClick={() => setRenaming(true)}
              disabled={renaming}
            >
              {t('list.rename')}
            </Button>
            <Button
              variant="default"
              color="red"
              size="sm"
              leftSection={<IconTrash size={16} aria-hidden />}
              aria-label={t('list.deleteLabel', { name: search.name })}
              onClick={onDelete}
            >
              {t('list.delete')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
