/** The dashboard feature's public API: what other features may import (lint-enforced). */
export * from './lib/dashboard-stats';
