/** Where the terms and the privacy notice live (routes of app/router.tsx). */
export const LEGAL_PATHS = { terms: '/terms-and-conditions', privacy: '/privacy' } as const;
