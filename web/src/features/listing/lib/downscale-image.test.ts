import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOWNSCALE_MAX_SIDE, fitWithin, planDownscale, preparePhoto, renameForType } from './downscale-image';

const MB = 1024 * 1024;

describe('fitWithin', () => {
  it('shrinks the longest side to the limit and keeps the aspect ratio', () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin({ width: 3000, height: 4000 })).toEqual({ width: 1536, height: 2048 });
    expect(fitWithin({ width: 8192, height: 8192 })).toEqual({ width: 2048, height: 2048 });
    expect(fitWithin({ width: 6000, height: 4000 }, 1000)).toEqual({ width: 1000, height: 667 });
  });

  it('never enlarges and never goes below one pixel', () => {
    expect(fitWithin({ width: 1600, height: 1200 })).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin({ width: DOWNSCALE_MAX_SIDE, height: 10 })).toEqual({ width: DOWNSCALE_MAX_SIDE, height: 10 });
    expect(fitWithin({ width: 100_000, height: 10 })).toEqual({ width: 2048, height: 1 });
  });
});

describe('planDownscale', () => {
  it('re-encodes a photo larger than the limit, whatever its weight', () => {
    expect(planDownscale({ width: 4032, height: 3024, bytes: 900_000, type: 'image/jpeg' })).toEqual({
      width: 2048,
      height: 1536,
    });
  });

  it('re-encodes a heavy photo at its own size, and leaves a light one within bounds alone', () => {
    expect(planDownscale({ width: 2000, height: 1500, bytes: 3 * MB, type: 'image/png' })).toEqual({
      width: 2000,
      height: 1500,
    });
    expect(planDownscale({ width: 2000, height: 1500, bytes: 600_000, type: 'image/jpeg' })).toBeNull();
  });

  it('keeps GIFs (animation) and images without a size as they are', () => {
    expect(planDownscale({ width: 4000, height: 3000, bytes: 4 * MB, type: 'image/gif' })).toBeNull();
    expect(planDownscale({ width: 0, height: 0, bytes: 4 * MB, type: 'image/jpeg' })).toBeNull();
  });
});

describe('renameForType', () => {
  it('gives the file the extension of its new type', () => {
    expect(renameForType('IMG_0042.HEIC', 'image/webp')).toBe('IMG_0042.webp');
    expect(renameForType('front.view.png', 'image/jpeg')).toBe('front.view.jpg');
    expect(renameForType('noextension', 'image/webp')).toBe('noextension.webp');
    expect(renameForType('.png', 'image/webp')).toBe('photo.webp');
  });
});

describe('preparePhoto', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A canvas whose encoder answers with the given type (a browser without WebP answers PNG). */
  function stubCanvas(encodes: (type: string) => string, outputBytes = 400_000) {
    const draws: unknown[][] = [];
    const fills: string[] = [];
    class FakeCanvas {
      constructor(
        readonly width: number,
        readonly height: number,
      ) {}
      getContext() {
        return {
          drawImage: (...args: unknown[]) => draws.push(args.slice(1)),
          fillRect: () => fills.push('fill'),
        };
      }
      async convertToBlob({ type }: { type: string }) {
        return new Blob([new Uint8Array(outputBytes)], { type: encodes(type) });
      }
    }
    vi.stubGlobal('OffscreenCanvas', FakeCanvas);
    return { draws, fills };
  }

  function stubBitmap(width: number, height: number) {
    const close = vi.fn();
    const create = vi.fn(async () => ({ width, height, close }));
    vi.stubGlobal('createImageBitmap', create);
    return { create, close };
  }

  const photo = (bytes: number, type = 'image/jpeg', name = 'IMG_1.jpg') =>
    new File([new Uint8Array(bytes)], name, { type, lastModified: 42 });

  it('decodes once and makes a 2048 px WebP copy to send and a 480 px preview', async () => {
    const { draws } = stubCanvas((type) => type);
    const bitmap = stubBitmap(4032, 3024);
    const { upload, preview } = await preparePhoto(photo(3 * MB));
    expect(draws).toEqual([
      [0, 0, 2048, 1536],
      [0, 0, 480, 360],
    ]);
    expect(upload.name).toBe('IMG_1.webp');
    expect(upload.type).toBe('image/webp');
    expect(upload.size).toBe(400_000);
    expect(upload.lastModified).toBe(42);
    expect(preview?.type).toBe('image/webp');
    expect(bitmap.create).toHaveBeenCalledTimes(1);
    expect(bitmap.create).toHaveBeenCalledWith(expect.any(File), { imageOrientation: 'from-image' });
    expect(bitmap.close).toHaveBeenCalled();
  });

  it('falls back to JPEG on a white background where the browser cannot write WebP', async () => {
    const { fills } = stubCanvas((type) => (type === 'image/webp' ? 'image/png' : type));
    stubBitmap(4000, 3000);
    const { upload } = await preparePhoto(photo(3 * MB, 'image/png', 'logo.png'));
    expect(upload.type).toBe('image/jpeg');
    expect(upload.name).toBe('logo.jpg');
    expect(fills.length).toBeGreaterThan(0);
  });

  it('sends the original when the copy would not be smaller, or is not needed', async () => {
    stubCanvas((type) => type, 2 * MB);
    stubBitmap(4000, 3000);
    const small = photo(MB + 1);
    expect((await preparePhoto(small)).upload).toBe(small);
    const { draws } = stubCanvas((type) => type);
    stubBitmap(400, 300);
    const light = photo(300_000);
    expect(await preparePhoto(light)).toEqual({ upload: light, preview: null });
    expect(draws).toEqual([]);
  });

  it('sends and shows the file itself when the browser cannot decode it or has no canvas support', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new DOMException('bad image', 'InvalidStateError'))),
    );
    const heic = photo(3 * MB, 'image/heic', 'IMG_2.HEIC');
    expect(await preparePhoto(heic)).toEqual({ upload: heic, preview: null });
    vi.stubGlobal('createImageBitmap', undefined);
    const jpeg = photo(3 * MB);
    expect(await preparePhoto(jpeg)).toEqual({ upload: jpeg, preview: null });
  });

  it('never touches a GIF', async () => {
    const bitmap = stubBitmap(4000, 3000);
    const gif = photo(3 * MB, 'image/gif', 'anim.gif');
    expect(await preparePhoto(gif)).toEqual({ upload: gif, preview: null });
    expect(bitmap.create).not.toHaveBeenCalled();
  });
});
