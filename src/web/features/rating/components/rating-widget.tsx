// Feedback on a result (spec §4 Rating): "Adorei!" means 5 and opens the detailed form, "Precisa
// melhorar" sends 2 at once. Used by Foto Pro and by the Templates tool.
import { ArrowLeft, CheckCircle2, Heart, ThumbsDown } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { RATING_LOVED, RATING_NEEDS_WORK } from '../../../../shared/constants';
import { MSG } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { useSubmitRating, type RatingInput } from '../api/submit-rating';
import { StarRating } from './star-rating';

export const RATING_MSG = { sent: MSG.ratingSent, failed: MSG.ratingError } as const;

type Stage = 'choose' | 'details' | 'sent';
type Details = { textQuality: number | null; visualHierarchy: number | null; composition: number | null; comment: string };

const EMPTY_DETAILS: Details = { textQuality: null, visualHierarchy: null, composition: null, comment: '' };

export type RatingWidgetProps = {
  /** The rated creation or enhanced photo. */
  creationId: string;
  className?: string;
  onRated?: (rating: number) => void;
};

export function RatingWidget({ creationId, className, onRated }: RatingWidgetProps) {
  const headingId = useId();
  const commentId = useId();
  const [stage, setStage] = useState<Stage>('choose');
  const [details, setDetails] = useState<Details>(EMPTY_DETAILS);
  const submit = useSubmitRating();

  const send = async (input: RatingInput) => {
    try {
      await submit.mutateAsync(input);
    } catch {
      toast.error(RATING_MSG.failed);
      return;
    }
    toast.success(RATING_MSG.sent);
    setStage('sent');
    onRated?.(input.rating);
  };

  const onNeedsWork = () => send({ creationId, rating: RATING_NEEDS_WORK });

  const onSubmitDetails = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send({
      creationId,
      rating: RATING_LOVED,
      textQuality: details.textQuality ?? undefined,
      visualHierarchy: details.visualHierarchy ?? undefined,
      composition: details.composition ?? undefined,
      comment: details.comment,
    });
  };

  const busy = submit.isPending;

  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-border bg-card p-4 shadow-xs sm:p-5', className)}
    >
      {stage === 'sent' ? (
        <div className="flex items-center gap-3" role="status">
          <CheckCircle2 aria-hidden="true" className="size-6 shrink-0 text-success" />
          <h3 id={headingId} className="font-semibold">
            Obrigado pela sua avaliação!
          </h3>
        </div>
      ) : stage === 'choose' ? (
        <div className="grid gap-3">
          <div className="grid gap-1">
            <h3 id={headingId} className="font-semibold">
              O que achou do resultado?
            </h3>
            <p className="text-sm text-muted-foreground">Sua avaliação ajuda a IA a criar imagens cada vez melhores.</p>
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            <Button variant="secondary" disabled={busy} onClick={() => setStage('details')}>
              <Heart aria-hidden="true" />
              Adorei!
            </Button>
            <Button variant="outline" loading={busy} onClick={onNeedsWork}>
              {busy ? null : <ThumbsDown aria-hidden="true" />}
              Precisa melhorar
            </Button>
          </div>
        </div>
      ) : (
        <form className="grid gap-4" onSubmit={onSubmitDetails} aria-labelledby={headingId}>
          <div className="grid gap-1">
            <h3 id={headingId} className="font-semibold">
              Que bom que você adorou! Conte mais (opcional)
            </h3>
            <p className="text-sm text-muted-foreground">Dê de 1 a 5 estrelas para cada aspecto.</p>
          </div>
          <div className="grid gap-2">
            <StarRating
              label="Qualidade do texto"
              value={details.textQuality}
              disabled={busy}
              onChange={(textQuality) => setDetails((d) => ({ ...d, textQuality }))}
            />
            <StarRating
              label="Hierarquia visual"
              value={details.visualHierarchy}
              disabled={busy}
              onChange={(visualHierarchy) => setDetails((d) => ({ ...d, visualHierarchy }))}
            />
            <StarRating
              label="Composição"
              value={details.composition}
              disabled={busy}
              onChange={(composition) => setDetails((d) => ({ ...d, composition }))}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={commentId}>Comentário (opcional)</Label>
            <Textarea
              id={commentId}
              value={details.comment}
              disabled={busy}
              placeholder="O que ficou bom? O que podemos melhorar?"
              onChange={(event) => {
                const comment = event.target.value;
                setDetails((d) => ({ ...d, comment }));
              }}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
            <Button variant="ghost" disabled={busy} onClick={() => setStage('choose')}>
              <ArrowLeft aria-hidden="true" />
              Voltar
            </Button>
            <Button type="submit" loading={busy}>
              {busy ? 'Enviando...' : 'Enviar avaliação'}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
