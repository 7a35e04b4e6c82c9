export * from './queues';
export * from './auction-events';
export * from './outbox/index';
export * from './auction-reschedule';
export * from './notification-jobs';
export * from './auction-closed-message';
export * from './redis/redis-connection';
