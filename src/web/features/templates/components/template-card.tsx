import { Check, Flame, Star } from 'lucide-react';
import { useId } from 'react';
import { MAX_TEMPLATE_THUMBNAILS } from '../../../../shared/constants';
import { formatRating } from '../../../../shared/format';
import { Badge } from '../../../components/ui/badge';
import { isPopularTemplate, templateStyleLabel, usesText } from '../../../lib/catalog-labels';
import { cn } from '../../../lib/cn';
import type { Template } from '../../../../shared/schemas/catalogue.schema';
import { categoryOption, formatOption, templatePalette } from '../lib/labels';

export type TemplateCardProps = {
  template: Template;
  chosen: boolean;
  onChoose: (template: Template) => void;
  disabled?: boolean;
};

/** One template of step 1: its examples, badges, numbers and art direction; a click chooses it. */
export function TemplateCard({ template, chosen, onChoose, disabled }: TemplateCardProps) {
  const nameId = useId();
  const detailsId = useId();
  const category = categoryOption(template.category);
  const format = formatOption(template.format);
  const popular = isPopularTemplate(template.usageCount);
  const rated = template.averageRating > 0;

  return (
    <button
      type="button"
      aria-labelledby={nameId}
      aria-describedby={detailsId}
      aria-current={chosen ? 'true' : undefined}
      disabled={disabled}
      onClick={() => onChoose(template)}
      className={cn(
        'group relative flex h-full w-full cursor-pointer overflow-hidden rounded-2xl border-2 bg-card text-left shadow-xs transition-[border-color,box-shadow,transform] sm:flex-col',
        'hover:-translate-y-0.5 hover:border-orange-300 hover:shadow-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        'disabled:pointer-events-none disabled:opacity-60',
        chosen ? 'border-primary shadow-soft' : 'border-border',
      )}
    >
      <TemplatePreview template={template} emoji={category.emoji} />
      {chosen ? (
        <span className="absolute top-2 right-2 z-10 grid size-7 place-items-center rounded-full bg-primary text-primary-foreground shadow-sm sm:top-2.5 sm:right-2.5">
          <Check aria-hidden="true" className="size-4" strokeWidth={3} />
          <span className="sr-only">Escolhido</span>
        </span>
      ) : null}
      <span className="grid min-w-0 flex-1 content-start gap-1.5 p-3 max-sm:pl-0 sm:gap-2 sm:p-4">
        {/* On a phone the badges sit in the text; from sm up they float over the example. */}
        <span className="flex flex-wrap gap-1.5 sm:absolute sm:top-2.5 sm:left-2.5 sm:right-12">
          {popular ? (
            <Badge className="bg-primary shadow-sm">
              <Flame aria-hidden="true" />
              Popular
            </Badge>
          ) : null}
          <Badge variant="secondary" className="sm:bg-card/90 sm:shadow-sm sm:backdrop-blur-sm">
            {format.label} · {format.size}
          </Badge>
        </span>
        <span id={nameId} className={cn('text-base leading-tight font-bold', chosen && 'max-sm:pr-7')}>
          {template.name}
        </span>
        <span id={detailsId} className="grid gap-1.5 sm:gap-2">
          <span className="flex flex-wrap items-center gap-1.5 text-xs">
            <Badge variant="outline">
              <span aria-hidden="true">{category.emoji}</span> {category.label}
            </Badge>
            <Badge variant="outline">{templateStyleLabel(template.style)}</Badge>
            {popular ? <span className="sr-only">Popular.</span> : null}
          </span>
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1" data-testid="template-rating">
              <Star aria-hidden="true" className={cn('size-4', rated ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/60')} />
              {rated ? (
                <>
                  <span className="font-semibold text-foreground">{formatRating(template.averageRating)}</span>
                  <span className="sr-only"> de 5</span>
                </>
              ) : (
                'Sem avaliações'
              )}
            </span>
            <span data-testid="template-uses">{usesText(template.usageCount)}</span>
          </span>
          <span className="line-clamp-2 text-xs leading-relaxed text-muted-foreground sm:line-clamp-3">{template.promptEnhancements}</span>
        </span>
      </span>
    </button>
  );
}

/** The first example large; up to three examples as thumbnails; a palette placeholder without any. */
function TemplatePreview({ template, emoji }: { template: Template; emoji: string }) {
  const [main] = template.exampleUrls;
  const thumbnails = template.exampleUrls.slice(0, MAX_TEMPLATE_THUMBNAILS);
  if (!main) {
    const palette = templatePalette(template.colorStrategy);
    const colours = palette.length >= 2 ? palette : ['#fed7aa', '#fb923c', '#9a3412'];
    return (
      <span
        className="relative grid aspect-square w-28 shrink-0 place-items-center self-start overflow-hidden max-sm:m-3 max-sm:rounded-xl sm:w-full"
        style={{ backgroundImage: `linear-gradient(135deg, ${colours.join(', ')})` }}
      >
        <span
          aria-hidden="true"
          className={cn(
            'grid place-items-center rounded-xl bg-white/85 text-3xl shadow-lg ring-1 ring-black/5 transition-transform group-hover:scale-105 sm:text-5xl',
            template.format === 'stories' ? 'h-3/4 w-[42%]' : 'size-3/5',
          )}
        >
          {emoji}
        </span>
      </span>
    );
  }
  return (
    <span className="relative block aspect-square w-28 shrink-0 self-start overflow-hidden bg-muted max-sm:m-3 max-sm:rounded-xl sm:w-full">
      <img
        src={main}
        alt={`Exemplo do template ${template.name}`}
        loading="lazy"
        draggable={false}
        className="absolute inset-0 size-full object-contain transition-transform duration-300 group-hover:scale-[1.03]"
      />
      {thumbnails.length > 1 ? (
        <span className="absolute right-2 bottom-2 flex gap-1 max-sm:hidden" data-testid="template-thumbnails">
          {thumbnails.map((url) => (
            <img
              key={url}
              src={url}
              alt=""
              loading="lazy"
              draggable={false}
              className="size-9 rounded-md border-2 border-white object-cover shadow-md"
            />
          ))}
        </span>
      ) : null}
    </span>
  );
}
