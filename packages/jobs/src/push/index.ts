export { startPushWorker, type PushWorkerDeps, type RunningPushWorker } from './start-push-worker';
export { createWebPushSender, type PushSender, type PushSendResult, type PushDelivery } from './web-push.sender';
export { MAX_CONSECUTIVE_PUSH_FAILURES, toPushTopic } from './send-push.processor';
