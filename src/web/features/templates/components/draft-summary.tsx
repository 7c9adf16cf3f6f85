import { objectUrlFor } from '../../../lib/object-url';
import type { TemplateDraft } from '../lib/draft';
import { categoryOption, styleLabel } from '../lib/labels';

/** A reminder of the earlier choices: the template and, once chosen, the product and the logo. */
export function DraftSummary({ draft, onChangeTemplate, disabled }: { draft: TemplateDraft; onChangeTemplate: () => void; disabled?: boolean }) {
  const { template, product, logo } = draft;
  if (!template) return null;
  const category = categoryOption(template.category);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl bg-muted/60 p-3 text-sm">
      <dl className="flex min-w-0 flex-1 flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex min-w-0 gap-1.5">
          <dt className="text-muted-foreground">Template:</dt>
          <dd className="truncate font-semibold">
            {template.name} <span className="font-normal text-muted-foreground">· <span aria-hidden="true">{category.emoji}</span> {category.label} · {styleLabel(template.style)}</span>
          </dd>
        </div>
        {product || logo ? (
          <div className="flex items-center gap-2">
            <dt className="sr-only">Imagens</dt>
            {product ? (
              <dd>
                <img src={objectUrlFor(product)} alt="Produto" className="size-10 rounded-lg bg-card object-cover shadow-xs" />
              </dd>
            ) : null}
            {logo ? (
              <dd>
                <img src={objectUrlFor(logo)} alt="Logo" className="size-10 rounded-lg bg-card object-contain p-1 shadow-xs" />
              </dd>
            ) : null}
          </div>
        ) : null}
      </dl>
      <button
        type="button"
        disabled={disabled}
        onClick={onChangeTemplate}
        className="cursor-pointer text-sm font-semibold text-primary underline-offset-4 hover:underline disabled:pointer-events-none disabled:opacity-60"
      >
        Trocar template
      </button>
    </div>
  );
}
