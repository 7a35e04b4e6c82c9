import { ActionIcon, Box, Group, Image, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { VEHICLE_FALLBACK_IMAGE } from '../../../components/vehicle-title';
import { DeferredModal } from '../../../components/deferred-widgets';
import { ColumnGrid } from '../../../components/column-grid';
import { AspectBox } from '../../../components/aspect-box';

const MAX_THUMBNAILS = 4;

/** Main photo plus up to 4 thumbnails; any of them opens the full-screen viewer (next / previous). */
export function VehicleGallery({
  images,
  thumbnails,
  title,
}: {
  images: string[];
  thumbnails: string[];
  title: string;
}) {
  const { t } = useTranslation('vehicle');
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const count = images.length;

  if (count === 0) {
    return (
      <AspectBox ratio={16 / 10}>
        <Image src={VEHICLE_FALLBACK_IMAGE} alt={t('gallery.photoAlt', { index: 1, title })} radius="lg" fit="cover" />
      </AspectBox>
    );
  }

  const thumbs = images.slice(1, 1 + MAX_THUMBNAILS).map((src, i) => ({ index: i + 1, src: thumbnails[i + 1] ?? src }));
  const hidden = count - 1 - thumbs.length;
  const step = (delta: number) => setViewerIndex((index) => (index === null ? null : (index + delta + count) % count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  };

  return (
    <>
      <Box>
        <UnstyledButton
          onClick={() => setViewerIndex(0)}
          aria-label={t('gallery.openViewer', { index: 1, count })}
          w="100%"
          style={{ borderRadius: 'var(--mantine-radius-lg)', overflow: 'hidden', display: 'block' }}
        >
          <AspectBox ratio={16 / 10}>
            <Image
              src={images[0]}
              fallbackSrc={VEHICLE_FALLBACK_IMAGE}
              alt={t('gallery.photoAlt', { index: 1, title })}
              fit="cover"
              loading="eager"
              fetchPriority="high"
            />
          </AspectBox>
        </UnstyledButton>
        {thumbs.length > 0 && (
          <ColumnGrid cols={MAX_THUMBNAILS} spacing="xs" style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
            {thumbs.map((thumb, i) => (
              <UnstyledButton
                key={thumb.index}
                onClick={() => setViewerIndex(thumb.index)}
                aria-label={t('gallery.openViewer', { index: thumb.index + 1, count })}
                style={{
                  borderRadius: 'var(--mantine-radius-md)',
                  overflow: 'hidden',
                  position: 'relative',
                  display: 'block',
                }}
              >
                <AspectBox ratio={4 / 3}>
                  <Image src={thumb.src} fallbackSrc={VEHICLE_FALLBACK_IMAGE} alt="" fit="cover" loading="lazy" />
                </AspectBox>
                {i === thumbs.length - 1 && hidden > 0 && (
                  <Box
                    pos="absolute"
                    inset={0}
                    bg="rgba(0,0,0,0.55)"
                    style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
                  >
                    <Text c="white" fw={700} fz="lg">
                      {t('gallery.morePhotos', { count: hidden })}
                    </Text>
                  </Box>
                )}
              </UnstyledButton>
            ))}
          </ColumnGrid>
        )}
      </Box>

      <DeferredModal
        opened={viewerIndex !== null}
        onClose={() => setViewerIndex(null)}
        fullScreen
        title={t('gallery.viewerTitle', { title })}
        // A white ×, 44 px, on the near-black viewer (Mantine's grey one was 2.0:1 there; white is 16.5:1).
        closeButtonProps={{
          'aria-label': t('help.close', { ns: 'translation' }),
          size: 'xl',
          className: 'photo-viewer-close',
        }}
        styles={{
          content: { background: 'var(--mantine-color-dark-8)' },
          header: { background: 'var(--mantine-color-dark-8)', color: 'white' },
          close: { color: 'var(--mantine-color-white)' },
        }}
      >
        {viewerIndex !== null && (
          <Box
            onKeyDown={onKeyDown}
            style={{ height: 'calc(100dvh - 90px)', display: 'flex', flexDirection: 'column' }}
          >
            <Group wrap="nowrap" gap="xs" style={{ flex: 1, minHeight: 0 }}>
              <ActionIcon
                size="xl"
                variant="filled"
                color="dark"
                onClick={() => step(-1)}
                aria-label={t('gallery.previous')}
                disabled={count < 2}
              >
                <IconChevronLeft aria-hidden />
              </ActionIcon>
              <Box
                style={{
                  flex: 1,
                  height: '100%',
                  minWidth: 0,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                <Image
                  src={images[viewerIndex]}
                  fallbackSrc={VEHICLE_FALLBACK_IMAGE}
                  alt={t('gallery.photoAlt', { index: viewerIndex + 1, title })}
                  fit="contain"
                  mah="100%"
                  maw="100%"
                  h="100%"
                />
              </Box>
              <ActionIcon
                size="xl"
                variant="filled"
                color="dark"
                onClick={() => step(1)}
                aria-label={t('gallery.next')}
                disabled={count < 2}
              >
                <IconChevronRight aria-hidden />
              </ActionIcon>
            </Group>
            <Text c="white" ta="center" mt="sm" aria-live="polite">
              {t('gallery.counter', { index: viewerIndex + 1, count })}
            </Text>
          </Box>
        )}
      </DeferredModal>
    </>
  );
}
