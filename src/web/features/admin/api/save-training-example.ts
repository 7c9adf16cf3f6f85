import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { MB } from '../../../../shared/constants';
import {
  TRAINING_FILES,
  TRAINING_IMAGE_MAX_BYTES,
  TrainingCreateFieldsSchema,
  TrainingExampleSchema,
  type TrainingUpdateSchema,
  type TRAINING_MODES,
  type TrainingExample,
  type TrainingList,
} from '../../../../shared/schemas/admin.schema';
import { IMAGE_TYPES } from '../../../../shared/uploads';
import { api } from '../../../lib/api-client';
import { imageFileProblem, type ImageFileRule } from '../../../lib/image-file';
import { ADMIN_MSG } from '../lib/messages';
import { ADMIN_STATS_QUERY_KEY, ADMIN_TRAINING_QUERY_KEY } from './query-keys';

/** The PUT body as sent (a blank description is left out, not sent empty). */
export type TrainingUpdateBody = z.input<typeof TrainingUpdateSchema>;

export type TrainingMode = (typeof TRAINING_MODES)[number];
export type TrainingFileField = (typeof TRAINING_FILES)[TrainingMode][number];

export const TRAINING_IMAGE_MAX_MB = TRAINING_IMAGE_MAX_BYTES / MB;
/** The pickers' accept attribute: what the server stores (it sniffs the bytes again). */
export const TRAINING_IMAGE_ACCEPT = Object.values(IMAGE_TYPES).join(',');
export const TRAINING_IMAGE_HINT = `JPG, PNG ou WEBP até ${TRAINING_IMAGE_MAX_MB}MB`;

const TRAINING_IMAGE_RULE: ImageFileRule = {
  types: Object.values(IMAGE_TYPES),
  extensions: /\.(jpe?g|png|webp)$/i,
  maxBytes: TRAINING_IMAGE_MAX_BYTES,
  messages: {
    notAnImage: ADMIN_MSG.thumbnailNotAnImage,
    unsupportedType: ADMIN_MSG.trainingImageUnsupported,
    tooLarge: ADMIN_MSG.trainingImageTooLarge(TRAINING_IMAGE_MAX_MB),
  },
};

/** Why `file` cannot be one of an example's images, or null when it can be sent. */
export function trainingImageProblem(file: File): string | null {
  return imageFileProblem(file, TRAINING_IMAGE_RULE);
}

/** "Novo Exemplo de Treinamento" as the form holds it. */
export type TrainingDraft = {
  mode: TrainingMode;
  files: Partial<Record<TrainingFileField, File | null>>;
  /** Only "Imagem Gerada" sends it. */
  description: string;
  brandColors: string[];
  category: string;
  style: string;
  quality: string;
  notes: string;
};

/** The text fields as the server reads them (its schema, so the same messages). */
function fieldsOf(draft: TrainingDraft) {
  const notes = draft.notes.trim();
  return {
    mode: draft.mode,
    ...(draft.mode === 'generated' ? { description: draft.description } : {}),
    brandColors: draft.brandColors,
    category: draft.category,
    style: draft.style,
    quality: draft.quality,
    ...(notes ? { notes } : {}),
  };
}

/**
 * The first reason the draft cannot be sent (spec §5), checked in the server's order: the images,
 * then the description and colours. Null when it can be sent.
 */
export function trainingDraftProblem(draft: TrainingDraft): string | null {
  const missing = TRAINING_FILES[draft.mode].some((field) => !draft.files[field as TrainingFileField]);
  if (missing) return draft.mode === 'generated' ? ADMIN_MSG.trainingImagesRequired : ADMIN_MSG.trainingReferenceRequired;
  const parsed = TrainingCreateFieldsSchema.safeParse(fieldsOf(draft));
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? ADMIN_MSG.fallbackDescription);
}

/** POST /api/admin/training-examples (multipart): the text fields first, then the mode's files. */
export async function createTrainingExample(draft: TrainingDraft): Promise<TrainingExample> {
  const form = new FormData();
  const { brandColors, ...text } = fieldsOf(draft);
  for (const [name, value] of Object.entries(text)) form.append(name, name === 'description' ? value.trim() : value);
  form.append('brandColors', JSON.stringify(brandColors));
  for (const field of TRAINING_FILES[draft.mode]) {
    const file = draft.files[field as TrainingFileField];
    if (file) form.append(field, file, file.name);
  }
  return TrainingExampleSchema.parse(await api.post<unknown>('/api/admin/training-examples', form));
}

const examplePath = (id: string) => `/api/admin/training-examples/${encodeURIComponent(id)}`;

/** PUT /api/admin/training-examples/:id: the inline edit. */
export async function updateTrainingExample(id: string, input: TrainingUpdateBody): Promise<TrainingExample> {
  return TrainingExampleSchema.parse(await api.put<unknown>(examplePath(id), input));
}

/** PATCH /api/admin/training-examples/:id/active: "Ativar" / "Desativar". */
export async function setTrainingExampleActive(id: string, isActive: boolean): Promise<TrainingExample> {
  return TrainingExampleSchema.parse(await api.patch<unknown>(`${examplePath(id)}/active`, { isActive }));
}

/** DELETE /api/admin/training-examples/:id. */
export async function deleteTrainingExample(id: string): Promise<void> {
  await api.delete<unknown>(examplePath(id));
}

/** The lists (every filter, for the counts) and the dashboard's "Exemplos de Treinamento". */
function refreshTraining(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_TRAINING_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: ADMIN_STATS_QUERY_KEY }),
  ]);
}

/** Shows `change` in every cached filter at once, before the refetch brings the counts. */
function patchLists(queryClient: QueryClient, change: (items: TrainingExample[]) => TrainingExample[]) {
  queryClient.setQueriesData<TrainingList>({ queryKey: ADMIN_TRAINING_QUERY_KEY }, (list) => (list ? { ...list, items: change(list.items) } : list));
}

const replaceIn = (saved: TrainingExample) => (items: TrainingExample[]) => items.map((item) => (item.id === saved.id ? saved : item));

/** Creates an example; the mutation settles once the list has refreshed. */
export function useCreateTrainingExample() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTrainingExample, onSuccess: () => refreshTraining(queryClient) });
}

export function useUpdateTrainingExample() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TrainingUpdateBody }) => updateTrainingExample(id, input),
    onSuccess: (saved) => {
      patchLists(queryClient, replaceIn(saved));
      void queryClient.invalidateQueries({ queryKey: ADMIN_TRAINING_QUERY_KEY });
    },
  });
}

export function useToggleTrainingExample() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => setTrainingExampleActive(id, isActive),
    onSuccess: (saved) => {
      patchLists(queryClient, replaceIn(saved));
      void refreshTraining(queryClient);
    },
  });
}

export function useDeleteTrainingExample() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteTrainingExample(id),
    onSuccess: (_, id) => {
      patchLists(queryClient, (items) => items.filter((item) => item.id !== id));
      void refreshTraining(queryClient);
    },
  });
}
