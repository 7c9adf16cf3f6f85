// A user's search text as a LIKE/ILIKE pattern that matches it anywhere, literally: `%` and `_` in the
// text mean those characters, not wildcards (PostgreSQL's default escape character is the backslash).
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
