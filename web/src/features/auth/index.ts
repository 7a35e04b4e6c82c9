/** The auth feature's public API: what other features may import (lint-enforced). */
export * from './api/auth-api';
export * from './components/mfa-code-form';
export * from './components/password-field';
export * from './components/two-step-panel';
export * from './hooks/use-current-user';
export * from './hooks/use-login';
export * from './lib/password-strength';
export * from './lib/reload-page';
