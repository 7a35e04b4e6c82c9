import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MAX_PHOTO_BYTES } from '@autolicit/shared';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { AppContext } from '../../app-context';
import { ValidationError } from '../../platform/errors';

/** A photo written under the uploads folder, served at `/uploads/…`. Width and height are the display image's. */
export interface StoredPhoto {
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

/**
 * Covers 48 and 50 MP phone sensors. The limit is checked against the declared size before any
 * pixel is decoded, so a small file claiming a huge image costs nothing.
 */
const MAX_INPUT_PIXELS = 50_000_000;
const DISPLAY = { width: 1600, height: 1200, quality: 82 };
const THUMBNAIL = { width: 480, height: 360, quality: 75 };
const URL_PREFIX = '/uploads/';
/** Only names this service writes may be deleted through a URL; anything else is left alone. */
const STORED_NAME = /^[0-9a-f-]{36}(?:-thumb)?\.webp$/;

/** ISO-BMFF brands of AVIF and HEIF/HEIC still images and sequences. */
const HEIF_BRANDS = new Set(['avif', 'avis', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1']);

function startsWith(input: Buffer, signature: number[], offset = 0): boolean {
  return input.length >= offset + signature.length && signature.every((byte, i) => input[offset + i] === byte);
}

function hasAscii(input: Buffer, text: string, offset: number): boolean {
  return input.length >= offset + text.length && input.toString('latin1', offset, offset + text.length) === text;
}

/**
 * Whether the bytes start like one of the accepted formats. Checked before decoding so that
 * libvips never sees SVG, PDF, TIFF or HTML, whatever the file was called.
 */
function isAcceptedImage(input: Buffer): boolean {
  return (
    startsWith(input, [0xff, 0xd8, 0xff]) ||
    startsWith(input, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    hasAscii(input, 'GIF87a', 0) ||
    hasAscii(input, 'GIF89a', 0) ||
    (hasAscii(input, 'RIFF', 0) && hasAscii(input, 'WEBP', 8)) ||
    (hasAscii(input, 'ftyp', 4) && HEIF_BRANDS.has(input.toString('latin1', 8, 12)))
  );
}

function decode(input: Buffer): Sharp {
  // failOn 'error' still accepts the harmless warnings many phone JPEGs carry.
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate().toColourspace('srgb');
}

/** Writes under a dot-name (never served by the static handler) and renames into place. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

function toFilePath(uploadsDir: string, url: string): string | null {
  const name = url.startsWith(URL_PREFIX) ? url.slice(URL_PREFIX.length) : '';
  return STORED_NAME.test(name) ? path.join(uploadsDir, name) : null;
}

/**
 * Checks an untrusted photo and stores a display image (inside 1600×1200, never enlarged) and a
 * 480×360 thumbnail, both WebP in sRGB, turned upright per EXIF and with every metadata block
 * (EXIF, GPS, XMP, ICC) removed. Guarantees: nothing over MAX_PHOTO_BYTES, nothing but JPEG, PNG,
 * WebP, GIF, AVIF or HEIC content, and no image declaring more than 50 MP is decoded (all
 * ValidationError on `images`); both files exist under their final names when it resolves, and
 * none does when it throws.
 */
export async function processPhoto(ctx: Pick<AppContext, 'config'>, input: Buffer): Promise<StoredPhoto> {
  if (input.length > MAX_PHOTO_BYTES) throw new ValidationError('listing.imageTooLarge', {}, 'images');
  if (!isAcceptedImage(input)) throw new ValidationError('listing.imageInvalid', {}, 'images');

  let display: { data: Buffer; info: OutputInfo };
  let thumbnail: Buffer;
  try {
    // Each output decodes on its own so JPEG shrink-on-load can pick the cheapest scale for it.
    [display, thumbnail] = await Promise.all([
      decode(input)
        .resize(DISPLAY.width, DISPLAY.height, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: DISPLAY.quality })
        .toBuffer({ resolveWithObject: true }),
      decode(input)
        .resize(THUMBNAIL.width, THUMBNAIL.height, { fit: 'cover' })
        .webp({ quality: THUMBNAIL.quality })
        .toBuffer(),
    ]);
  } catch {
    throw new ValidationError('listing.imageInvalid', {}, 'images');
  }

  const { uploadsDir } = ctx.config;
  const id = randomUUID();
  const photo: StoredPhoto = {
    url: `${URL_PREFIX}${id}.webp`,
    thumbnailUrl: `${URL_PREFIX}${id}-thumb.webp`,
    width: display.info.width,
    height: display.info.height,
  };
  await mkdir(uploadsDir, { recursive: true });
  try {
    await writeAtomically(toFilePath(uploadsDir, photo.url)!, display.data);
    await writeAtomically(toFilePath(uploadsDir, photo.thumbnailUrl)!, thumbnail);
  } catch (error) {
    await deleteStoredPhotos(ctx, [photo]);
    throw error;
  }
  return photo;
}

/**
 * Removes the files of photos stored by processPhoto (for a listing that failed). Files already
 * gone are fine; a URL that is not one of ours is never turned into a path.
 */
export async function deleteStoredPhotos(
  ctx: Pick<AppContext, 'config'>,
  photos: Pick<StoredPhoto, 'url' | 'thumbnailUrl'>[],
): Promise<void> {
  const files = photos
    .flatMap((photo) => [photo.url, photo.thumbnailUrl])
    .map((url) => toFilePath(ctx.config.uploadsDir, url));
  await Promise.all(files.map((file) => (file ? rm(file, { force: true }) : undefined)));
}
