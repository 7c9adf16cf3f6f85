import { LayoutTemplate } from 'lucide-react';
import { templateStyleLabel } from '../../../lib/catalog-labels';
import { objectUrlFor } from '../../../lib/object-url';
import type { TemplateDraft } from '../lib/draft';
import { categoryOption } from '../lib/labels';

/** A reminder of the earlier choices: the template (with a way back to change it), the product and the logo. */
export function DraftSummary({ draft, onChangeTemplate, disabled }: { draft: TemplateDraft; onChangeTemplate: () => void; disabled?: boolean }) {
  const { template, product, logo } = draft;
  if (!template) return null;
  const category = categoryOption(template.category);
  const [example] = template.exampleUrls;
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-muted/60 p-3 text-sm">
      {example ? (
        <img src={example} alt="" className="size-12 shrink-0 rounded-lg bg-card object-cover shadow-xs" />
      ) : (
        <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-card text-primary shadow-xs">
          <LayoutTemplate aria-hidden="true" className="size-5" />
        </span>
      )}
      <dl className="grid min-w-0 flex-1 gap-0.5">
        <dt className="text-xs text-muted-foreground">Template escolhido</dt>
        <dd className="font-semibold break-words">{template.name}</dd>
        <dd className="text-xs text-muted-foreground">
          <span aria-hidden="true">{category.emoji}</span> {category.label} · {templateStyleLabel(template.style)}
        </dd>
      </dl>
      {product || logo ? (
        <div className="flex shrink-0 items-center gap-1.5 max-[400px]:hidden">
          {product ? <img src={objectUrlFor(product)} alt="Produto" className="size-10 rounded-lg bg-card object-cover shadow-xs" /> : null}
          {logo ? <img src={objectUrlFor(logo)} alt="Logo" className="size-10 rounded-lg bg-card object-contain p-1 shadow-xs" /> : null}
        </div>
      ) : null}
      <button
        type="button"
        disabled={disabled}
        onClick={onChangeTemplate}
        className="shrink-0 cursor-pointer rounded-md px-1 text-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60"
      >
        Trocar<span className="max-sm:sr-only"> template</span>
      </button>
    </div>
  );
}
