import {
  answerInputSchema,
  questionInputSchema,
  questionModerationInputSchema,
  questionReportInputSchema,
} from '@autolicit/shared';
import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { clientIp } from '../../platform/client-address';
import { getClientOrigin } from '../../platform/client-origin';
import { requireAdmin, requireAuth, requireUser } from '../../platform/guards/auth.middleware';
import { type Limiters, consumeLimits } from '../../platform/guards/rate-limit';
import { parseIdParam } from '../../platform/params';
import { parseInput } from '../../platform/validate';
import { answerQuestion } from './answer-question.service';
import { askQuestion } from './ask-question.service';
import { listQuestions } from './list-questions.service';
import { listQuestionsForModeration, moderateQuestion, reportQuestion } from './moderate-question.service';

/** `/api/vehicles/:id/questions`: read by anyone, asked by signed-in users other than the seller. */
export function createVehicleQuestionRouter(ctx: AppContext, deps: { limiters: Limiters }): Router {
  const router = Router();
  router.get('/:id/questions', async (req, res) => {
    const vehicleId = parseIdParam(req.params.id, 'vehicle.notFound');
    res.json(await listQuestions(ctx, vehicleId, req.user));
  });
  router.post('/:id/questions', requireAuth, async (req, res) => {
    const vehicleId = parseIdParam(req.params.id, 'vehicle.notFound');
    const input = parseInput(questionInputSchema, req.body);
    const asker = requireUser(req);
    await consumeLimits([[deps.limiters.questionsPerUser, asker.id]], ctx.logger);
    res.status(201).json(await askQuestion(ctx, { vehicleId, asker, input, origin: getClientOrigin(req) }));
  });
  return router;
}

/** `/api/questions/:id/…`: the seller's answer and anyone's report. */
export function createQuestionRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAuth);
  router.post('/:id/answer', async (req, res) => {
    const questionId = parseIdParam(req.params.id, 'question.notFound');
    const input = parseInput(answerInputSchema, req.body);
    res.json(await answerQuestion(ctx, requireUser(req), questionId, input));
  });
  router.post('/:id/report', async (req, res) => {
    const questionId = parseIdParam(req.params.id, 'question.notFound');
    const { reason } = parseInput(questionReportInputSchema, req.body);
    const { created } = await reportQuestion(ctx, requireUser(req).id, questionId, reason);
    res.status(created ? 201 : 200).json({ reported: true });
  });
  return router;
}

/** `/api/admin/questions`: the reported and hidden questions, hidden or restored with a reason (audited). */
export function createQuestionAdminRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(requireAdmin);
  router.get('/', async (_req, res) => {
    res.json({ questions: await listQuestionsForModeration(ctx) });
  });
  for (const action of ['hide', 'restore'] as const)
    router.post(`/:id/${action}`, async (req, res) => {
      const questionId = parseIdParam(req.params.id, 'question.notFound');
      const { reason } = parseInput(questionModerationInputSchema, req.body);
      res.json(
        await moderateQuestion(ctx, {
          admin: requireUser(req),
          questionId,
          hide: action === 'hide',
          reason,
          ip: clientIp(req) ?? null,
        }),
      );
    });
  return router;
}
