// How the AI adapters describe a provider's failure in their (English, log-only) error messages.

/** The low-level reason of a failed fetch (ECONNREFUSED, ENOTFOUND…) rather than "fetch failed". */
export function describeNetworkError(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | undefined)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : 'unknown error';
}

/** Google, OpenAI and OpenAI-style servers answer errors as `{ error: { message } }`; otherwise the raw text. */
export function providerErrorMessage(text: string): string {
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } | string };
    if (typeof parsed.error === 'string') return parsed.error;
    if (typeof parsed.error?.message === 'string') return parsed.error.message;
  } catch {
    // not JSON: quote the text itself
  }
  return text.replace(/\s+/g, ' ').trim();
}
