import { ImageOff, Pencil, Power, PowerOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { formatDate } from '../../../../shared/format';
import type { TrainingExample } from '../../../../shared/schemas/admin.schema';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { templateStyleLabel } from '../../../lib/catalog-labels';
import { useToggleTrainingExample } from '../api/save-training-example';
import { toastAdminError } from '../lib/admin-toast';
import { ADMIN_MSG } from '../lib/messages';
import { categoryLabel, formatSuccessRate, qualityLabel, qualityVariant } from '../lib/training-labels';
import { TrainingColorSwatches } from './training-color-swatches';
import { TrainingDeleteDialog } from './training-delete-dialog';
import { TrainingEditForm } from './training-edit-form';

type Shown = { url: string; label: string };

/**
 * The example's images, each once: an external reference stores its one image in all three fields,
 * so it is shown a single time as "Referência".
 */
export function imagesOf(example: TrainingExample): Shown[] {
  const named: { url: string | null; label: string }[] = [
    { url: example.logoUrl, label: 'Logo' },
    { url: example.productUrl, label: 'Produto' },
    { url: example.generatedArtUrl, label: 'Arte Gerada' },
  ];
  const present = named.filter((image): image is Shown => !!image.url);
  const distinct = present.filter((image, index) => present.findIndex((other) => other.url === image.url) === index);
  if (present.length > 1 && distinct.length === 1) return [{ url: distinct[0]!.url, label: 'Referência' }];
  return distinct;
}

function ExampleImage({ image, large }: { image: Shown; large: boolean }) {
  const [broken, setBroken] = useState(false);
  return (
    <figure className="grid min-w-0 gap-1">
      <div className={`grid place-items-center overflow-hidden rounded-xl border border-border bg-muted ${large ? 'aspect-[4/3]' : 'aspect-square'}`}>
        {broken ? (
          <>
            <ImageOff aria-hidden="true" className="size-5 text-muted-foreground" />
            <span className="sr-only">{`${image.label} indisponível`}</span>
          </>
        ) : (
          <img src={image.url} alt={image.label} loading="lazy" className="size-full object-cover" onError={() => setBroken(true)} />
        )}
      </div>
      <figcaption className="truncate text-center text-xs text-muted-foreground">{image.label}</figcaption>
    </figure>
  );
}

/** One training example: view mode (images, classification, texts, colours) or its inline edit. */
export function TrainingExampleCard({ example }: { example: TrainingExample }) {
  const [editing, setEditing] = useState(false);
  const toggle = useToggleTrainingExample();
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const title = `${categoryLabel(example.category)} - ${templateStyleLabel(example.style)}`;
  const images = imagesOf(example);
  const created = formatDate(example.createdAt);
  const verb = example.isActive ? 'Desativar' : 'Ativar';

  // Leaving the edit mode puts the focus back on "Editar".
  useEffect(() => {
    if (wasEditing.current && !editing) editButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const onToggle = () => {
    const isActive = !example.isActive;
    toggle.mutate(
      { id: example.id, isActive },
      {
        onSuccess: () => toast.success(isActive ? ADMIN_MSG.trainingActivated : ADMIN_MSG.trainingDeactivated),
        onError: (error) => toastAdminError(ADMIN_MSG.statusUpdateError, error),
      },
    );
  };

  return (
    <Card data-testid="training-card" className="flex min-w-0 flex-col">
      <CardContent className="grid flex-1 content-start gap-4 p-5">
        <header className="grid gap-2">
          <div className="flex items-start justify-between gap-3">
            <h2 className="min-w-0 text-base leading-tight font-semibold">{title}</h2>
            <Badge variant={example.isActive ? 'success' : 'secondary'}>{example.isActive ? 'Ativo' : 'Inativo'}</Badge>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
            <Badge variant={qualityVariant(example.quality)}>
              <span className="sr-only">Qualidade: </span>
              {qualityLabel(example.quality)}
            </Badge>
            <span>Taxa de sucesso: {formatSuccessRate(example.successRate)}</span>
            {created ? <span>· {created}</span> : null}
            {example.creationId ? <Badge variant="outline">Criação promovida</Badge> : null}
          </div>
        </header>

        {images.length ? (
          <div className={images.length === 1 ? 'grid' : 'grid grid-cols-3 gap-2'}>
            {images.map((image) => (
              <ExampleImage key={image.url} image={image} large={images.length === 1} />
            ))}
          </div>
        ) : null}

        {editing ? (
          <TrainingEditForm example={example} onDone={() => setEditing(false)} />
        ) : (
          <div className="grid gap-3 text-sm">
            {example.description ? <p className="break-words whitespace-pre-line">{example.description}</p> : null}
            {example.notes ? (
              <p className="rounded-lg bg-muted px-3 py-2 break-words whitespace-pre-line text-muted-foreground">
                <span className="font-medium text-foreground">Notas: </span>
                {example.notes}
              </p>
            ) : null}
            {example.tags.length ? (
              <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
                {example.tags.map((tag, index) => (
                  <li key={`${index}-${tag}`}>
                    <Badge variant="outline" className="font-medium">
                      {tag}
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : null}
            <TrainingColorSwatches colors={example.brandColors} />
          </div>
        )}
      </CardContent>

      {editing ? null : (
        <footer className="flex flex-wrap gap-2 border-t border-border px-5 py-3">
          <Button ref={editButtonRef} variant="outline" size="sm" aria-label={`Editar exemplo ${title}`} onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Editar
          </Button>
          <Button variant="ghost" size="sm" loading={toggle.isPending} aria-label={`${verb} exemplo ${title}`} onClick={onToggle}>
            {toggle.isPending ? null : example.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
            {verb}
          </Button>
          <div className="ml-auto">
            <TrainingDeleteDialog exampleId={example.id} title={title} disabled={toggle.isPending} />
          </div>
        </footer>
      )}
    </Card>
  );
}
