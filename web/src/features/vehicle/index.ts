/** The vehicle feature's public API: what other features may import (lint-enforced). */
export * from './api/vehicle-api';
