export * from './private-redis';
export * from './recording-publisher';
export * from './worker-test-context';
