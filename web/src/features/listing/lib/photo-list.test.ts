import { describe, expect, it } from 'vitest';
import {
  type ListingPhoto,
  type PhotoListAction,
  describeUploadProgress,
  moveItem,
  photoListReducer,
  summarizeUploads,
} from './photo-list';

const added = (...keys: string[]): PhotoListAction => ({
  type: 'added',
  photos: keys.map((key) => ({ key, name: `${key}.jpg` })),
});

function run(...actions: PhotoListAction[]): ListingPhoto[] {
  return actions.reduce(photoListReducer, [] as ListingPhoto[]);
}

const keys = (photos: ListingPhoto[]) => photos.map((photo) => photo.key);

describe('moveItem', () => {
  it('moves an item and keeps the others in order, clamping the target', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c'], 1, 99)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 1, -5)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

describe('photoListReducer', () => {
  it('adds photos at the end, queued, in the order picked', () => {
    const photos = run(added('a', 'b'), added('c'));
    expect(keys(photos)).toEqual(['a', 'b', 'c']);
    expect(photos[0]).toEqual({
      key: 'a',
      name: 'a.jpg',
      previewUrl: null,
      status: 'queued',
      loaded: 0,
      total: 0,
      uploadId: null,
      error: null,
    });
  });

  it('follows one upload from preparing to uploaded', () => {
    let photos = run(added('a'), { type: 'preparing', key: 'a' });
    expect(photos[0]!.status).toBe('preparing');
    photos = photoListReducer(photos, { type: 'prepared', key: 'a', previewUrl: 'blob:a' });
    // Prepared photos wait for an upload slot, now with their thumbnail.
    expect(photos[0]).toMatchObject({ status: 'queued', previewUrl: 'blob:a' });
    photos = photoListReducer(photos, { type: 'uploadStarted', key: 'a', total: 1000 });
    photos = photoListReducer(photos, { type: 'progress', key: 'a', loaded: 1200, total: 1000 });
    expect(photos[0]).toMatchObject({ status: 'uploading', loaded: 1000, total: 1000 });
    photos = photoListReducer(photos, { type: 'uploaded', key: 'a', uploadId: 'u-1' });
    expect(photos[0]).toMatchObject({ status: 'uploaded', uploadId: 'u-1', error: null });
    // A progress event arriving late does not undo the finished state.
    expect(photoListReducer(photos, { type: 'progress', key: 'a', loaded: 10, total: 1000 })).toBe(photos);
  });

  it('records a failure and clears it on retry', () => {
    let photos = run(added('a'), { type: 'failed', key: 'a', error: 'Upload failed' });
    expect(photos[0]).toMatchObject({ status: 'failed', error: 'Upload failed' });
    photos = photoListReducer(photos, { type: 'retried', key: 'a' });
    expect(photos[0]).toMatchObject({ status: 'queued', error: null, loaded: 0, total: 0 });
  });

  it('reorders (the first photo is the cover) and removes', () => {
    let photos = run(added('a', 'b', 'c'), { type: 'moved', key: 'c', toIndex: 0 });
    expect(keys(photos)).toEqual(['c', 'a', 'b']);
    photos = photoListReducer(photos, { type: 'moved', key: 'c', toIndex: 1 });
    expect(keys(photos)).toEqual(['a', 'c', 'b']);
    photos = photoListReducer(photos, { type: 'removed', key: 'a' });
    expect(keys(photos)).toEqual(['c', 'b']);
    expect(keys(photoListReducer(photos, { type: 'cleared' }))).toEqual([]);
  });

  it('ignores events about a photo that is gone', () => {
    const photos = run(added('a'));
    expect(photoListReducer(photos, { type: 'uploaded', key: 'zzz', uploadId: 'x' })).toBe(photos);
    expect(photoListReducer(photos, { type: 'moved', key: 'zzz', toIndex: 0 })).toBe(photos);
  });
});

describe('summarizeUploads', () => {
  it('counts each photo equally and leaves failed ones out of the percentage', () => {
    const photos = run(
      added('a', 'b', 'c', 'd'),
      { type: 'uploaded', key: 'a', uploadId: '1' },
      { type: 'uploadStarted', key: 'b', total: 200 },
      { type: 'progress', key: 'b', loaded: 100, total: 200 },
      { type: 'failed', key: 'd', error: 'x' },
    );
    expect(summarizeUploads(photos)).toEqual({ pending: 2, uploaded: 1, failed: 1, total: 4, percent: 50 });
  });

  it('is zero for no photos', () => {
    expect(summarizeUploads([])).toEqual({ pending: 0, uploaded: 0, failed: 0, total: 0, percent: 0 });
  });
});

describe('describeUploadProgress', () => {
  it('says how many made it when some failed, never "all 0 uploaded"', () => {
    expect(describeUploadProgress({ pending: 0, uploaded: 0, failed: 1, total: 1, percent: 0 })).toEqual({
      key: 'photos.progressWithFailures',
      values: { uploaded: 0, total: 1, failed: 1 },
      value: 0,
    });
    expect(describeUploadProgress({ pending: 0, uploaded: 3, failed: 1, total: 4, percent: 100 }).value).toBe(75);
    expect(describeUploadProgress({ pending: 0, uploaded: 4, failed: 0, total: 4, percent: 100 })).toEqual({
      key: 'photos.progressDone',
      values: { count: 4 },
      value: 100,
    });
    expect(describeUploadProgress({ pending: 2, uploaded: 1, failed: 1, total: 4, percent: 50 })).toMatchObject({
      key: 'photos.progress',
      value: 50,
    });
  });
});
