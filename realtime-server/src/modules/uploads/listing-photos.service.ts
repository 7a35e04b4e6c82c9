import { findUnclaimedUploads } from '@autolicit/db';
import { MAX_PHOTO_BYTES, MAX_PHOTOS_PER_LISTING } from '@autolicit/shared';
import type { AppContext } from '../../app-context';
import { ValidationError } from '../../platform/errors';
import { type StoredPhoto, deleteStoredPhotos, processPhoto } from './photo.service';

/** A listing photo ready to be saved; `uploadId` is set when it came from POST /api/uploads and must be claimed. */
export type PreparedPhoto = StoredPhoto & { uploadId: string | null };

type ListingImage = { kind: 'upload'; id: string } | { kind: 'inline'; base64: string };

const DATA_URL_PREFIX = /^data:image\/[a-z0-9.+-]+;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Two cores: two photos at a time keeps both busy without queueing a whole listing's decodes at once. */
const INLINE_PHOTO_CONCURRENCY = 2;

/** Classifies one entry and checks a data URL's base64 and decoded size without decoding it. */
function parseListingImage(image: string): ListingImage {
  if (UPLOAD_ID.test(image)) return { kind: 'upload', id: image.toLowerCase() };
  const prefix = DATA_URL_PREFIX.exec(image);
  if (!prefix) throw new ValidationError('listing.imageInvalid', {}, 'images');
  const base64 = image.slice(prefix[0].length).replace(/\s+/g, '');
  const padding = base64.length - base64.replace(/=+$/, '').length;
  const wellFormed = BASE64.test(base64) && (padding > 0 ? base64.length % 4 === 0 : base64.length % 4 !== 1);
  if (!wellFormed) throw new ValidationError('listing.imageInvalid', {}, 'images');
  if (Math.floor(((base64.length - padding) * 3) / 4) > MAX_PHOTO_BYTES)
    throw new ValidationError('listing.imageTooLarge', {}, 'images');
  return { kind: 'inline', base64 };
}

/** Stores inline photos in order, INLINE_PHOTO_CONCURRENCY at a time; on a failure every file written here is removed. */
async function storeInlinePhotos(ctx: AppContext, payloads: string[]): Promise<StoredPhoto[]> {
  const stored: StoredPhoto[] = [];
  let next = 0;
  let failed = false;
  const work = async () => {
    while (!failed && next < payloads.length) {
      const index = next++;
      try {
        stored[index] = await processPhoto(ctx, Buffer.from(payloads[index]!, 'base64'));
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  // allSettled, not all: the other worker may still be writing files that must be cleaned up too.
  const outcomes = await Promise.allSettled(Array.from({ length: INLINE_PHOTO_CONCURRENCY }, work));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) {
    await deleteStoredPhotos(ctx, stored.filter(Boolean));
    throw failure.reason;
  }
  return stored;
}

/**
 * Turns the listing's `images` (base64 data URLs and/or upload ids, in order) into stored photos.
 * Throws ValidationError on any bad photo; files written for this call are removed on failure.
 * Guarantees: at most MAX_PHOTOS_PER_LISTING entries; every upload id is this user's and still
 * unclaimed at the time of the check (the claim itself belongs to the listing transaction); every
 * data URL passed processPhoto. All cheap checks run before any photo is decoded. A repeated upload
 * id is kept once, at its first position.
 */
export async function prepareListingPhotos(
  ctx: AppContext,
  userId: string,
  images: string[],
): Promise<PreparedPhoto[]> {
  if (images.length > MAX_PHOTOS_PER_LISTING) throw new ValidationError('listing.tooManyImages', {}, 'images');
  const seenUploadIds = new Set<string>();
  const entries = images.map(parseListingImage).filter((entry) => {
    if (entry.kind === 'inline') return true;
    if (seenUploadIds.has(entry.id)) return false;
    seenUploadIds.add(entry.id);
    return true;
  });

  const uploads = await findUnclaimedUploads(ctx.db, userId, [...seenUploadIds]);
  if (uploads.length !== seenUploadIds.size) throw new ValidationError('listing.imageUnknown', {}, 'images');
  const uploadsById = new Map(uploads.map((upload) => [upload.id, upload]));

  const inline = await storeInlinePhotos(
    ctx,
    entries.flatMap((entry) => (entry.kind === 'inline' ? [entry.base64] : [])),
  );
  let inlineIndex = 0;
  return entries.map((entry): PreparedPhoto => {
    if (entry.kind === 'inline') return { ...inline[inlineIndex++]!, uploadId: null };
    const { id, url, thumbnailUrl, width, height } = uploadsById.get(entry.id)!;
    return { url, thumbnailUrl, width, height, uploadId: id };
  });
}
