import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage, isUnauthorizedError } from '../../../lib/api-client';
import { handleUnauthorized } from '../../../lib/unauthorized';
import { uploadPhoto } from '../api/photo-upload-api';
import { type PreparedPhoto, preparePhoto } from '../lib/downscale-image';
import { type PhotoRejection, toMegabytes, triagePhotoFiles } from '../lib/photo-files';
import { photoListReducer, summarizeUploads } from '../lib/photo-list';
import { createTaskQueue } from '../lib/task-queue';

/**
 * Photos decoded and sent at the same time; see task-queue.ts for why not all at once. Preparing
 * has its own queue so every thumbnail shows within moments even while earlier photos upload.
 */
const PREPARE_CONCURRENCY = 2;
const UPLOAD_CONCURRENCY = 3;

/** Thrown at submit time when a photo of the listing could not be uploaded. */
export class PhotoUploadError extends Error {
  override readonly name = 'PhotoUploadError';

  constructor(readonly failedCount: number) {
    super(`${failedCount} photo(s) could not be uploaded`);
  }
}

interface PhotoTask {
  controller: AbortController;
  /** Set once prepared; revoked when the photo goes. */
  previewUrl: string | null;
  prepared: Promise<PreparedPhoto>;
  /** The upload id; replaced by a retry. */
  upload: Promise<string>;
}

/** The files refused in the last pick, shown under the drop zone until the next pick. */
export interface PickProblems {
  rejected: PhotoRejection[];
  overflow: number;
}

/**
 * The listing's photos. Each added photo is downscaled in the browser (with a small preview for
 * its thumbnail) and sent to POST /api/uploads right away, three at a time with progress, so the
 * listing itself only carries upload ids. Refused files (not an image, over 5 MB, beyond 20) are
 * kept in `problems`, which the picker shows beside the photos until the next pick.
 * `collectUploadIds` waits for the uploads still running and gives the ids in display order
 * (cover first); it throws PhotoUploadError when one failed. A 401 while uploading ends the
 * session as spec §8 says for listings.
 */
export function usePhotoUploads() {
  const { t, i18n } = useTranslation('listing');
  const [photos, dispatch] = useReducer(photoListReducer, []);
  const [problems, setProblems] = useState<PickProblems | null>(null);
  const [prepareQueue] = useState(() => createTaskQueue(PREPARE_CONCURRENCY));
  const [uploadQueue] = useState(() => createTaskQueue(UPLOAD_CONCURRENCY));
  const tasks = useRef(new Map<string, PhotoTask>());
  const nextKey = useRef(0);
  const unauthorizedShown = useRef(false);

  useEffect(() => {
    const running = tasks.current;
    return () => {
      for (const task of running.values()) {
        task.controller.abort();
        if (task.previewUrl) URL.revokeObjectURL(task.previewUrl);
      }
      running.clear();
    };
  }, []);

  const startUpload = (key: string, task: PhotoTask): Promise<string> => {
    const { signal } = task.controller;
    const upload = task.prepared.then(({ upload: photo }) =>
      uploadQueue.run(async () => {
        dispatch({ type: 'uploadStarted', key, total: photo.size });
        const uploaded = await uploadPhoto(photo, photo.name, {
          signal,
          onProgress: (loaded, total) => dispatch({ type: 'progress', key, loaded, total }),
        });
        return uploaded.id;
      }, signal),
    );
    upload.then(
      (uploadId) => dispatch({ type: 'uploaded', key, uploadId }),
      (error: unknown) => {
        if (signal.aborted) return;
        if (isUnauthorizedError(error) && !unauthorizedShown.current) {
          unauthorizedShown.current = true;
          handleUnauthorized('listing');
        }
        dispatch({ type: 'failed', key, error: getErrorMessage(error, i18n, 'listing:photos.uploadFailed') });
      },
    );
    return upload;
  };

  const startPhoto = (key: string, file: File) => {
    const controller = new AbortController();
    const prepared = prepareQueue.run(async () => {
      dispatch({ type: 'preparing', key });
      return preparePhoto(file);
    }, controller.signal);
    const task: PhotoTask = { controller, previewUrl: null, prepared, upload: Promise.resolve('') };
    prepared.then(
      ({ preview }) => {
        if (controller.signal.aborted) return;
        task.previewUrl = URL.createObjectURL(preview ?? file);
        dispatch({ type: 'prepared', key, previewUrl: task.previewUrl });
      },
      // Only a removal cancels preparing (preparePhoto itself never throws); nothing to show then.
      () => undefined,
    );
    task.upload = startUpload(key, task);
    tasks.current.set(key, task);
  };

  const describeRejection = (rejection: PhotoRejection): string =>
    rejection.reason === 'too-large'
      ? t('photos.tooLarge', { name: rejection.name, size: toMegabytes(rejection.size) })
      : t('photos.notAnImage', { name: rejection.name });

  const addFiles = (files: readonly File[]) => {
    // The task map, not `photos`: two drops before the next render must not both see the same count.
    const { accepted, rejected, overflow } = triagePhotoFiles(files, tasks.current.size);
    const picked = accepted.map((file) => ({ key: `photo-${(nextKey.current += 1)}`, name: file.name, file }));
    if (picked.length > 0) dispatch({ type: 'added', photos: picked.map(({ key, name }) => ({ key, name })) });
    for (const photo of picked) startPhoto(photo.key, photo.file);
    const found = rejected.length > 0 || overflow > 0 ? { rejected, overflow } : null;
    // Shown beside the photos (PhotoPicker), never as a toast: it would cover the dialog's buttons.
    setProblems(found);
  };

  const forget = (key: string) => {
    const task = tasks.current.get(key);
    if (!task) return;
    task.controller.abort();
    if (task.previewUrl) URL.revokeObjectURL(task.previewUrl);
    tasks.current.delete(key);
  };

  const remove = (key: string) => {
    forget(key);
    dispatch({ type: 'removed', key });
  };

  const retry = (key: string) => {
    const task = tasks.current.get(key);
    if (!task) return;
    dispatch({ type: 'retried', key });
    // The prepared copy is reused: only the upload is tried again.
    task.upload = startUpload(key, task);
  };

  const clear = () => {
    for (const key of [...tasks.current.keys()]) forget(key);
    dispatch({ type: 'cleared' });
    setProblems(null);
  };

  /** The upload ids in display order once every upload has ended; call it while the list cannot change. */
  const collectUploadIds = async (): Promise<string[]> => {
    const outcomes = await Promise.allSettled(
      photos.map((photo) => tasks.current.get(photo.key)?.upload ?? Promise.reject(new PhotoUploadError(1))),
    );
    const failed = outcomes.filter((outcome) => outcome.status === 'rejected').length;
    if (failed > 0) throw new PhotoUploadError(failed);
    return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<string>).value);
  };

  return {
    photos,
    summary: summarizeUploads(photos),
    problems,
    describeRejection,
    dismissProblems: () => setProblems(null),
    addFiles,
    remove,
    retry,
    move: (key: string, toIndex: number) => dispatch({ type: 'moved', key, toIndex }),
    clear,
    collectUploadIds,
  };
}

export type PhotoUploadsApi = ReturnType<typeof usePhotoUploads>;
