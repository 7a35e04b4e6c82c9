import { findUserById, listAuditEvents } from '@autolicit/db';
import {
  auditQuerySchema,
  endTimeCorrectionInputSchema,
  incidentExtensionInputSchema,
  professionalListQuerySchema,
  rejectProfessionalInputSchema,
  shillSignalQuerySchema,
} from '@autolicit/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { clientIp } from '../../platform/client-address';
import { requireAdmin, requireUser } from '../../platform/guards/auth.middleware';
import type { RedisSessionStore } from '../../platform/sessions/redis-session-store';
import { NotFoundError } from '../../platform/errors';
import { parseIdParam } from '../../platform/params';
import { parseInput } from '../../platform/validate';
import { recordAuditEvent } from '../audit/record-audit-event';
import { toAuditEventDto } from '../audit/audit-event.mapper';
import { correctAuctionEndTime } from '../auction-schedule/correct-end-time.service';
import { extendIncidentAuctions } from '../auction-schedule/extend-incident-auctions.service';
import { endUserSessions } from '../auth/end-user-sessions.service';
import { listShillSignals } from '../signals/list-shill-signals.service';
import { getQueueHealth } from './get-queue-health.service';
import { listProfessionalAccounts, reviewProfessionalAccount } from './review-professional.service';

export interface AdminRouterDeps {
  sessionStore: RedisSessionStore;
}

/** What only an acting admin may do; every answer is private. */
export function createAdminRouter(ctx: AppContext, deps: AdminRouterDeps): Router {
  const router = Router();
  router.use(requireAdmin);

  // Revokes a user's access at once: every session ends and every socket closes, on every node.
  router.delete('/users/:userId/sessions', async (req, res) => {
    const userId = parseIdParam(req.params.userId, 'user.notFound');
    if (!(await findUserById(ctx.db, userId))) throw new NotFoundError('user.notFound');
    const ended = await endUserSessions(ctx, deps.sessionStore, userId);
    await recordAuditEvent(ctx, {
      event: 'admin.sessions-revoked',
      outcome: 'success',
      userId,
      actorId: requireUser(req).id,
      ip: clientIp(req),
      details: { sessions: ended },
    });
    res.json({ success: true, endedSessions: ended });
  });

  router.get('/audit-events', async (req, res) => {
    const query = parseInput(auditQuerySchema, req.query);
    res.json({ events: (await listAuditEvents(ctx.db, query)).map(toAuditEventDto) });
  });

  // After an outage: more time for the auctions that ended or were ending during it.
  router.post('/auctions/extend', async (req, res) => {
    const input = parseInput(incidentExtensionInputSchema, req.body);
    res.json(await extendIncidentAuctions(ctx, { ...input, actorId: requireUser(req).id, ip: clientIp(req) ?? null }));
  });

  router.patch('/vehicles/:id/end-time', async (req, res) => {
    const vehicleId = parseIdParam(req.params.id, 'vehicle.notFound');
    const { auctionEndTime } = parseInput(endTimeCorrectionInputSchema, req.body);
    res.json(await correctAuctionEndTime(ctx, requireUser(req), vehicleId, auctionEndTime, clientIp(req) ?? null));
  });

  // Traders' verification ("Verificări"): the accounts, and the decision on each.
  router.get('/professionals', async (req, res) => {
    const { status } = parseInput(professionalListQuerySchema, req.query);
    res.json(await listProfessionalAccounts(ctx, status));
  });
  router.post('/professionals/:id/approve', async (req, res) => {
    const userId = parseIdParam(req.params.id, 'admin.professionalNotFound');
    await reviewProfessionalAccount(ctx, {
      userId,
      decision: 'verified',
      reason: null,
      adminId: requireUser(req).id,
      ip: clientIp(req) ?? null,
    });
    res.json({ success: true });
  });
  router.post('/professionals/:id/reject', async (req, res) => {
    const userId = parseIdParam(req.params.id, 'admin.professionalNotFound');
    const { reason } = parseInput(rejectProfessionalInputSchema, req.body);
    await reviewProfessionalAccount(ctx, {
      userId,
      decision: 'rejected',
      reason,
      adminId: requireUser(req).id,
      ip: clientIp(req) ?? null,
    });
    res.json({ success: true });
  });

  // Shill-bid signals with their evidence. Reading them is personal data about users: audited.
  router.get('/signals', async (req, res) => {
    const { days } = parseInput(shillSignalQuerySchema, req.query);
    const answer = await listShillSignals(ctx, days);
    await recordAuditEvent(ctx, {
      event: 'admin.signals-viewed',
      outcome: 'success',
      actorId: requireUser(req).id,
      ip: clientIp(req),
      details: { days, signals: answer.signals.length },
    });
    res.json(answer);
  });

  router.get('/queues', async (_req, res) => {
    res.json(await getQueueHealth(ctx));
  });

  return router;
}
