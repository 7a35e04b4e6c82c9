import {
  ActionIcon,
  AspectRatio,
  Badge,
  Box,
  Center,
  Group,
  Paper,
  Progress,
  Skeleton,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconPhoto, IconRefresh, IconX } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingPhoto } from '../lib/photo-list';

/** The drag type of a thumbnail being reordered, so files dragged in from the desktop are not mistaken for one. */
export const PHOTO_DRAG_TYPE = 'application/x-autolicit-photo';

interface PhotoThumbnailProps {
  photo: ListingPhoto;
  /** 1-based position; 1 is the cover. */
  position: number;
  count: number;
  disabled: boolean;
  onMove: (toIndex: number) => void;
  onRemove: () => void;
  onRetry: () => void;
  onDropPhoto: (key: string) => void;
}

function StatusLine({ photo }: { photo: ListingPhoto }) {
  const { t } = useTranslation('listing');
  if (photo.status === 'failed') {
    return (
      <Text size="xs" c="red" lineClamp={2} title={photo.error ?? undefined}>
        {photo.error ?? t('photos.failed')}
      </Text>
    );
  }
  if (photo.status === 'uploading') {
    const percent = photo.total > 0 ? Math.floor((photo.loaded / photo.total) * 100) : 0;
    return (
      <>
        <Text size="xs" c="dimmed">
          {t('photos.uploading', { percent })}
        </Text>
        <Progress value={percent} size="xs" aria-hidden />
      </>
    );
  }
  return (
    <Text size="xs" c={photo.status === 'uploaded' ? 'teal' : 'dimmed'}>
      {t(`photos.${photo.status}`)}
    </Text>
  );
}

/**
 * One photo of the listing: its preview, upload state and the buttons to reorder, remove or
 * retry it. Reordering works with the arrow buttons (keyboard) and by dragging the thumbnail.
 */
export function PhotoThumbnail({
  photo,
  position,
  count,
  disabled,
  onMove,
  onRemove,
  onRetry,
  onDropPhoto,
}: PhotoThumbnailProps) {
  const { t } = useTranslation('listing');
  const [previewFailed, setPreviewFailed] = useState(false);
  const [dropTarget, setDropTarget] = useState(false);
  const index = position - 1;

  const acceptsDrag = (event: DragEvent) => !disabled && event.dataTransfer.types.includes(PHOTO_DRAG_TYPE);

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p={6}
      draggable={!disabled}
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.setData(PHOTO_DRAG_TYPE, photo.key);
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event: DragEvent) => {
        if (!acceptsDrag(event)) return;
        event.preventDefault();
        // The drop zone above would otherwise treat this as a file drag.
        event.stopPropagation();
        setDropTarget(true);
      }}
      onDragLeave={() => setDropTarget(false)}
      onDrop={(event: DragEvent) => {
        setDropTarget(false);
        if (!acceptsDrag(event)) return;
        event.preventDefault();
        event.stopPropagation();
        const key = event.dataTransfer.getData(PHOTO_DRAG_TYPE);
        if (key && key !== photo.key) onDropPhoto(key);
      }}
      style={{
        listStyle: 'none',
        cursor: disabled ? undefined : 'grab',
        outline: dropTarget ? '2px dashed var(--mantine-primary-color-filled)' : undefined,
      }}
    >
      <Box pos="relative">
        <AspectRatio ratio={4 / 3}>
          {photo.previewUrl === null ? (
            <Skeleton radius="sm" />
          ) : previewFailed ? (
            <Center bg="gray.1" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
              <IconPhoto aria-hidden size={32} color="var(--mantine-color-gray-6)" />
            </Center>
          ) : (
            <img
              src={photo.previewUrl}
              alt={t('photos.alt', { position, name: photo.name })}
              onError={() => setPreviewFailed(true)}
              draggable={false}
              style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)' }}
            />
          )}
        </AspectRatio>
        {position === 1 && (
          <Badge pos="absolute" top={6} left={6} size="sm" variant="filled">
            {t('photos.cover')}
          </Badge>
        )}
      </Box>
      <Box mt={4} mih={34}>
        {(previewFailed || photo.previewUrl === null) && (
          <Text size="xs" truncate="end" title={photo.name}>
            {photo.name}
          </Text>
        )}
        <StatusLine photo={photo} />
      </Box>
      <Group gap={4} justify="space-between" mt={4} wrap="nowrap">
        <Group gap={4} wrap="nowrap">
          <Tooltip label={t('photos.moveEarlier', { position })} withinPortal>
            <ActionIcon
              variant="default"
              size="sm"
              aria-label={t('photos.moveEarlier', { position })}
              disabled={disabled || index === 0}
              onClick={() => onMove(index - 1)}
            >
              <IconArrowLeft size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('photos.moveLater', { position })} withinPortal>
            <ActionIcon
              variant="default"
              size="sm"
              aria-label={t('photos.moveLater', { position })}
              disabled={disabled || index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <IconArrowRight size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group gap={4} wrap="nowrap">
          {photo.status === 'failed' && (
            <Tooltip label={t('photos.retry', { position })} withinPortal>
              <ActionIcon
                variant="light"
                size="sm"
                aria-label={t('photos.retry', { position })}
                disabled={disabled}
                onClick={onRetry}
              >
                <IconRefresh size={14} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t('photos.remove', { position })} withinPortal>
            <ActionIcon
              variant="light"
              color="red"
              size="sm"
              aria-label={t('photos.remove', { position })}
              disabled={disabled}
              onClick={onRemove}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
