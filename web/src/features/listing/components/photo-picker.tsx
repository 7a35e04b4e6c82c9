import '@mantine/dropzone/styles.css';
import {
  Alert,
  Box,
  Button,
  CloseButton,
  Group,
  Input,
  List,
  Progress,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { MAX_PHOTOS_PER_LISTING } from '@autolicit/shared';
import { IconPhotoPlus, IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeUploadProgress } from '../lib/photo-list';
import type { PhotoUploadsApi } from '../hooks/use-photo-uploads';
import { PHOTO_ACCEPT_ATTRIBUTE } from '../lib/photo-files';
import { PhotoThumbnail } from './photo-thumbnail';

interface PhotoPickerProps {
  uploads: PhotoUploadsApi;
  disabled: boolean;
  /** A server message about the photos (e.g. a photo it could not find any more). */
  error?: string;
}

/**
 * The listing's photos (spec §2 "Choose Files"): a drop zone with a Choose Files button, the
 * thumbnails in order (the first is the cover) with reorder/remove/retry, an overall upload
 * progress bar, and the files refused in the last pick. Moves and removals are announced to
 * screen readers, since the focused button may move or vanish.
 */
export function PhotoPicker({ uploads, disabled, error }: PhotoPickerProps) {
  const { t } = useTranslation('listing');
  const openPicker = useRef<() => void>(null);
  const [announcement, setAnnouncement] = useState('');
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const { photos, summary, problems } = uploads;
  const progress = describeUploadProgress(summary);
  const full = photos.length >= MAX_PHOTOS_PER_LISTING;

  const move = (key: string, toIndex: number) => {
    const target = Math.min(Math.max(toIndex, 0), photos.length - 1);
    uploads.move(key, target);
    setAnnouncement(t('photos.moved', { position: target + 1 }));
  };

  const remove = (key: string) => {
    uploads.remove(key);
    setAnnouncement(t('photos.removed'));
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby={labelId} aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <Group justify="space-between" align="baseline">
        <Input.Label id={labelId} component="span">
          {t('photos.label')}
        </Input.Label>
        <Text size="sm" c="dimmed">
          {t('photos.count', { count: photos.length, max: MAX_PHOTOS_PER_LISTING })}
        </Text>
      </Group>

      <Dropzone
        onDrop={(files) => uploads.addFiles(files)}
        // The button below opens the picker; a click anywhere on the zone would open it twice.
        activateOnClick={false}
        activateOnKeyboard={false}
        enablePointerEvents
        disabled={disabled}
        // Type, size and count are checked by triagePhotoFiles so each refusal gets its own message.
        inputProps={{ accept: PHOTO_ACCEPT_ATTRIBUTE, 'aria-label': t('photos.chooseFiles') }}
        openRef={openPicker}
        radius="md"
        p="lg"
      >
        <Stack align="center" gap="xs" ta="center">
          <Dropzone.Accept>
            <IconUpload size={36} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Idle>
            <IconPhotoPlus size={36} aria-hidden color="var(--mantine-color-dimmed)" />
          </Dropzone.Idle>
          <Dropzone.Accept>
            <Text fw={500}>{t('photos.dropHere')}</Text>
          </Dropzone.Accept>
          <Text id={hintId} size="sm" c="dimmed" maw={460}>
            {t('photos.hint', { max: MAX_PHOTOS_PER_LISTING })}
          </Text>
          <Button
            variant="light"
            leftSection={<IconPhotoPlus size={16} aria-hidden />}
            onClick={() => openPicker.current?.()}
            disabled={disabled || full}
          >
            {t('photos.chooseFiles')}
          </Button>
        </Stack>
      </Dropzone>

      {problems && (
        // Beside the photos rather than a toast, which would cover the dialog's buttons; role
        // "alert" has screen readers announce it as a toast would be.
        <Alert
          color="red"
          variant="light"
          title={
            problems.rejected.length === 0
              ? t('photos.tooManyTitle')
              : t('photos.rejectedTitle', { count: problems.rejected.length + problems.overflow })
          }
          role="alert"
          withCloseButton={false}
        >
          <Group align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={4} style={{ flex: 1 }}>
              {problems.overflow > 0 && (
                <Text size="sm">{t('photos.tooManyMessage', { max: MAX_PHOTOS_PER_LISTING })}</Text>
              )}
              <List size="sm" spacing={2}>
                {problems.rejected.map((rejection, index) => (
                  <List.Item key={`${rejection.name}-${index}`}>{uploads.describeRejection(rejection)}</List.Item>
                ))}
                {problems.overflow > 0 && (
                  <List.Item>
                    {t('photos.overflow', { count: problems.overflow, max: MAX_PHOTOS_PER_LISTING })}
                  </List.Item>
                )}
              </List>
            </Stack>
            <CloseButton size="sm" aria-label={t('photos.dismiss')} onClick={uploads.dismissProblems} />
          </Group>
        </Alert>
      )}

      {photos.length > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {t('photos.coverNote')}
          </Text>
          <Box>
            <Text size="xs" c="dimmed" mb={4}>
              {t(progress.key, progress.values)}
            </Text>
            <Progress
              value={progress.value}
              aria-label={t('photos.progressLabel')}
              color={summary.failed > 0 ? 'orange' : undefined}
              animated={summary.pending > 0}
              striped={summary.pending > 0}
            />
          </Box>
          <Box
            component="ol"
            aria-label={t('photos.label')}
            p={0}
            m={0}
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
              gap: 'var(--mantine-spacing-sm)',
            }}
          >
            {photos.map((photo, index) => (
              <PhotoThumbnail
                key={photo.key}
                photo={photo}
                position={index + 1}
                count={photos.length}
                disabled={disabled}
                onMove={(toIndex) => move(photo.key, toIndex)}
                onRemove={() => remove(photo.key)}
                onRetry={() => uploads.retry(photo.key)}
                onDropPhoto={(key) => move(key, index)}
              />
            ))}
          </Box>
        </>
      )}

      {error && (
        <Input.Error id={errorId} role="alert">
          {error}
        </Input.Error>
      )}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Stack>
  );
}
