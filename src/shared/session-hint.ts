// The SPA shell tells the page whether the request carried a session cookie, so a signed-out visitor's
// page never asks GET /api/me (which answers 401 then, logged by browsers as a console error). The
// server writes `<meta name="foodart-session" content="present|absent">` into index.html's <head>;
// the page reads it before its first request. Presence only: the cookie may still have expired.

export const SESSION_HINT_META_NAME = 'foodart-session';

export const SESSION_HINTS = ['present', 'absent'] as const;
export type SessionHint = (typeof SESSION_HINTS)[number];
