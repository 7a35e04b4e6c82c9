/** The legal feature's public API: where the terms and the privacy notice live (lint-enforced). */
export const LEGAL_PATHS = { terms: '/terms-and-conditions', privacy: '/privacy' } as const;
