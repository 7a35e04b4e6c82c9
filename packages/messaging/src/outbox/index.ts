export * from './tracked-publishes';
export * from './outbox-relay';
export * from './outbox-message';
export * from './live-emissions';
