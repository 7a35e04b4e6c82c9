import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { MAX_PHOTO_BYTES } from '@autolicit/shared';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../app-context';
import type { Config } from '../../config/env';
import { ValidationError } from '../../platform/errors';
import { deleteStoredPhotos, processPhoto } from './photo.service';

let root: string;
let ctx: Pick<AppContext, 'config'>;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'autolicit-photos-'));
  ctx = { config: { uploadsDir: path.join(root, 'uploads') } as Config };
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function storedFile(url: string): string {
  return path.join(ctx.config.uploadsDir, url.replace('/uploads/', ''));
}

function listUploads(): string[] {
  return existsSync(ctx.config.uploadsDir) ? readdirSync(ctx.config.uploadsDir) : [];
}

/** A 3000×2000 camera-like JPEG stored sideways (EXIF orientation 6) with a red block in its top-left corner. */
async function createSidewaysJpeg(): Promise<Buffer> {
  const redBlock = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#2060c0' } })
    .composite([{ input: redBlock, left: 0, top: 0 }])
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'Dacia', Model: 'Logan', Copyright: 'Ion Popescu' } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A valid 16×16 PNG whose header is then rewritten to declare width×height, with a correct CRC. */
async function createPngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000000' } })
      .png()
      .toBuffer(),
  );
  // Signature (8) + IHDR length (4) + "IHDR" (4), then width and height; the CRC covers type and 13 data bytes.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

async function expectRefusal(input: Buffer, messageKey: string): Promise<void> {
  const before = listUploads();
  const error = await processPhoto(ctx, input).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ValidationError);
  expect(error).toMatchObject({ messageKey, field: 'images' });
  expect(listUploads()).toEqual(before);
}

describe('processPhoto', () => {
  it('stores an upright, metadata-free WebP display image and a 480×360 thumbnail', async () => {
    const input = await createSidewaysJpeg();
    expect((await sharp(input).metadata()).exif?.toString('latin1')).toContain('Dacia');

    const photo = await processPhoto(ctx, input);

    expect(photo.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect(photo.thumbnailUrl).toBe(photo.url.replace('.webp', '-thumb.webp'));
    // Upright the photo is 2000×3000, so it fits 1600×1200 at 800×1200.
    expect(photo).toMatchObject({ width: 800, height: 1200 });

    const display = await sharp(storedFile(photo.url)).metadata();
    expect(display).toMatchObject({ format: 'webp', width: 800, height: 1200, space: 'srgb' });
    expect(display.exif).toBeUndefined();
    expect(display.icc).toBeUndefined();
    expect(display.xmp).toBeUndefined();
    expect(display.orientation).toBeUndefined();
    // Orientation 6 turns the picture a quarter clockwise: the stored top-left block ends up top-right.
    const { data, info } = await sharp(storedFile(photo.url)).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(pixel(info.width - 10, 10)[0]).toBeGreaterThan(200);
    expect(pixel(10, 10)[0]).toBeLessThan(100);

    const thumbnail = await sharp(storedFile(photo.thumbnailUrl)).metadata();
    expect(thumbnail).toMatchObject({ format: 'webp', width: 480, height: 360 });
    expect(thumbnail.exif).toBeUndefined();

    expect(listUploads().filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it.each([
    ['PNG', (image: Sharp) => image.png()],
    ['WebP', (image: Sharp) => image.webp()],
    ['GIF', (image: Sharp) => image.gif()],
    ['AVIF', (image: Sharp) => image.avif()],
    ['a CMYK JPEG', (image: Sharp) => image.toColourspace('cmyk').jpeg()],
    ['a 16-bit PNG', (image: Sharp) => image.toColourspace('rgb16').png()],
  ])('accepts %s as sRGB and never enlarges the display image', async (_format, encode) => {
    const input = await encode(
      sharp({ create: { width: 64, height: 48, channels: 3, background: '#c04020' } }),
    ).toBuffer();
    const photo = await processPhoto(ctx, input);
    expect(photo).toMatchObject({ width: 64, height: 48 });
    expect(await sharp(storedFile(photo.url)).metadata()).toMatchObject({ space: 'srgb', channels: 3 });
    expect(await sharp(storedFile(photo.thumbnailUrl)).metadata()).toMatchObject({ width: 480, height: 360 });
  });

  it.each([
    ['plain text', Buffer.from('just some text, saved as car.jpg')],
    ['HTML', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    [
      'SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
    ],
    ['SVG with an XML declaration', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['PDF', Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n')],
    ['an empty file', Buffer.alloc(0)],
    [
      'a JPEG header followed by garbage',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 0x41)]),
    ],
  ])('refuses %s as listing.imageInvalid', async (_name, input) => {
    await expectRefusal(input, 'listing.imageInvalid');
  });

  it('refuses a TIFF, which libvips could decode but is not an accepted format', async () => {
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ffffff' } })
      .tiff()
      .toBuffer();
    await expectRefusal(tiff, 'listing.imageInvalid');
  });

  it('refuses a decompression bomb declaring 30000×30000 from its header without allocating its pixels', async () => {
    const bomb = await createPngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(1024);
    // The header is well formed (CRC included): only the pixel limit stands in the way.
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 30_000, height: 30_000 });

    const rssBefore = process.memoryUsage().rss;
    await expectRefusal(bomb, 'listing.imageInvalid');
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('refuses a valid image over the 50 MP limit: a 160 KB PNG that would inflate to 168 MB', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#000000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MAX_PHOTO_BYTES);

    const rssBefore = process.memoryUsage().rss;
    await expectRefusal(bomb, 'listing.imageInvalid');
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(50 * 1024 * 1024);
  });

  it('refuses more than MAX_PHOTO_BYTES before looking at the content', async () => {
    const oversize = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    oversize.set([0xff, 0xd8, 0xff]);
    await expectRefusal(oversize, 'listing.imageTooLarge');
  });
});

describe('deleteStoredPhotos', () => {
  it('removes both files, tolerates missing ones and never touches a path that is not a stored photo', async () => {
    const input = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#000000' } })
      .png()
      .toBuffer();
    const photo = await processPhoto(ctx, input);
    const outsider = path.join(root, 'keep.webp');
    writeFileSync(outsider, 'keep');
    const foreign = { url: '/uploads/../keep.webp', thumbnailUrl: '/etc/passwd', width: 1, height: 1 };

    await deleteStoredPhotos(ctx, [photo, photo, foreign]);

    expect(existsSync(storedFile(photo.url))).toBe(false);
    expect(existsSync(storedFile(photo.thumbnailUrl))).toBe(false);
    expect(existsSync(outsider)).toBe(true);
  });
});
