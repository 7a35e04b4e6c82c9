import { insertRarCertificateFile } from '@autolicit/db';
import { MAX_RAR_CERTIFICATE_PDF_BYTES, createRarCertificateInputSchema } from '@autolicit/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { clientIp } from '../../platform/client-address';
import { requireAuth, requireUser } from '../../platform/guards/auth.middleware';
import { type Limiters, limitBy } from '../../platform/guards/rate-limit';
import { parseIdParam } from '../../platform/params';
import { parseInput } from '../../platform/validate';
import { readSingleFilePart } from '../uploads/upload.routes';
import { getRarCertificateHistory, readRarCertificatePdf } from './get-rar-certificates.service';
import { deleteRarCertificatePdfs, storeRarCertificatePdf } from './rar-certificate-pdf.service';
import { setRarCertificate } from './set-rar-certificate.service';

const PDF_PART = {
  field: 'pdf',
  maxBytes: MAX_RAR_CERTIFICATE_PDF_BYTES,
  tooLargeKey: 'rar.pdfInvalid',
  missingKey: 'rar.pdfInvalid',
} as const;

/** `/api/rar-certificate-files`: the seller sends the PDF first, then names its id in the certificate. */
export function createRarCertificateFileRouter(ctx: AppContext, deps: { limiters: Limiters }): Router {
  const router = Router();
  router.post(
    '/',
    requireAuth,
    limitBy(ctx.logger, [deps.limiters.uploadsPerUser, (req) => req.user?.id], [deps.limiters.uploadsPerIp, clientIp]),
    async (req, res) => {
      const user = requireUser(req);
      const pdf = await readSingleFilePart(req, res, PDF_PART);
      const storageKey = await storeRarCertificatePdf(ctx, pdf);
      const file = await insertRarCertificateFile(ctx.db, { userId: user.id, storageKey, byteSize: pdf.length }).catch(
        async (error: unknown) => {
          await deleteRarCertificatePdfs(ctx, [storageKey]);
          throw error;
        },
      );
      res.status(201).json({ id: file.id });
    },
  );
  return router;
}

/** `/api/rar-certificates/:id/pdf`: a certificate version's PDF, always as a download. */
export function createRarCertificateRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/:id/pdf', async (req, res) => {
    const { bytes, fileName } = await readRarCertificatePdf(
      ctx,
      parseIdParam(req.params.id, 'errors.notFound'),
      req.user,
    );
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'X-Content-Type-Options': 'nosniff',
      // A PDF opened from here runs nothing of ours: no script, no plugin, no framing.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    res.send(bytes);
  });
  return router;
}

/** `/api/vehicles/:id/rar-certificate(s)`: the seller's add or replace, and the history. */
export function createVehicleRarCertificateRouter(ctx: AppContext): Router {
  const router = Router();
  router.get('/:id/rar-certificates', async (req, res) => {
    res.json(await getRarCertificateHistory(ctx, parseIdParam(req.params.id, 'vehicle.notFound'), req.user));
  });
  router.put('/:id/rar-certificate', requireAuth, async (req, res) => {
    const vehicleId = parseIdParam(req.params.id, 'vehicle.notFound');
    const certificate = parseInput(createRarCertificateInputSchema(ctx.clock.now()), req.body);
    res.json(await setRarCertificate(ctx, { vehicleId, actor: requireUser(req), certificate }));
  });
  return router;
}
