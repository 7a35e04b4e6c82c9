export * from './factories';
export * from './redis-cluster';
export * from './totp-codes';
