import { Flame, ImageIcon, ImageOff, Images, Pencil, Power, PowerOff, Sparkles, Star, Trash2, TrendingUp, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { MAX_TEMPLATE_THUMBNAILS } from '../../../../shared/constants';
import { formatRating } from '../../../../shared/format';
import type { AdminTemplate } from '../../../../shared/schemas/admin.schema';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { isPopularTemplate, templateCategoryLabel, templateStyleLabel, usesText } from '../../../lib/catalog-labels';
import { useToggleTemplate } from '../api/save-template';
import { useGenerateTemplateExample } from '../api/template-examples';
import { toastAdminError } from '../lib/admin-toast';
import { ADMIN_MSG } from '../lib/messages';
import { examplesText, formatLabel } from '../lib/template-labels';
import { TemplateDeleteDialog } from './template-delete-dialog';
import { TemplateExamplesUpload } from './template-examples-upload';
import { TemplateFormDialog } from './template-form-dialog';

function Thumbnail({ url, alt }: { url: string; alt: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className="grid aspect-square place-items-center overflow-hidden rounded-lg border border-border bg-muted">
      {broken ? (
        <>
          <ImageOff aria-hidden="true" className="size-5 text-muted-foreground" />
          <span className="sr-only">Imagem indisponível</span>
        </>
      ) : (
        <img src={url} alt={alt} loading="lazy" className="size-full object-cover" onError={() => setBroken(true)} />
      )}
    </div>
  );
}

/** One template in the grid: its examples (the newest three), what it is, its numbers and its actions. */
export function TemplateCard({ template }: { template: AdminTemplate }) {
  const titleId = useId();
  const toggle = useToggleTemplate();
  const generate = useGenerateTemplateExample();
  const { name, isActive, exampleUrls } = template;
  const verb = isActive ? 'Desativar' : 'Ativar';
  // Newest first: an example just uploaded or generated shows at once.
  const thumbnails = exampleUrls.slice(-MAX_TEMPLATE_THUMBNAILS).reverse();

  const onToggle = () => {
    const next = !isActive;
    toggle.mutate(
      { id: template.id, isActive: next },
      {
        onSuccess: () => toast.success(next ? ADMIN_MSG.templateActivated : ADMIN_MSG.templateDeactivated, { description: name }),
        onError: (error) => toastAdminError(ADMIN_MSG.statusUpdateError, error),
      },
    );
  };

  const onGenerate = () =>
    generate.mutate(template.id, {
      onSuccess: () => toast.success(ADMIN_MSG.templateExampleGenerated, { description: ADMIN_MSG.templateExampleGeneratedDescription }),
      onError: (error) => toastAdminError(ADMIN_MSG.templateExampleGenerateError, error),
    });

  const generateButton = (prominent: boolean) => (
    <Button
      variant={prominent ? 'default' : 'outline'}
      size="sm"
      loading={generate.isPending}
      aria-label={generate.isPending ? `${ADMIN_MSG.templateExampleGenerating} ${name}` : `Gerar exemplo ${name}`}
      onClick={onGenerate}
    >
      {generate.isPending ? null : <Sparkles aria-hidden="true" />}
      {generate.isPending ? ADMIN_MSG.templateExampleGenerating : 'Gerar exemplo'}
    </Button>
  );

  return (
    <Card role="article" aria-labelledby={titleId} data-testid="template-card" className="flex h-full min-w-0 flex-col overflow-hidden">
      <div className="p-4 pb-0">
        {thumbnails.length ? (
          <ul aria-label="Exemplos" className="grid grid-cols-3 gap-2">
            {thumbnails.map((url, index) => (
              <li key={`${url}-${index}`}>
                <Thumbnail url={url} alt={`Exemplo ${index + 1} de ${name}`} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="grid min-h-32 place-items-center gap-2 rounded-xl border-2 border-dashed border-border bg-muted/40 p-4 text-center">
            <ImageIcon aria-hidden="true" className="size-7 text-muted-foreground" />
            <p className="text-sm font-medium text-muted-foreground">Sem exemplos</p>
            {generateButton(true)}
          </div>
        )}
      </div>

      <div className="grid flex-1 content-start gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 text-base leading-tight font-semibold break-words">
            {name}
          </h3>
          <div className="flex flex-wrap gap-1.5">
            {isPopularTemplate(template.usageCount) ? (
              <Badge variant="default">
                <Flame aria-hidden="true" />
                Popular
              </Badge>
            ) : null}
            <Badge variant={isActive ? 'success' : 'secondary'}>{isActive ? 'Ativo' : 'Inativo'}</Badge>
          </div>
        </div>

        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Categoria</dt>
          <dd className="min-w-0 truncate font-medium">{templateCategoryLabel(template.category)}</dd>
          <dt className="text-muted-foreground">Estilo</dt>
          <dd className="min-w-0 truncate font-medium">{templateStyleLabel(template.style)}</dd>
          <dt className="text-muted-foreground">Formato</dt>
          <dd className="min-w-0 truncate font-medium">{formatLabel(template.format)}</dd>
        </dl>

        <p className="line-clamp-2 text-sm text-muted-foreground" title={template.promptEnhancements}>
          {template.promptEnhancements}
        </p>

        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <li className="inline-flex items-center gap-1.5">
            <TrendingUp aria-hidden="true" className="size-4" />
            <span>{usesText(template.usageCount)}</span>
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-400" />
            <span className="sr-only">Avaliação média:</span>
            <span>{`${formatRating(template.averageRating)}/5`}</span>
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Images aria-hidden="true" className="size-4" />
            <span>{examplesText(exampleUrls.length)}</span>
          </li>
        </ul>
      </div>

      <div className="flex flex-wrap gap-2 border-t border-border p-4">
        <TemplateExamplesUpload
          template={template}
          trigger={
            <Button variant="outline" size="sm" aria-label={`Upload Imagens ${name}`}>
              <Upload aria-hidden="true" />
              Upload Imagens
            </Button>
          }
        />
        {thumbnails.length ? generateButton(false) : null}
        <Button variant="ghost" size="sm" loading={toggle.isPending} aria-label={`${verb} ${name}`} onClick={onToggle}>
          {toggle.isPending ? null : isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
          {verb}
        </Button>
        <TemplateFormDialog
          template={template}
          trigger={
            <Button variant="outline" size="sm" aria-label={`Editar ${name}`}>
              <Pencil aria-hidden="true" />
              Editar
            </Button>
          }
        />
        <TemplateDeleteDialog
          template={template}
          trigger={
            <Button variant="ghost" size="sm" className="text-destructive hover:bg-red-50 hover:text-destructive" aria-label={`Excluir ${name}`}>
              <Trash2 aria-hidden="true" />
              Excluir
            </Button>
          }
        />
      </div>
    </Card>
  );
}
