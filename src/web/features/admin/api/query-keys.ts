// The back-office's cached reads, under one prefix so a write can refresh what it changed.
export const ADMIN_QUERY_KEY = ['admin'] as const;
export const ADMIN_STATS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'stats'] as const;
export const USER_CREDITS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'user-credits'] as const;
export const ADMIN_SCENARIOS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'scenarios'] as const;
export const ADMIN_TEMPLATES_QUERY_KEY = [...ADMIN_QUERY_KEY, 'templates'] as const;
export const ADMIN_TRAINING_QUERY_KEY = [...ADMIN_QUERY_KEY, 'training-examples'] as const;
export const ADMIN_CREATIONS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'creations'] as const;
export const ADMIN_PHOTOS_QUERY_KEY = [...ADMIN_QUERY_KEY, 'enhanced-photos'] as const;
