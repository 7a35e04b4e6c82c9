export * from './dependency-errors';
export * from './fault-policy';
