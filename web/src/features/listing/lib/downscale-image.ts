/**
 * Phone photos are 12-50 MP and several MB; the server keeps at most 1600×1200 of them anyway.
 * Shrinking them in the browser before the upload makes a 20-photo listing a few MB instead of
 * ~100 MB. The longest side keeps some margin over the server's size so its own resize still
 * has pixels to work with.
 */
export const DOWNSCALE_MAX_SIDE = 2048;
export const DOWNSCALE_QUALITY = 0.85;
/** A photo this small and within the size limit is sent as it is: re-encoding would only lose quality. */
export const REENCODE_MIN_BYTES = 1024 * 1024;

export interface Size {
  width: number;
  height: number;
}

/** The size inside a `maxSide` square with the same aspect ratio; never enlarged, never below 1 px. */
export function fitWithin(size: Size, maxSide: number = DOWNSCALE_MAX_SIDE): Size {
  const longest = Math.max(size.width, size.height);
  if (longest <= maxSide) return { width: size.width, height: size.height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/**
 * The size to re-encode a photo at, or null to send the file unchanged: GIFs (re-encoding would
 * drop their animation), and photos already within bounds and under REENCODE_MIN_BYTES.
 */
export function planDownscale(
  photo: Size & { bytes: number; type: string },
  { maxSide = DOWNSCALE_MAX_SIDE, minBytes = REENCODE_MIN_BYTES } = {},
): Size | null {
  if (photo.type === 'image/gif') return null;
  if (photo.width <= 0 || photo.height <= 0) return null;
  const fitted = fitWithin(photo, maxSide);
  const shrinks = fitted.width < photo.width || fitted.height < photo.height;
  return shrinks || photo.bytes > minBytes ? fitted : null;
}

/** "IMG_0042.HEIC" + image/webp → "IMG_0042.webp". */
export function renameForType(name: string, type: string): string {
  const extension = type === 'image/jpeg' ? 'jpg' : type.replace(/^image\//, '');
  const base = name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name;
  return `${base || 'photo'}.${extension}`;
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function createCanvas({ width, height }: Size): Canvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: Canvas, type: string, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/**
 * Draws the bitmap at `size` and encodes it as WebP, or as JPEG where the browser cannot write
 * WebP (it then silently hands back PNG, which would be larger than the original).
 */
async function drawAndEncode(bitmap: ImageBitmap, size: Size, quality: number): Promise<Blob | null> {
  const canvas = createCanvas(size);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  const webp = await encode(canvas, 'image/webp', quality);
  if (webp?.type === 'image/webp') return webp;
  // JPEG has no transparency: a transparent PNG would turn black without a background.
  context.globalCompositeOperation = 'destination-over';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  const jpeg = await encode(canvas, 'image/jpeg', quality);
  return jpeg?.type === 'image/jpeg' ? jpeg : null;
}

/** Thumbnails in the dialog are ~150 px wide; 480 px stays sharp on 3x screens. */
export const PREVIEW_MAX_SIDE = 480;

export interface PreparedPhoto {
  /** What to send: a smaller copy, or the file itself when shrinking is not possible or not worth it. */
  upload: File;
  /**
   * A small copy for the thumbnail, so twenty 12 MP photos are not all decoded at full size on
   * screen; null when the browser cannot make one (the file itself is shown then).
   */
  preview: Blob | null;
}

async function shrinkForUpload(bitmap: ImageBitmap, file: File, maxSide: number, quality: number): Promise<File> {
  const target = planDownscale(
    { width: bitmap.width, height: bitmap.height, bytes: file.size, type: file.type },
    { maxSide },
  );
  if (!target) return file;
  const blob = await drawAndEncode(bitmap, target, quality);
  if (!blob || blob.size >= file.size) return file;
  return new File([blob], renameForType(file.name, blob.type), { type: blob.type, lastModified: file.lastModified });
}

/**
 * Decodes a photo once and makes the copy to upload and the thumbnail preview from it. Never
 * throws: when the browser cannot decode the file (no canvas support, HEIC outside Safari) or it
 * is a GIF (re-encoding would drop the animation), the file itself is sent and shown, and the
 * server checks and resizes whatever it gets.
 */
export async function preparePhoto(
  file: File,
  { maxSide = DOWNSCALE_MAX_SIDE, quality = DOWNSCALE_QUALITY, previewSide = PREVIEW_MAX_SIDE } = {},
): Promise<PreparedPhoto> {
  const unchanged: PreparedPhoto = { upload: file, preview: null };
  if (typeof createImageBitmap !== 'function' || file.type === 'image/gif') return unchanged;
  let bitmap: ImageBitmap;
  try {
    // from-image applies the EXIF orientation: the re-encoded copy carries no EXIF to say it later.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return unchanged;
  }
  try {
    const upload = await shrinkForUpload(bitmap, file, maxSide, quality).catch(() => file);
    const previewSize = fitWithin(bitmap, previewSide);
    const needsPreview = previewSize.width < bitmap.width || previewSize.height < bitmap.height;
    const preview = needsPreview ? await drawAndEncode(bitmap, previewSize, quality).catch(() => null) : null;
    return { upload, preview };
  } finally {
    bitmap.close();
  }
}
