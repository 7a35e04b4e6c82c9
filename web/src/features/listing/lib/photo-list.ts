/**
 * The photos of the listing being written, in display order (the first is the cover). Each photo
 * is prepared (downscaled, with a small preview) and uploaded on its own as soon as it is added;
 * the listing then refers to the upload ids.
 */

export type PhotoStatus = 'queued' | 'preparing' | 'uploading' | 'uploaded' | 'failed';

export interface ListingPhoto {
  key: string;
  name: string;
  /** Object URL of the thumbnail image; null until the photo is prepared. */
  previewUrl: string | null;
  status: PhotoStatus;
  /** Bytes sent and to send while uploading (the prepared file's size). */
  loaded: number;
  total: number;
  uploadId: string | null;
  /** Why the upload failed, already in the user's language. */
  error: string | null;
}

export type PhotoListAction =
  | { type: 'added'; photos: { key: string; name: string }[] }
  | { type: 'preparing'; key: string }
  | { type: 'prepared'; key: string; previewUrl: string }
  | { type: 'uploadStarted'; key: string; total: number }
  | { type: 'progress'; key: string; loaded: number; total: number }
  | { type: 'uploaded'; key: string; uploadId: string }
  | { type: 'failed'; key: string; error: string }
  | { type: 'retried'; key: string }
  | { type: 'removed'; key: string }
  | { type: 'moved'; key: string; toIndex: number }
  | { type: 'cleared' };

/**
 * Applies `change` to one photo. The list stays the same object when nothing changed (a photo
 * removed meanwhile, a late progress event), so React skips the re-render.
 */
function update(photos: ListingPhoto[], key: string, change: (photo: ListingPhoto) => ListingPhoto): ListingPhoto[] {
  const index = photos.findIndex((photo) => photo.key === key);
  if (index < 0) return photos;
  const changed = change(photos[index]!);
  if (changed === photos[index]) return photos;
  const next = [...photos];
  next[index] = changed;
  return next;
}

/** Moves an item to an index (clamped to the list), keeping the others in order. */
export function moveItem<T>(items: readonly T[], fromIndex: number, toIndex: number): T[] {
  const result = [...items];
  if (fromIndex < 0 || fromIndex >= items.length) return result;
  const target = Math.min(Math.max(toIndex, 0), items.length - 1);
  const [item] = result.splice(fromIndex, 1);
  result.splice(target, 0, item!);
  return result;
}

export function photoListReducer(photos: ListingPhoto[], action: PhotoListAction): ListingPhoto[] {
  switch (action.type) {
    case 'added':
      return [
        ...photos,
        ...action.photos.map(
          (photo): ListingPhoto => ({
            ...photo,
            previewUrl: null,
            status: 'queued',
            loaded: 0,
            total: 0,
            uploadId: null,
            error: null,
          }),
        ),
      ];
    case 'preparing':
      return update(photos, action.key, (photo) => ({ ...photo, status: 'preparing' }));
    case 'prepared':
      // Back to queued: prepared photos wait for a free upload slot.
      return update(photos, action.key, (photo) => ({
        ...photo,
        previewUrl: action.previewUrl,
        status: photo.status === 'preparing' ? 'queued' : photo.status,
      }));
    case 'uploadStarted':
      return update(photos, action.key, (photo) => ({ ...photo, status: 'uploading', loaded: 0, total: action.total }));
    case 'progress':
      return update(photos, action.key, (photo) =>
        photo.status === 'uploading'
          ? { ...photo, loaded: Math.min(action.loaded, action.total), total: action.total }
          : photo,
      );
    case 'uploaded':
      return update(photos, action.key, (photo) => ({
        ...photo,
        status: 'uploaded',
        loaded: photo.total,
        uploadId: action.uploadId,
        error: null,
      }));
    case 'failed':
      return update(photos, action.key, (photo) => ({ ...photo, status: 'failed', error: action.error }));
    case 'retried':
      return update(photos, action.key, (photo) => ({ ...photo, status: 'queued', loaded: 0, total: 0, error: null }));
    case 'removed':
      return photos.filter((photo) => photo.key !== action.key);
    case 'moved': {
      const from = photos.findIndex((photo) => photo.key === action.key);
      return from < 0 ? photos : moveItem(photos, from, action.toIndex);
    }
    case 'cleared':
      return [];
  }
}

/** How far a photo is, from 0 to 1; preparing counts as not started. */
function fractionDone(photo: ListingPhoto): number {
  if (photo.status === 'uploaded') return 1;
  if (photo.status === 'uploading' && photo.total > 0) return photo.loaded / photo.total;
  return 0;
}

export interface UploadSummary {
  /** Photos still queued, preparing or uploading. */
  pending: number;
  uploaded: number;
  failed: number;
  total: number;
  /** Whole percent over the photos not failed; each photo weighs the same whatever its size. */
  percent: number;
}

export function summarizeUploads(photos: readonly ListingPhoto[]): UploadSummary {
  const failed = photos.filter((photo) => photo.status === 'failed').length;
  const uploaded = photos.filter((photo) => photo.status === 'uploaded').length;
  const counted = photos.filter((photo) => photo.status !== 'failed');
  const done = counted.reduce((sum, photo) => sum + fractionDone(photo), 0);
  return {
    pending: photos.length - failed - uploaded,
    uploaded,
    failed,
    total: photos.length,
    percent: counted.length === 0 ? 0 : Math.floor((done / counted.length) * 100),
  };
}

/**
 * What the upload progress line says, and how full its bar is: uploading, all uploaded, or — when
 * some failed — how many made it and how many did not (never "All 0 photos uploaded").
 */
export function describeUploadProgress(summary: UploadSummary): {
  key: string;
  values: Record<string, number>;
  value: number;
} {
  if (summary.pending > 0)
    return { key: 'photos.progress', values: { done: summary.uploaded, total: summary.total }, value: summary.percent };
  if (summary.failed > 0) {
    return {
      key: 'photos.progressWithFailures',
      values: { uploaded: summary.uploaded, total: summary.total, failed: summary.failed },
      value: summary.total === 0 ? 0 : Math.floor((summary.uploaded / summary.total) * 100),
    };
  }
  return { key: 'photos.progressDone', values: { count: summary.uploaded }, value: 100 };
}
