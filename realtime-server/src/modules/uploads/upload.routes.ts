import { insertUpload } from '@autolicit/db';
import { MAX_PHOTO_BYTES, type ValidationMessageKey } from '@autolicit/shared';
import busboy from 'busboy';
import { type Request, type Response, Router } from 'express';
import type { AppContext } from '../../app-context';
import { requireAuth, requireUser } from '../../platform/guards/auth.middleware';
import { clientIp } from '../../platform/client-address';
import { type Limiters, limitBy } from '../../platform/guards/rate-limit';
import { type AppError, PayloadTooLargeError, ValidationError } from '../../platform/errors';
import { deleteStoredPhotos, processPhoto } from './photo.service';

/**
 * After a refused upload this much more of the body is read and thrown away, so a client that is
 * still sending gets our answer instead of a connection reset; beyond it the connection is closed.
 */
const DISCARD_FACTOR = 4;

/** Resolves once the rest of the body is read off the wire, or once `maxDiscarded` bytes were. */
function discardBody(req: Request, res: Response, maxDiscarded: number): Promise<void> {
  return new Promise((resolve) => {
    if (req.complete || req.destroyed) return resolve();
    let discarded = 0;
    const finish = () => {
      req.off('data', onData);
      req.off('end', finish);
      req.off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded <= maxDiscarded) return;
      // Node closes the socket once this response is sent.
      res.set('Connection', 'close');
      finish();
    };
    req.on('data', onData);
    req.once('end', finish);
    req.once('close', finish);
    req.resume();
  });
}

/** The one file a multipart upload must carry: its field name, size limit and refusal messages. */
export interface SingleFilePart {
  field: string;
  maxBytes: number;
  tooLargeKey: ValidationMessageKey;
  missingKey: ValidationMessageKey;
}

/**
 * Streams a multipart body and returns its single file field `part.field`, holding at most
 * `part.maxBytes` in memory. Reading stops at the first problem.
 */
export function readSingleFilePart(req: Request, res: Response, part: SingleFilePart): Promise<Buffer> {
  const notMultipart = () => new ValidationError('upload.multipartRequired', {}, part.field);
  const noFile = () => new ValidationError(part.missingKey, {}, part.field);
  if (!req.is('multipart/form-data')) return Promise.reject(notMultipart());

  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      // busboy reports the limit when a file reaches it, so one byte more lets exactly maxBytes through.
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: part.maxBytes + 1, fields: 5, parts: 6 },
      });
    } catch {
      // No boundary in the Content-Type.
      return reject(notMultipart());
    }
    let settled = false;
    let file: Buffer | null = null;

    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      // Unpiped, not destroyed: this may run inside busboy's own callback, which goes on using its state.
      req.unpipe(parser);
      void discardBody(req, res, DISCARD_FACTOR * part.maxBytes).then(() => reject(error));
    };

    parser.on('file', (name, stream) => {
      // A body cut short mid-file makes busboy destroy this stream with an error; the parser's own error reports it.
      stream.on('error', () => undefined);
      if (name !== part.field) return fail(noFile());
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(new PayloadTooLargeError(part.tooLargeKey)));
      stream.on('end', () => {
        file = Buffer.concat(chunks);
      });
    });
    for (const event of ['filesLimit', 'fieldsLimit', 'partsLimit'] as const)
      parser.on(event, () => fail(notMultipart()));
    parser.on('error', () => fail(notMultipart()));
    parser.on('finish', () => {
      if (file === null || file.length === 0) return fail(noFile());
      settled = true;
      resolve(file);
    });
    // A client that goes away mid-upload would otherwise leave this promise pending for ever.
    req.once('close', () => {
      if (!req.complete) fail(notMultipart());
    });
    req.pipe(parser);
  });
}

const PHOTO_PART: SingleFilePart = {
  field: 'photo',
  maxBytes: MAX_PHOTO_BYTES,
  tooLargeKey: 'listing.imageTooLarge',
  missingKey: 'listing.imageInvalid',
};

export function createUploadRouter(ctx: AppContext, deps: { limiters: Limiters }): Router {
  const router = Router();

  router.post(
    '/',
    requireAuth,
    limitBy(ctx.logger, [deps.limiters.uploadsPerUser, (req) => req.user?.id], [deps.limiters.uploadsPerIp, clientIp]),
    async (req, res) => {
      const user = requireUser(req);
      const photo = await processPhoto(ctx, await readSingleFilePart(req, res, PHOTO_PART));
      const upload = await insertUpload(ctx.db, { userId: user.id, ...photo }).catch(async (error: unknown) => {
        await deleteStoredPhotos(ctx, [photo]);
        throw error;
      });
      res.status(201).json({
        id: upload.id,
        url: upload.url,
        thumbnailUrl: upload.thumbnailUrl,
        width: upload.width,
        height: upload.height,
      });
    },
  );

  return router;
}
