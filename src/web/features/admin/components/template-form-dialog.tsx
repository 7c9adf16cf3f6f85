import { zodResolver } from '@hookform/resolvers/zod';
import type { ComponentProps, ReactElement } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ART_FORMATS, TEMPLATE_CATEGORIES, TEMPLATE_STYLES } from '../../../../shared/constants';
import { TemplateCreateSchema, TemplateUpdateSchema, type AdminTemplate, type TemplateCreate } from '../../../../shared/schemas/admin.schema';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Textarea } from '../../../components/ui/textarea';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { TEMPLATE_CATEGORY_OPTIONS, TEMPLATE_STYLE_OPTIONS, type Option } from '../../../lib/catalog-labels';
import { useSaveTemplate } from '../api/save-template';
import { formToasts } from '../../../lib/toast';
import { toastAdminError } from '../lib/admin-toast';
import { ADMIN_MSG } from '../lib/messages';
import { FORMAT_OPTIONS } from '../lib/template-labels';
import { DialogActions, FormDialog } from './form-dialog';

/** This form's toasts: saving clears its earlier failure. */
const toasts = formToasts('admin-template');

// Create and edit take the same fields; only the prompt's message differs (spec §5).
type TemplateFormInput = z.input<typeof TemplateCreateSchema>;
type SaveMutation = ReturnType<typeof useSaveTemplate>;

/** A stored value the form cannot offer (an older row) starts on the first option; saving fixes the row. */
function pick<T extends string>(list: readonly T[], value: string): T {
  return (list as readonly string[]).includes(value) ? (value as T) : list[0]!;
}

function defaultsFor(template: AdminTemplate | null): TemplateFormInput {
  if (!template) {
    return { name: '', category: 'hamburguer', format: 'feed', style: 'moderno', promptEnhancements: '', colorStrategy: '', layoutPreferences: '' };
  }
  return {
    name: template.name,
    category: pick(TEMPLATE_CATEGORIES, template.category),
    format: pick(ART_FORMATS, template.format),
    style: pick(TEMPLATE_STYLES, template.style),
    promptEnhancements: template.promptEnhancements,
    colorStrategy: template.colorStrategy ?? '',
    layoutPreferences: template.layoutPreferences ?? '',
  };
}

const SELECT_CLASSES = cn(
  'flex h-11 w-full min-w-0 cursor-pointer rounded-xl border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors sm:text-sm',
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
);

type SelectFieldProps = Omit<ComponentProps<'select'>, 'children'> & { label: string; error?: string; options: readonly Option<string>[] };

/** A labelled native select: the phone's own picker, and full keyboard support for free. */
function SelectField({ label, error, options, ...props }: SelectFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(field) => (
        <select {...field} className={SELECT_CLASSES} {...props}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

type TemplateFormBodyProps = { template: AdminTemplate | null; save: SaveMutation; onDone: () => void };

/** The fields, validated by the server's own schema (same pt-BR messages); nothing is sent while one is wrong. */
function TemplateFormBody({ template, save, onDone }: TemplateFormBodyProps) {
  const editing = template !== null;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TemplateFormInput, unknown, TemplateCreate>({
    resolver: zodResolver(editing ? TemplateUpdateSchema : TemplateCreateSchema),
    defaultValues: defaultsFor(template),
  });
  const busy = save.isPending;

  const onValid = (form: TemplateCreate) =>
    save.mutate(template ? { id: template.id, form } : { id: null, form }, {
      onSuccess: () => {
        if (editing) toasts.success(ADMIN_MSG.templateUpdated, { description: ADMIN_MSG.templateUpdatedDescription });
        else toasts.success(ADMIN_MSG.templateCreated, { description: form.name });
        onDone();
      },
      // The dialog stays open with what was typed.
      onError: (error) => toastAdminError(editing ? ADMIN_MSG.templateUpdateError : ADMIN_MSG.templateCreateError, error, toasts),
    });

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-5" aria-label={editing ? 'Editar template' : 'Novo template'}>
      <TextField label="Nome" placeholder="Ex.: Smash Burger Neon" autoComplete="off" error={errors.name?.message} disabled={busy} {...register('name')} />
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField label="Categoria" options={TEMPLATE_CATEGORY_OPTIONS} error={errors.category?.message} disabled={busy} {...register('category')} />
        <SelectField label="Formato" options={FORMAT_OPTIONS} error={errors.format?.message} disabled={busy} {...register('format')} />
        <SelectField label="Estilo" options={TEMPLATE_STYLE_OPTIONS} error={errors.style?.message} disabled={busy} {...register('style')} />
      </div>
      <FormField
        label={editing ? 'Melhorias de prompt' : 'Instruções'}
        error={errors.promptEnhancements?.message}
        hint="Como a IA deve montar a arte: composição, tipografia, clima."
      >
        {(field) => <Textarea {...field} rows={6} className="min-h-36 resize-y" disabled={busy} {...register('promptEnhancements')} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Estratégia de cores (opcional)" error={errors.colorStrategy?.message}>
          {(field) => (
            <Textarea {...field} rows={3} className="min-h-20 resize-y" placeholder="Ex.: cores da marca dominantes" disabled={busy} {...register('colorStrategy')} />
          )}
        </FormField>
        <FormField label="Preferências de layout (opcional)" error={errors.layoutPreferences?.message}>
          {(field) => (
            <Textarea {...field} rows={3} className="min-h-20 resize-y" placeholder="Ex.: produto à direita, título no topo" disabled={busy} {...register('layoutPreferences')} />
          )}
        </FormField>
      </div>
      <DialogActions busy={busy}>
        <Button type="submit" loading={busy}>
          {editing ? 'Salvar Alterações' : 'Criar Template'}
        </Button>
      </DialogActions>
    </form>
  );
}

export type TemplateFormDialogProps = {
  /** The template to edit, or null to create one. */
  template: AdminTemplate | null;
  /** The button that opens the dialog (focus returns to it when the dialog closes). */
  trigger: ReactElement;
};

/** "Novo Template" and each card's "Editar": the template form in a dialog. */
export function TemplateFormDialog({ template, trigger }: TemplateFormDialogProps) {
  const save = useSaveTemplate();

  return (
    <FormDialog
      trigger={trigger}
      title={template ? 'Editar Template' : 'Novo Template'}
      description={template ? `Altere os dados de "${template.name}".` : 'Um template de estilo para os Templates Rápidos. Ele começa ativo.'}
      busy={save.isPending}
    >
      {(close) => <TemplateFormBody template={template} save={save} onDone={close} />}
    </FormDialog>
  );
}
