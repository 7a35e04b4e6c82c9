export * from './factories';
export * from './totp-codes';
