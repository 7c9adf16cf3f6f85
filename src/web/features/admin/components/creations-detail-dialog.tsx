import { Download, GraduationCap, ImageOff, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '../../../../shared/format';
import type { AdminCreation, AdminCreationDetail } from '../../../../shared/schemas/admin.schema';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useImageDownload } from '../../../hooks/use-image-download';
import { ART_FORMAT_NAMES, labelOf } from '../../../lib/catalog-labels';
import { useDeleteCreation } from '../api/delete-creation';
import { useAdminCreation } from '../api/get-admin-creations';
import { usePromoteCreation } from '../api/promote-creation';
import { toastAdminError } from '../lib/admin-toast';
import { ADMIN_MSG } from '../lib/messages';
import { ConfirmDialog } from './confirm-dialog';

/** The name "Download" saves an art under (spec §7: the creation's id, .jpg). */
export function creationFileName(id: string): string {
  return `${id}.jpg`;
}

function SectionTitle({ children }: { children: ReactNode }) {
  return <h3 className="text-sm font-semibold">{children}</h3>;
}

function DetailImage({ label, url }: { label: string; url: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <figure className="grid content-start gap-1.5">
      <div className="relative aspect-square overflow-hidden rounded-xl border border-border bg-muted">
        {broken ? (
          <span className="absolute inset-0 grid place-items-center text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-6" />
            <span className="sr-only">{label} indisponível</span>
          </span>
        ) : (
          <img src={url} alt={label} loading="lazy" onError={() => setBroken(true)} className="absolute inset-0 size-full object-contain" />
        )}
      </div>
      <figcaption className="text-center text-xs font-medium text-muted-foreground">{label}</figcaption>
    </figure>
  );
}

/** "x/5", or a dash for a sub-score the user left unset. */
const outOfFive = (value: number | null) => (value === null ? '—' : `${value}/5`);

function RatingDetails({ id }: { id: string }) {
  const { data, isPending, isError, error } = useAdminCreation(id);

  // Spec §8: a failed rating read is only logged.
  useEffect(() => {
    if (isError) console.error('Failed to load the rating of creation', id, error);
  }, [isError, error, id]);

  if (isPending) return <Spinner label="Carregando avaliação" className="[&_svg]:size-5" />;
  if (isError) return <p className="text-sm text-muted-foreground">{ADMIN_MSG.creationRatingUnavailable}</p>;
  return <RatingList rating={data.rating} />;
}

function RatingList({ rating }: { rating: AdminCreationDetail['rating'] }) {
  if (!rating) return <p className="text-sm text-muted-foreground">{ADMIN_MSG.creationNotRated}</p>;
  const rows: [string, string][] = [
    ['Avaliação', outOfFive(rating.rating)],
    ['Qualidade do texto', outOfFive(rating.textQuality)],
    ['Hierarquia visual', outOfFive(rating.visualHierarchy)],
    ['Composição', outOfFive(rating.composition)],
  ];
  return (
    <div className="grid gap-3">
      <dl data-testid="creation-rating" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5 rounded-xl bg-secondary/50 px-3 py-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-1">
        <p className="text-xs text-muted-foreground">Comentário</p>
        {rating.comment ? (
          <blockquote className="rounded-xl border-l-4 border-primary/40 bg-secondary/30 px-3 py-2 text-sm break-words whitespace-pre-line">{rating.comment}</blockquote>
        ) : (
          <p className="text-sm text-muted-foreground">Sem comentário</p>
        )}
      </div>
    </div>
  );
}

function CreationDetail({ creation, onDeleted }: { creation: AdminCreation; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const remove = useDeleteCreation();
  const promote = usePromoteCreation();
  const { pending: downloading, download } = useImageDownload({ as: 'image/jpeg' });
  const fileName = creationFileName(creation.id);

  const images = [
    { label: 'Logo', url: creation.logoUrl },
    { label: 'Produto', url: creation.productUrl },
    { label: 'Arte', url: creation.generatedArtUrl },
  ].filter((image): image is { label: string; url: string } => !!image.url);

  const onPromote = () =>
    promote.mutate(creation.id, {
      onSuccess: ({ alreadyPromoted }) =>
        toast.success(ADMIN_MSG.creationPromoted, {
          description: alreadyPromoted ? ADMIN_MSG.creationAlreadyPromoted : ADMIN_MSG.creationPromotedDescription,
        }),
      onError: (error) => toastAdminError(ADMIN_MSG.creationPromoteError, error),
    });

  const onDelete = () =>
    remove.mutate(creation.id, {
      onSuccess: () => {
        toast.success(ADMIN_MSG.creationDeleted);
        setConfirming(false);
        onDeleted();
      },
      onError: (error) => toastAdminError(ADMIN_MSG.creationDeleteError, error),
    });

  const meta = [creation.templateName ? `Template ${creation.templateName}` : null, creation.format ? `Formato ${labelOf(ART_FORMAT_NAMES, creation.format)}` : null].filter(Boolean);

  return (
    <>
      <DialogHeader>
        <DialogTitle>Detalhes da Criação</DialogTitle>
        <DialogDescription>
          Criada em <time dateTime={creation.createdAt}>{formatDateTime(creation.createdAt)}</time>
          {meta.length ? ` · ${meta.join(' · ')}` : null}
        </DialogDescription>
      </DialogHeader>

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((image) => (
          <DetailImage key={image.label} label={image.label} url={image.url} />
        ))}
      </div>

      <section className="grid gap-1.5">
        <SectionTitle>Descrição</SectionTitle>
        <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{creation.description || 'Sem descrição'}</p>
      </section>

      <section className="grid gap-2">
        <SectionTitle>Cores da marca</SectionTitle>
        {creation.brandColors.length ? (
          <ul aria-label="Cores da marca" className="flex flex-wrap gap-2">
            {creation.brandColors.map((color) => (
              <li key={color} className="flex items-center gap-2 rounded-full border border-border py-1 pr-3 pl-1">
                <span role="img" aria-label={`Cor ${color}`} className="size-6 rounded-full border border-border" style={{ backgroundColor: color }} />
                <span aria-hidden="true" className="font-mono text-xs">
                  {color}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Nenhuma cor da marca</p>
        )}
      </section>

      <section className="grid gap-2">
        <SectionTitle>Avaliação do usuário</SectionTitle>
        <RatingDetails id={creation.id} />
      </section>

      <div className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="outline" loading={downloading === fileName} onClick={() => void download(creation.generatedArtUrl, fileName)}>
          {downloading === fileName ? null : <Download aria-hidden="true" />}
          Download
        </Button>
        <Button variant="secondary" loading={promote.isPending} onClick={onPromote}>
          {promote.isPending ? null : <GraduationCap aria-hidden="true" />}
          Promover para Treinamento
        </Button>
        <Button ref={deleteButton} variant="destructive" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          Excluir
        </Button>
      </div>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={ADMIN_MSG.creationDeleteTitle}
        description={ADMIN_MSG.creationDeleteConfirm}
        confirmLabel="Excluir"
        pending={remove.isPending}
        onConfirm={onDelete}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          deleteButton.current?.focus();
        }}
        className="max-w-md"
      />
    </>
  );
}

export type CreationsDetailDialogProps = {
  /** The art whose details are open; null when the dialog is closed. */
  creation: AdminCreation | null;
  /** Closed by the user (`deleted` false) or after "Excluir" (true). */
  onClose: (deleted: boolean) => void;
  /** Where the focus goes when the dialog closes. */
  onCloseAutoFocus: (event: Event) => void;
};

/** A creation's detail: its images, description, brand colours, the user's rating, and Download / Promover / Excluir. */
export function CreationsDetailDialog({ creation, onClose, onCloseAutoFocus }: CreationsDetailDialogProps) {
  return (
    <Dialog open={!!creation} onOpenChange={(open) => (open ? undefined : onClose(false))}>
      {creation ? (
        <DialogContent className="max-w-3xl" onCloseAutoFocus={onCloseAutoFocus}>
          <CreationDetail key={creation.id} creation={creation} onDeleted={() => onClose(true)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
