export * from './factories';
export * from './redis-cluster';
export * from './totp-codes';
export * from './loopback-tls';
export * from './local-push-service';
export * from './test-vapid';
