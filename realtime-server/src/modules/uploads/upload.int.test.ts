import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { claimUploads, findUnclaimedUploads } from '@autolicit/db';
import { MAX_PHOTO_BYTES } from '@autolicit/shared';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../platform/sessions/session-cookie';
import { TEST_PASSWORD, createUser, createVehicle } from '../../test/factories';
import { createClient, signIn, type TestAgent } from '../../test/http-client';
import { TEST_ORIGIN, createTestContext, type TestContext } from '../../test/test-context';
import { prepareListingPhotos } from './listing-photos.service';

let t: TestContext;
let seller: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
let sellerClient: TestAgent;
let otherClient: TestAgent;
let jpeg: Buffer;

beforeAll(async () => {
  t = createTestContext();
  seller = await createUser(t.ctx);
  other = await createUser(t.ctx);
  sellerClient = await signIn(t.app, seller.email);
  otherClient = await signIn(t.app, other.email);
  jpeg = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#3070b0' } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => t.close());

function listUploadFiles(): string[] {
  const dir = t.ctx.config.uploadsDir;
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

async function upload(client: TestAgent): Promise<{ id: string; url: string; thumbnailUrl: string }> {
  const response = await client.post('/api/uploads').attach('photo', jpeg, 'car.jpg');
  expect(response.status).toBe(201);
  return response.body;
}

function toDataUrl(bytes: Buffer, type = 'image/jpeg'): string {
  return `data:${type};base64,${bytes.toString('base64')}`;
}

describe('POST /api/uploads', () => {
  it('stores the photo and serves both images with a long cache lifetime', async () => {
    const response = await sellerClient.post('/api/uploads').attach('photo', jpeg, 'car.jpg');

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      url: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.webp$/),
      thumbnailUrl: expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}-thumb\.webp$/),
      width: 1600,
      height: 1200,
    });
    const [row] = await findUnclaimedUploads(t.ctx.db, seller.id, [response.body.id]);
    expect(row).toMatchObject({ userId: seller.id, url: response.body.url, vehicleId: null });

    for (const url of [response.body.url, response.body.thumbnailUrl]) {
      const image = await createClient(t.app).get(url).buffer(true);
      expect(image.status).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.headers['cache-control']).toMatch(/max-age=31536000/);
      expect((await sharp(image.body as Buffer).metadata()).format).toBe('webp');
    }
  });

  it('refuses a signed-out client with 401', async () => {
    const response = await createClient(t.app).post('/api/uploads').attach('photo', jpeg, 'car.jpg');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Unauthorized: please sign in');
  });

  it('stops at 5 MB and answers 413 with the photo size message', async () => {
    const before = listUploadFiles();
    const response = await sellerClient
      .post('/api/uploads')
      .attach('photo', Buffer.alloc(6 * 1024 * 1024, 0xff), 'big.jpg');
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({
      message: 'Each photo must be at most 5 MB',
      messageKey: 'listing.imageTooLarge',
    });
    expect(listUploadFiles()).toEqual(before);
  });

  it('answers, then closes the connection, when a refused upload keeps streaming far past the limit', async () => {
    const login = await request(t.app)
      .post('/api/auth/login')
      .set('Origin', TEST_ORIGIN)
      .send({ email: seller.email, password: TEST_PASSWORD });
    const cookie = (login.headers['set-cookie'] as unknown as string[])
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .split(';')[0]!;
    const server = t.app.listen(0);
    const { port } = server.address() as AddressInfo;
    const boundary = 'autolicit-test-boundary';
    const bodySize = 10 * MAX_PHOTO_BYTES;
    try {
      let sent = 0;
      const startedAt = performance.now();
      const outcome = await new Promise<{ status?: number; connection?: string; error?: string }>((resolve) => {
        const req = httpRequest({
          port,
          method: 'POST',
          path: '/api/uploads',
          headers: {
            Origin: TEST_ORIGIN,
            Cookie: cookie,
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            'Content-Length': bodySize,
          },
        });
        req.on('response', (res) => {
          res.resume();
          // The server must hang up rather than keep reading: resolve only once the socket is closed.
          res.socket.once('close', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
        });
        // Cut off while still sending is also an acceptable end; hanging is not.
        req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
        req.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        );
        const chunk = Buffer.alloc(256 * 1024, 0xff);
        const pump = () => {
          while (!req.destroyed && sent < bodySize) {
            sent += chunk.length;
            if (!req.write(chunk)) return;
          }
        };
        req.on('drain', pump);
        pump();
      });
      if (outcome.error === undefined) expect(outcome).toEqual({ status: 413, connection: 'close' });
      else expect(['ECONNRESET', 'EPIPE']).toContain(outcome.error);
      // The server stopped reading long before the end of the body, and did not leave the socket
      // open until the 5 s keep-alive timeout either.
      expect(sent).toBeLessThan(bodySize);
      expect(performance.now() - startedAt).toBeLessThan(3000);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it.each([
    ['a text file named .jpg', Buffer.from('not a photo at all'), 'car.jpg'],
    ['an HTML page named .jpg', Buffer.from('<html><script>alert(1)</script></html>'), 'car.jpg'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'car.svg'],
  ])('refuses %s with 400', async (_name, content, filename) => {
    const response = await sellerClient.post('/api/uploads').attach('photo', content, filename);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'Each photo must be a JPEG, PNG, WebP, GIF, AVIF or HEIC image',
      field: 'images',
    });
  });

  it('refuses a form without a photo file, or with the file under another name, with 400', async () => {
    const noFile = await sellerClient.post('/api/uploads').field('title', 'car');
    expect(noFile.status).toBe(400);
    expect(noFile.body.messageKey).toBe('listing.imageInvalid');

    const wrongName = await sellerClient.post('/api/uploads').attach('image', jpeg, 'car.jpg');
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.messageKey).toBe('listing.imageInvalid');
  });

  it('accepts a photo of exactly 5 MB', async () => {
    const noise = await sharp({
      create: {
        width: 2600,
        height: 2000,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 80 },
      },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(MAX_PHOTO_BYTES);
    // Padding after the JPEG end marker is ignored by decoders, so the file can be cut to size exactly.
    const exact = Buffer.concat([noise.subarray(0, MAX_PHOTO_BYTES - 2), Buffer.from([0xff, 0xd9])]);
    const response = await sellerClient.post('/api/uploads').attach('photo', exact, 'exact.jpg');
    expect(response.status).toBe(201);
  });

  it('refuses a form cut short in the middle of the file with 400', async () => {
    const boundary = 'cut-short';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="car.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      jpeg.subarray(0, 1000),
    ]);
    const response = await sellerClient
      .post('/api/uploads')
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      .send(body);
    expect(response.status).toBe(400);
    expect(response.body.messageKey).toBe('upload.multipartRequired');
  });

  it('refuses two files with 400', async () => {
    const response = await sellerClient
      .post('/api/uploads')
      .attach('photo', jpeg, 'a.jpg')
      .attach('photo', jpeg, 'b.jpg');
    expect(response.status).toBe(400);
    expect(response.body.messageKey).toBe('upload.multipartRequired');
  });

  it('refuses a body that is not multipart with 400', async () => {
    const response = await sellerClient.post('/api/uploads').send({ photo: toDataUrl(jpeg) });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      messageKey: 'upload.multipartRequired',
      message: 'Send one photo as multipart/form-data in a file field named "photo"',
    });
  });

  it('refuses a cross-site request with 403', async () => {
    const response = await sellerClient
      .post('/api/uploads')
      .set('Origin', 'https://evil.example')
      .attach('photo', jpeg, 'car.jpg');
    expect(response.status).toBe(403);
    expect(response.body.message).toBe('Forbidden: cross-site request refused');
  });

  it('limits uploads per user', async () => {
    const limited = createTestContext({ rateLimits: { uploadsPerUser: { points: 1, durationSeconds: 600 } } });
    try {
      const user = await createUser(limited.ctx);
      const client = await signIn(limited.app, user.email);
      expect((await client.post('/api/uploads').attach('photo', jpeg, 'a.jpg')).status).toBe(201);
      const second = await client.post('/api/uploads').attach('photo', jpeg, 'b.jpg');
      expect(second.status).toBe(429);
      expect(second.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('prepareListingPhotos', () => {
  it('stores data URLs and reuses the user’s uploads, in the given order', async () => {
    const uploaded = await upload(sellerClient);
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();

    const photos = await prepareListingPhotos(t.ctx, seller.id, [
      toDataUrl(png, 'image/png'),
      uploaded.id.toUpperCase(),
      uploaded.id,
    ]);

    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatchObject({
      uploadId: null,
      width: 800,
      height: 600,
      url: expect.stringMatching(/^\/uploads\/.+\.webp$/),
    });
    expect(existsSync(path.join(t.ctx.config.uploadsDir, path.basename(photos[0]!.url)))).toBe(true);
    expect(photos[1]).toEqual({
      uploadId: uploaded.id,
      url: uploaded.url,
      thumbnailUrl: uploaded.thumbnailUrl,
      width: 1600,
      height: 1200,
    });
  });

  it('refuses another user’s upload, a claimed upload and an unknown id with listing.imageUnknown', async () => {
    const othersUpload = await upload(otherClient);
    const claimed = await upload(sellerClient);
    const vehicle = await createVehicle(t.ctx, { sellerId: seller.id });
    await claimUploads(t.ctx.db, seller.id, [claimed.id], vehicle.id);

    for (const id of [othersUpload.id, claimed.id, '00000000-0000-4000-8000-000000000000']) {
      await expect(prepareListingPhotos(t.ctx, seller.id, [id])).rejects.toMatchObject({
        messageKey: 'listing.imageUnknown',
        message: 'A photo was not found; please upload it again',
      });
    }
  });

  it('refuses 21 photos before storing any', async () => {
    const before = listUploadFiles();
    const images = Array.from({ length: 21 }, () => toDataUrl(jpeg));
    await expect(prepareListingPhotos(t.ctx, seller.id, images)).rejects.toMatchObject({
      message: 'You can upload a maximum of 20 images',
      field: 'images',
    });
    expect(listUploadFiles()).toEqual(before);
  });

  it.each([
    ['invalid base64', 'data:image/jpeg;base64,@@@not-base64@@@', 'listing.imageInvalid'],
    [
      'a non-image data URL',
      `data:text/html;base64,${Buffer.from('<p>hi</p>').toString('base64')}`,
      'listing.imageInvalid',
    ],
    ['a plain URL', 'https://example.com/car.jpg', 'listing.imageInvalid'],
    ['over 5 MB once decoded', toDataUrl(Buffer.alloc(MAX_PHOTO_BYTES + 3, 0xff)), 'listing.imageTooLarge'],
  ])('refuses %s', async (_name, image, messageKey) => {
    await expect(prepareListingPhotos(t.ctx, seller.id, [image])).rejects.toMatchObject({
      messageKey,
      field: 'images',
    });
  });

  it('removes the files it wrote when a later photo turns out to be bad', async () => {
    const before = listUploadFiles();
    const images = [
      toDataUrl(jpeg),
      toDataUrl(jpeg),
      toDataUrl(Buffer.from('<svg/>'), 'image/svg+xml'),
      toDataUrl(jpeg),
    ];
    await expect(prepareListingPhotos(t.ctx, seller.id, images)).rejects.toMatchObject({
      messageKey: 'listing.imageInvalid',
    });
    expect(listUploadFiles()).toEqual(before);
  });
});
