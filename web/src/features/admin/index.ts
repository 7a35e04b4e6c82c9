/** The admin feature's public API: what other features may import (lint-enforced). */
export * from './components/platform-stats-panel';
export * from './components/audit-log-panel';
export * from './components/incident-panel';
export * from './components/verification-panel';
export * from './components/signals-panel';
