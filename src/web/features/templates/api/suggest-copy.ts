import { useMutation } from '@tanstack/react-query';
import { CopySuggestionSchema, type CopySuggest, type CopySuggestion } from '../../../../shared/schemas/copy.schema';
import { api } from '../../../lib/api-client';

/** POST /api/copy/suggest: a title, a description and a call to action for the template (no credit). */
export async function suggestCopy(input: CopySuggest): Promise<CopySuggestion> {
  return CopySuggestionSchema.parse(await api.post<unknown>('/api/copy/suggest', input));
}

export function useSuggestCopy() {
  return useMutation({ mutationFn: suggestCopy });
}
