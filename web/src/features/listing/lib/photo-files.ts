import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_LISTING } from '@autolicit/shared';

/**
 * The formats the server accepts (it sniffs the bytes, see photo.service.ts). Extensions count too:
 * some browsers give HEIC/AVIF files an empty type, and the server would accept them.
 */
export const ACCEPTED_PHOTO_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'image/avif': ['.avif'],
  'image/heic': ['.heic'],
  'image/heif': ['.heif'],
};

/** The `accept` attribute of the file picker: every type and extension above. */
export const PHOTO_ACCEPT_ATTRIBUTE = Object.entries(ACCEPTED_PHOTO_TYPES)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

/** What the checks need of a file; a File satisfies it, and plain objects keep the tests simple. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

export type PhotoRejectionReason = 'not-image' | 'too-large';

export interface PhotoRejection {
  name: string;
  size: number;
  reason: PhotoRejectionReason;
}

export interface PhotoTriage<F extends PickedFile> {
  accepted: F[];
  rejected: PhotoRejection[];
  /** Valid files left out because the listing would go over the photo limit. */
  overflow: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

export function isAcceptedPhoto(file: PickedFile): boolean {
  const type = file.type.toLowerCase();
  if (type in ACCEPTED_PHOTO_TYPES) return true;
  // Only a missing or generic type falls back to the extension: an explicit "image/svg+xml" named x.png stays refused.
  if (type !== '' && type !== 'application/octet-stream') return false;
  const extension = extensionOf(file.name);
  return Object.values(ACCEPTED_PHOTO_TYPES).some((extensions) => extensions.includes(extension));
}

/**
 * Splits freshly picked files into those to add and those refused (not an image, over 5 MB), in
 * the order they were picked. Valid files beyond the free slots are counted in `overflow` rather
 * than refusing the whole batch, so the first ones still make it in.
 */
export function triagePhotoFiles<F extends PickedFile>(
  files: readonly F[],
  existingCount: number,
  { maxPhotos = MAX_PHOTOS_PER_LISTING, maxBytes = MAX_PHOTO_BYTES } = {},
): PhotoTriage<F> {
  const accepted: F[] = [];
  const rejected: PhotoRejection[] = [];
  let overflow = 0;
  const freeSlots = Math.max(0, maxPhotos - existingCount);
  for (const file of files) {
    if (!isAcceptedPhoto(file)) rejected.push({ name: file.name, size: file.size, reason: 'not-image' });
    else if (file.size > maxBytes) rejected.push({ name: file.name, size: file.size, reason: 'too-large' });
    else if (accepted.length < freeSlots) accepted.push(file);
    else overflow += 1;
  }
  return { accepted, rejected, overflow };
}

/**
 * Megabytes to one decimal, rounded up: a file of 5.01 MB must not read "5.0 MB" in a message
 * saying the limit is 5 MB.
 */
export function toMegabytes(bytes: number): number {
  return Math.ceil((bytes / (1024 * 1024)) * 10) / 10;
}
