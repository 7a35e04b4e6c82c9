export * from './queues';
export * from './auction-events';
export * from './outbox/index';
