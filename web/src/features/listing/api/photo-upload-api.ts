import { ApiError, parseErrorBody } from '../../../lib/api-client';

/** The answer of POST /api/uploads: `id` goes into the listing's `images`. */
export interface UploadedPhoto {
  id: string;
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

export interface UploadPhotoOptions {
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

export const UPLOAD_PATH = '/api/uploads';
/**
 * A stalled upload must fail rather than keep "Creating..." on screen for ever. A 5 MB photo
 * needs under a minute even on a slow mobile uplink.
 */
export const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * Sends one photo as multipart field `photo`. XMLHttpRequest rather than fetch: only it reports
 * upload progress. Failures mirror apiRequest: an ApiError ("status: body") for an HTTP error, a
 * TypeError when the network fails or stalls (shown as the network message), an AbortError when
 * cancelled.
 */
export function uploadPhoto(
  photo: Blob,
  fileName: string,
  { onProgress, signal }: UploadPhotoOptions = {},
): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open('POST', UPLOAD_PATH);
    // Same-origin already sends the session cookie; this keeps it so behind a separate API origin too (spec §7).
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      settle();
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.statusText, text, parseErrorBody(text)));
        return;
      }
      try {
        resolve(JSON.parse(text) as UploadedPhoto);
      } catch {
        reject(new ApiError(xhr.status, xhr.statusText, text, null));
      }
    });
    for (const failure of ['error', 'timeout'] as const) {
      xhr.addEventListener(failure, () => {
        settle();
        reject(new TypeError(`Network request failed (${failure})`));
      });
    }
    xhr.addEventListener('abort', () => {
      settle();
      reject(signal?.reason ?? new DOMException('The upload was cancelled', 'AbortError'));
    });
    signal?.addEventListener('abort', onAbortSignal, { once: true });

    const body = new FormData();
    body.append('photo', photo, fileName);
    xhr.send(body);
  });
}
