import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactElement } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SCENARIO_PROMPT_MIN } from '../../../../shared/constants';
import { ScenarioFormSchema, type AdminScenario, type ScenarioForm } from '../../../../shared/schemas/admin.schema';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { TextField } from '../../../components/ui/text-field';
import { useSaveScenario } from '../api/save-scenario';
import { formToasts } from '../../../lib/toast';
import { toastAdminError } from '../lib/admin-toast';
import { ADMIN_MSG } from '../lib/messages';
import { DialogActions, FormDialog } from './form-dialog';
import { ThumbnailField } from './thumbnail-field';

/** This form's toasts: saving clears its earlier failure. */
const toasts = formToasts('admin-scenario');

type ScenarioFormInput = z.input<typeof ScenarioFormSchema>;
type SaveMutation = ReturnType<typeof useSaveScenario>;

function defaultsFor(scenario: AdminScenario | null, nextOrder: number): ScenarioFormInput {
  if (!scenario) return { name: '', description: '', prompt: '', thumbnailUrl: '', displayOrder: nextOrder, isActive: true };
  const { name, description, prompt, thumbnailUrl, displayOrder, isActive } = scenario;
  return { name, description, prompt, thumbnailUrl, displayOrder, isActive };
}

type ScenarioFormBodyProps = { scenario: AdminScenario | null; nextOrder: number; save: SaveMutation; onDone: () => void };

/** The fields, validated by the server's own schema (same pt-BR messages); nothing is sent while one is wrong. */
function ScenarioFormBody({ scenario, nextOrder, save, onDone }: ScenarioFormBodyProps) {
  const [uploading, setUploading] = useState(false);
  const activeId = useId();
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<ScenarioFormInput, unknown, ScenarioForm>({
    resolver: zodResolver(ScenarioFormSchema),
    defaultValues: defaultsFor(scenario, nextOrder),
  });
  const isActive = useWatch({ control, name: 'isActive' }) ?? true;
  const thumbnailUrl = useWatch({ control, name: 'thumbnailUrl' }) ?? '';
  const busy = save.isPending;

  const onValid = (form: ScenarioForm) =>
    save.mutate(
      { id: scenario?.id ?? null, form },
      {
        onSuccess: () => {
          toasts.success(scenario ? ADMIN_MSG.scenarioUpdated : ADMIN_MSG.scenarioCreated, { description: form.name });
          onDone();
        },
        onError: (error) => toastAdminError(scenario ? ADMIN_MSG.scenarioUpdateError : ADMIN_MSG.scenarioCreateError, error, toasts),
      },
    );

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-5" aria-label={scenario ? 'Editar cenário' : 'Novo cenário'}>
      <TextField label="Nome" placeholder="Ex.: Mesa de Madeira Rústica" autoComplete="off" error={errors.name?.message} disabled={busy} {...register('name')} />
      <FormField label="Descrição" error={errors.description?.message}>
        {(field) => (
          <Textarea {...field} rows={3} className="min-h-20 resize-y" placeholder="O que o cliente vê ao escolher este cenário." disabled={busy} {...register('description')} />
        )}
      </FormField>
      <ThumbnailField
        value={thumbnailUrl}
        registration={register('thumbnailUrl')}
        error={errors.thumbnailUrl?.message}
        onUploaded={(url) => setValue('thumbnailUrl', url, { shouldDirty: true, shouldValidate: true })}
        onUploadingChange={setUploading}
        disabled={busy}
      />
      <FormField
        label="Prompt da IA"
        error={errors.prompt?.message}
        hint={`Como a IA deve montar o cenário ao redor do prato (mínimo de ${SCENARIO_PROMPT_MIN} caracteres).`}
      >
        {(field) => <Textarea {...field} rows={8} className="min-h-48 resize-y" disabled={busy} {...register('prompt')} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Ordem de exibição" error={errors.displayOrder?.message}>
          {(field) => <Input {...field} type="number" inputMode="numeric" min={0} step={1} disabled={busy} {...register('displayOrder', { valueAsNumber: true })} />}
        </FormField>
        <div className="grid content-start gap-2">
          <span className="text-sm leading-none font-medium">Status</span>
          <div className="flex h-11 items-center gap-3">
            <Switch id={activeId} checked={isActive} disabled={busy} onCheckedChange={(next) => setValue('isActive', next, { shouldDirty: true })} />
            <Label htmlFor={activeId}>{isActive ? 'Ativo' : 'Inativo'}</Label>
          </div>
        </div>
      </div>
      <DialogActions busy={busy}>
        <Button type="submit" loading={busy} disabled={uploading}>
          {scenario ? 'Salvar Alterações' : 'Criar Cenário'}
        </Button>
      </DialogActions>
    </form>
  );
}

export type ScenarioFormDialogProps = {
  /** The scenario to edit, or null to create one. */
  scenario: AdminScenario | null;
  /** The display order a new scenario starts with. */
  nextOrder: number;
  /** The button that opens the dialog (focus returns to it when the dialog closes). */
  trigger: ReactElement;
};

/** "Novo Cenário" and each row's "Editar": the scenario form in a dialog. */
export function ScenarioFormDialog({ scenario, nextOrder, trigger }: ScenarioFormDialogProps) {
  const save = useSaveScenario();

  return (
    <FormDialog
      trigger={trigger}
      title={scenario ? 'Editar Cenário' : 'Novo Cenário'}
      description={scenario ? `Altere os dados de "${scenario.name}".` : 'Um cenário padrão que os usuários podem escolher no Foto Pro.'}
      busy={save.isPending}
    >
      {(close) => <ScenarioFormBody scenario={scenario} nextOrder={nextOrder} save={save} onDone={close} />}
    </FormDialog>
  );
}
