import { MAX_PHOTO_BYTES } from '@autolicit/shared';
import { describe, expect, it } from 'vitest';
import { PHOTO_ACCEPT_ATTRIBUTE, isAcceptedPhoto, toMegabytes, triagePhotoFiles } from './photo-files';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('isAcceptedPhoto', () => {
  it('accepts the formats the server takes, by type or, when the type is missing, by extension', () => {
    for (const type of [
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/gif',
      'image/avif',
      'image/heic',
      'image/heif',
    ]) {
      expect(isAcceptedPhoto(file('x', type))).toBe(true);
    }
    expect(isAcceptedPhoto(file('IMG_1.HEIC', ''))).toBe(true);
    expect(isAcceptedPhoto(file('IMG_1.jpeg', 'application/octet-stream'))).toBe(true);
  });

  it('refuses other files, including SVG and a typed file with an image name', () => {
    expect(isAcceptedPhoto(file('logo.svg', 'image/svg+xml'))).toBe(false);
    expect(isAcceptedPhoto(file('contract.pdf', 'application/pdf'))).toBe(false);
    expect(isAcceptedPhoto(file('fake.png', 'text/html'))).toBe(false);
    expect(isAcceptedPhoto(file('notes', ''))).toBe(false);
  });

  it('offers the same formats in the file picker', () => {
    expect(PHOTO_ACCEPT_ATTRIBUTE.split(',')).toEqual(
      expect.arrayContaining(['image/jpeg', '.jpg', '.heic', 'image/webp']),
    );
    expect(PHOTO_ACCEPT_ATTRIBUTE).not.toContain('svg');
  });
});

describe('triagePhotoFiles', () => {
  it('keeps images up to 5 MB and refuses the rest with a reason, in pick order', () => {
    const big = file('big.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1);
    const exact = file('exact.jpg', 'image/jpeg', MAX_PHOTO_BYTES);
    const pdf = file('doc.pdf', 'application/pdf');
    expect(triagePhotoFiles([big, exact, pdf], 0)).toEqual({
      accepted: [exact],
      rejected: [
        { name: 'big.jpg', size: MAX_PHOTO_BYTES + 1, reason: 'too-large' },
        { name: 'doc.pdf', size: 1000, reason: 'not-image' },
      ],
      overflow: 0,
    });
  });

  it('fills the free slots up to 20 and counts the valid files left over', () => {
    const files = Array.from({ length: 5 }, (_, i) => file(`p${i}.jpg`, 'image/jpeg'));
    const result = triagePhotoFiles(files, 17);
    expect(result.accepted.map((f) => f.name)).toEqual(['p0.jpg', 'p1.jpg', 'p2.jpg']);
    expect(result.overflow).toBe(2);
    expect(triagePhotoFiles(files, 20)).toEqual({ accepted: [], rejected: [], overflow: 5 });
    expect(triagePhotoFiles(files, 25).overflow).toBe(5);
  });

  it('does not count refused files against the limit', () => {
    const result = triagePhotoFiles([file('doc.pdf', 'application/pdf'), file('a.jpg', 'image/jpeg')], 19);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.jpg']);
    expect(result.overflow).toBe(0);
  });
});

describe('toMegabytes', () => {
  it('rounds up to one decimal so a file just over the limit never reads as the limit', () => {
    expect(toMegabytes(MAX_PHOTO_BYTES + 1)).toBe(5.1);
    expect(toMegabytes(7.25 * 1024 * 1024)).toBe(7.3);
    expect(toMegabytes(1024 * 1024)).toBe(1);
  });
});
