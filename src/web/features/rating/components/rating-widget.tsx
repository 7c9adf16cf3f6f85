// Feedback on a result (spec §4 Rating): "Adorei!" means 5 and opens the detailed form, "Precisa
// melhorar" sends 2 at once. Used by Foto Pro and by the Templates tool; the detailed form asks only
// about what the rated thing has (a photo has no text and no layout to judge).
import { ArrowLeft, CheckCircle2, Heart, ThumbsDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { RATING_LOVED, RATING_NEEDS_WORK } from '../../../../shared/constants';
import { MSG } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { revealElement } from '../../../lib/scroll';
import { useSubmitRating, type RatingInput } from '../api/submit-rating';
import { StarRating } from './star-rating';

export const RATING_MSG = { sent: MSG.ratingSent, failed: MSG.ratingError } as const;

/** The optional sub-scores of feedback_ratings (spec §3), each out of 5. */
export type RatingAspect = 'textQuality' | 'visualHierarchy' | 'composition';

const ASPECT_LABELS: Record<RatingAspect, string> = {
  textQuality: 'Qualidade do texto',
  visualHierarchy: 'Hierarquia visual',
  composition: 'Composição',
};

/** What the detailed form asks about, by what is rated: an art (Templates) or a photo (Foto Pro). */
export const RATING_ASPECTS = {
  art: ['textQuality', 'visualHierarchy', 'composition'],
  photo: ['composition'],
} as const satisfies Record<string, readonly RatingAspect[]>;

export type RatedKind = keyof typeof RATING_ASPECTS;

type Stage = 'choose' | 'details' | 'sent';
type Details = Record<RatingAspect, number | null> & { comment: string };

const EMPTY_DETAILS: Details = { textQuality: null, visualHierarchy: null, composition: null, comment: '' };

export type RatingWidgetProps = {
  /** The rated creation or enhanced photo. */
  creationId: string;
  /** What is rated: decides the detailed form's questions (default "art", all three). */
  kind?: RatedKind;
  className?: string;
  onRated?: (rating: number) => void;
};

export function RatingWidget({ creationId, kind = 'art', className, onRated }: RatingWidgetProps) {
  const headingId = useId();
  const commentId = useId();
  const [stage, setStage] = useState<Stage>('choose');
  const [details, setDetails] = useState<Details>(EMPTY_DETAILS);
  const submit = useSubmitRating();
  const thanksRef = useRef<HTMLDivElement>(null);
  const aspects: readonly RatingAspect[] = RATING_ASPECTS[kind];

  // The form collapses into one line when sent, which can leave it above the screen (the user was at its
  // "Enviar" button): bring the thanks into view and give it the focus, so screen readers read it too.
  useEffect(() => {
    const thanks = thanksRef.current;
    if (stage !== 'sent' || !thanks) return;
    thanks.focus({ preventScroll: true });
    revealElement(thanks, 'nearest');
  }, [stage]);

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
    const scores: Partial<Record<RatingAspect, number>> = {};
    for (const aspect of aspects) {
      const score = details[aspect];
      if (score !== null) scores[aspect] = score;
    }
    void send({ creationId, rating: RATING_LOVED, ...scores, comment: details.comment });
  };

  const busy = submit.isPending;

  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-border bg-card p-4 shadow-xs sm:p-5', className)}
    >
      {stage === 'sent' ? (
        <div ref={thanksRef} tabIndex={-1} role="status" className="flex items-center gap-3 rounded-lg outline-none">
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
            <p className="text-sm text-muted-foreground">
              {aspects.length === 1 ? 'Dê de 1 a 5 estrelas.' : 'Dê de 1 a 5 estrelas para cada aspecto.'}
            </p>
          </div>
          <div className="grid gap-2">
            {aspects.map((aspect) => (
              <StarRating
                key={aspect}
                label={ASPECT_LABELS[aspect]}
                value={details[aspect]}
                disabled={busy}
                onChange={(score) => setDetails((d) => ({ ...d, [aspect]: score }))}
              />
            ))}
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
