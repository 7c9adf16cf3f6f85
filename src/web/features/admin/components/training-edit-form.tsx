import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TrainingUpdateSchema, type TrainingExample } from '../../../../shared/schemas/admin.schema';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { TextField } from '../../../components/ui/text-field';
import { useUpdateTrainingExample, type TrainingUpdateBody } from '../api/save-training-example';
import { formToasts } from '../../../lib/toast';
import { toastAdminError } from '../lib/admin-toast';
import { ADMIN_MSG } from '../lib/messages';
import { EDIT_QUALITY_OPTIONS, isEditQuality, parseTags, qualityLabel } from '../lib/training-labels';
import { TrainingSelect } from './training-select';

/** This form's toasts: saving clears its earlier failure. */
const toasts = formToasts('admin-training-edit');

type EditValues = { description: string; notes: string; quality: string; tags: string };

const valuesOf = (example: TrainingExample): EditValues => ({
  description: example.description,
  notes: example.notes ?? '',
  // "Ruim" is not offered here: the select starts empty and the quality is left as it is.
  quality: isEditQuality(example.quality) ? example.quality : '',
  tags: example.tags.join(', '),
});

/**
 * The body of PUT (spec §5 "Inline edit"): the description only when not blank, the notes (blank clears
 * them), the quality when one of the three is chosen, the tags as typed.
 */
export function editBody(values: EditValues): TrainingUpdateBody {
  const description = values.description.trim();
  const notes = values.notes.trim();
  return {
    ...(description ? { description } : {}),
    notes: notes || null,
    ...(isEditQuality(values.quality) ? { quality: values.quality } : {}),
    tags: parseTags(values.tags),
  };
}

export type TrainingEditFormProps = { example: TrainingExample; onDone: () => void };

/** A card's edit mode: description, notes, quality and tags in place, with "Salvar" and "Cancelar". */
export function TrainingEditForm({ example, onDone }: TrainingEditFormProps) {
  const [values, setValues] = useState<EditValues>(() => valuesOf(example));
  const save = useUpdateTrainingExample();
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const busy = save.isPending;

  useEffect(() => descriptionRef.current?.focus(), []);

  const set = (change: Partial<EditValues>) => setValues((current) => ({ ...current, ...change }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TrainingUpdateSchema.safeParse(editBody(values));
    if (!parsed.success) {
      toasts.error(ADMIN_MSG.trainingUpdateError, { description: parsed.error.issues[0]?.message });
      return;
    }
    save.mutate(
      { id: example.id, input: editBody(values) },
      {
        onSuccess: () => {
          toasts.success(ADMIN_MSG.trainingUpdated);
          onDone();
        },
        onError: (error) => toastAdminError(ADMIN_MSG.trainingUpdateError, error, toasts),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Editar exemplo"
      className="grid gap-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !busy) onDone();
      }}
    >
      <FormField label="Descrição" hint="Em branco, a descrição atual é mantida.">
        {(field) => (
          <Textarea
            {...field}
            ref={descriptionRef}
            rows={3}
            className="min-h-20 resize-y"
            value={values.description}
            disabled={busy}
            onChange={(event) => set({ description: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="Notas">
        {(field) => (
          <Textarea {...field} rows={2} className="min-h-16 resize-y" value={values.notes} disabled={busy} onChange={(event) => set({ notes: event.target.value })} />
        )}
      </FormField>
      <TrainingSelect
        label="Qualidade"
        value={isEditQuality(values.quality) ? values.quality : ''}
        options={EDIT_QUALITY_OPTIONS}
        placeholder={isEditQuality(example.quality) ? undefined : `${qualityLabel(example.quality)} (atual)`}
        onChange={(quality) => set({ quality })}
        disabled={busy}
      />
      <TextField
        label="Tags"
        hint="Separadas por vírgula"
        autoComplete="off"
        value={values.tags}
        disabled={busy}
        onChange={(event) => set({ tags: event.target.value })}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" disabled={busy} onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" loading={busy}>
          Salvar
        </Button>
      </div>
    </form>
  );
}
