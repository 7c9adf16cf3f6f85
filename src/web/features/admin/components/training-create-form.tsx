import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { TRAINING_DEFAULTS } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { Textarea } from '../../../components/ui/textarea';
import { releaseObjectUrl } from '../../../lib/object-url';
import { TEMPLATE_STYLE_OPTIONS } from '../../../lib/catalog-labels';
import {
  trainingDraftProblem,
  useCreateTrainingExample,
  type TrainingDraft,
  type TrainingFileField,
  type TrainingMode,
} from '../api/save-training-example';
import { formToasts } from '../../../lib/toast';
import { toastAdminError } from '../lib/admin-toast';
import { extractImageColors } from '../lib/extract-image-colors';
import { ADMIN_MSG } from '../lib/messages';
import { CATEGORY_OPTIONS, QUALITY_OPTIONS } from '../lib/training-labels';
import { TrainingColorInput, mergeColors } from './training-color-input';
import { TrainingImageField } from './training-image-field';
import { TrainingSelect } from './training-select';

/** This form's toasts: saving clears its earlier failure. */
const toasts = formToasts('admin-training-create');

type Files = Record<TrainingFileField, File | null>;
type Draft = Omit<TrainingDraft, 'files'> & { files: Files };

const EMPTY_FILES: Files = { logo: null, product: null, art: null, image: null };

function emptyDraft(mode: TrainingMode = 'generated'): Draft {
  return { mode, files: EMPTY_FILES, description: '', brandColors: [], ...TRAINING_DEFAULTS, notes: '' };
}

/** The picks whose colours are read at once: the reference image, or the logo of a generated art. */
const EXTRACTED_FROM: ReadonlySet<TrainingFileField> = new Set(['logo', 'image']);

const GENERATED_IMAGES: { field: TrainingFileField; label: string }[] = [
  { field: 'logo', label: 'Logo' },
  { field: 'product', label: 'Produto' },
  { field: 'art', label: 'Arte Gerada' },
];

/**
 * "Novo Exemplo de Treinamento": "Imagem Gerada" (logo, product, art and a description) or "Referência
 * Externa" (one image), then brand colours — read from the logo or the reference as soon as it is picked —,
 * category, style, quality and notes. Checked as the server checks before anything is sent; the input
 * survives a failure and is cleared after a success.
 */
export function TrainingCreateForm({ onCreated }: { onCreated: () => void }) {
  const [draft, setDraft] = useState<Draft>(() => emptyDraft());
  const [problem, setProblem] = useState<string | null>(null);
  const [extracting, setExtracting] = useState(false);
  // Each pick gets a number; a late answer for an image since replaced or removed is dropped.
  const extraction = useRef(0);
  const problemId = useId();
  const create = useCreateTrainingExample();
  const busy = create.isPending;

  const update = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    setProblem(null);
  };

  const extractFrom = (file: File) => {
    const run = ++extraction.current;
    setExtracting(true);
    extractImageColors(file)
      .then((found) => {
        if (run !== extraction.current) return;
        if (!found.length) {
          toast.info(ADMIN_MSG.trainingColorsNoneFound);
          return;
        }
        setDraft((current) => ({ ...current, brandColors: mergeColors(current.brandColors, found) }));
        setProblem(null);
        toast.success(ADMIN_MSG.trainingColorsExtracted(found.length));
      })
      .catch(() => {
        if (run === extraction.current) toast.error(ADMIN_MSG.trainingColorsExtractError);
      })
      .finally(() => {
        if (run === extraction.current) setExtracting(false);
      });
  };

  const setFile = (field: TrainingFileField, file: File | null) => {
    const previous = draft.files[field];
    if (previous && previous !== file) releaseObjectUrl(previous);
    update({ files: { ...draft.files, [field]: file } });
    if (!EXTRACTED_FROM.has(field)) return;
    if (file) {
      extractFrom(file);
    } else {
      extraction.current += 1;
      setExtracting(false);
    }
  };

  const reset = () => {
    Object.values(draft.files).forEach(releaseObjectUrl);
    extraction.current += 1;
    setExtracting(false);
    setDraft(emptyDraft(draft.mode));
    setProblem(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const refusal = trainingDraftProblem(draft);
    if (refusal) {
      setProblem(refusal);
      toasts.error(ADMIN_MSG.trainingInvalidTitle, { description: refusal });
      return;
    }
    create.mutate(draft, {
      onSuccess: () => {
        toasts.success(ADMIN_MSG.trainingCreated);
        reset();
        onCreated();
      },
      onError: (error) => toastAdminError(ADMIN_MSG.trainingCreateError, error, toasts),
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Novo exemplo de treinamento" className="grid gap-6">
      <Tabs value={draft.mode} onValueChange={(mode) => update({ mode: mode as TrainingMode })}>
        <TabsList aria-label="Origem do exemplo">
          <TabsTrigger value="generated" disabled={busy}>
            Imagem Gerada
          </TabsTrigger>
          <TabsTrigger value="external" disabled={busy}>
            Referência Externa
          </TabsTrigger>
        </TabsList>
        <TabsContent value="generated" className="grid gap-5">
          <p className="text-sm text-muted-foreground">Uma arte gerada, com o logo e o produto que a originaram. As cores são lidas do logo.</p>
          <div className="grid gap-4 sm:grid-cols-3">
            {GENERATED_IMAGES.map(({ field, label }) => (
              <TrainingImageField
                key={field}
                label={label}
                file={draft.files[field]}
                onChange={(file) => setFile(field, file)}
                inputTestId={`training-${field}-input`}
                disabled={busy}
                sizeClassName="aspect-[4/3] sm:aspect-square"
              />
            ))}
          </div>
          <FormField label="Descrição" hint="O que a arte anuncia: a promoção, o produto, o tom.">
            {(field) => (
              <Textarea
                {...field}
                rows={3}
                className="min-h-20 resize-y"
                placeholder="Ex.: Combo X-Burguer com batata e refrigerante por R$ 29,90"
                value={draft.description}
                disabled={busy}
                onChange={(event) => update({ description: event.target.value })}
              />
            )}
          </FormField>
        </TabsContent>
        <TabsContent value="external" className="grid gap-5">
          <p className="text-sm text-muted-foreground">Uma arte de referência de fora do FoodArt. As cores são lidas da própria imagem.</p>
          <div className="max-w-sm">
            <TrainingImageField
              label="Imagem de referência"
              file={draft.files.image}
              onChange={(file) => setFile('image', file)}
              inputTestId="training-image-input"
              disabled={busy}
              sizeClassName="aspect-[4/3]"
            />
          </div>
        </TabsContent>
      </Tabs>

      <TrainingColorInput colors={draft.brandColors} onChange={(brandColors) => update({ brandColors })} extracting={extracting} disabled={busy} />

      <div className="grid gap-4 sm:grid-cols-3">
        <TrainingSelect label="Categoria" value={draft.category} options={CATEGORY_OPTIONS} onChange={(category) => update({ category })} disabled={busy} />
        <TrainingSelect label="Estilo" value={draft.style} options={TEMPLATE_STYLE_OPTIONS} onChange={(style) => update({ style })} disabled={busy} />
        <TrainingSelect label="Qualidade" value={draft.quality} options={QUALITY_OPTIONS} onChange={(quality) => update({ quality })} disabled={busy} />
      </div>

      <FormField label="Notas (opcional)">
        {(field) => (
          <Textarea
            {...field}
            rows={2}
            className="min-h-16 resize-y"
            placeholder="O que torna este exemplo bom (ou ruim) para a IA."
            value={draft.notes}
            disabled={busy}
            onChange={(event) => update({ notes: event.target.value })}
          />
        )}
      </FormField>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {problem ? (
          <p id={problemId} className="text-sm font-medium text-destructive sm:mr-auto">
            {problem}
          </p>
        ) : null}
        <Button type="submit" loading={busy} aria-describedby={problem ? problemId : undefined}>
          {busy ? 'Criando exemplo...' : 'Criar Exemplo'}
        </Button>
      </div>
    </form>
  );
}
