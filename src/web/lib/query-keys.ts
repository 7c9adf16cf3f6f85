// Query keys more than one feature touches: the Foto Pro wizard reads the scenarios the back-office edits.

/** GET /api/scenarios: the active scenarios the Foto Pro wizard offers. */
export const SCENARIOS_QUERY_KEY = ['scenarios'] as const;
