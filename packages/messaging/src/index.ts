export * from './queues';
export * from './auction-events';
export * from './outbox/index';
export * from './auction-reschedule';
