import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MB, TEMPLATE_IMAGE_MAX_BYTES } from '../../../../shared/constants';
import { AdminTemplateSchema, type AdminTemplate } from '../../../../shared/schemas/admin.schema';
import { IMAGE_TYPES } from '../../../../shared/uploads';
import { api } from '../../../lib/api-client';
import { imageFileProblem, type ImageFileRule } from '../../../lib/image-file';
import { ADMIN_MSG } from '../lib/messages';
import { applySavedTemplate, refreshTemplates } from './save-template';

/** The picker's accept attribute: the types the server stores (it sniffs the bytes again). */
export const TEMPLATE_EXAMPLE_ACCEPT = Object.values(IMAGE_TYPES).join(',');
export const TEMPLATE_EXAMPLE_MAX_MB = TEMPLATE_IMAGE_MAX_BYTES / MB;

const EXAMPLE_RULE: ImageFileRule = {
  types: Object.values(IMAGE_TYPES),
  extensions: /\.(jpe?g|png|webp)$/i,
  maxBytes: TEMPLATE_IMAGE_MAX_BYTES,
  messages: {
    notAnImage: ADMIN_MSG.templateExampleNotAnImage,
    unsupportedType: ADMIN_MSG.templateExampleNotAnImage,
    tooLarge: ADMIN_MSG.templateExampleTooLarge,
  },
};

/** Why `file` cannot be an example image (not a JPG/PNG/WEBP, over 5MB), or null when it can be sent. */
export function templateExampleProblem(file: File): string | null {
  return imageFileProblem(file, EXAMPLE_RULE);
}

/** POST /api/admin/templates/:id/examples (multipart, one `images` part per file): appends them to the examples. */
export async function uploadTemplateExamples(id: string, files: readonly File[]): Promise<AdminTemplate> {
  const form = new FormData();
  for (const file of files) form.append('images', file);
  return AdminTemplateSchema.parse(await api.post<unknown>(`/api/admin/templates/${encodeURIComponent(id)}/examples`, form));
}

/** POST /api/admin/templates/:id/example: the art engine renders one example with sample texts (a few seconds). */
export async function generateTemplateExample(id: string): Promise<AdminTemplate> {
  return AdminTemplateSchema.parse(await api.post<unknown>(`/api/admin/templates/${encodeURIComponent(id)}/example`));
}

export function useUploadTemplateExamples() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, files }: { id: string; files: readonly File[] }) => uploadTemplateExamples(id, files),
    onSuccess: (saved) => {
      applySavedTemplate(queryClient, saved);
      void refreshTemplates(queryClient);
    },
  });
}

/** One card's "Gerar exemplo" (each card has its own, so the others stay usable meanwhile). */
export function useGenerateTemplateExample() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => generateTemplateExample(id),
    onSuccess: (saved) => {
      applySavedTemplate(queryClient, saved);
      void refreshTemplates(queryClient);
    },
  });
}
