export * from './queues';
export * from './auction-events';
