import { Sparkles, Wand2 } from 'lucide-react';
import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { ART_FORMATS, ART_TEXT_MAX, type ArtFormat } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { RadioCards } from '../../../components/ui/radio-cards';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import type { PromoField, PromoTexts } from '../lib/draft';
import { formatOption } from '../lib/labels';
import { maskPrice } from '../lib/price';

export type TextsStepProps = {
  texts: PromoTexts;
  onTextsChange: (patch: Partial<PromoTexts>) => void;
  productName: string;
  onProductNameChange: (productName: string) => void;
  format: ArtFormat;
  onFormatChange: (format: ArtFormat) => void;
  onSuggest: () => void;
  suggesting: boolean;
  /** The field the last check refused, shown with `error`. */
  invalidField: PromoField | null;
  error: string | null;
  titleRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
};

/** Step 3: the promotion's texts (the title is required), an AI suggestion for the blank ones, the format. */
export function TextsStep({
  texts,
  onTextsChange,
  productName,
  onProductNameChange,
  format,
  onFormatChange,
  onSuggest,
  suggesting,
  invalidField,
  error,
  titleRef,
  disabled = false,
}: TextsStepProps) {
  const productNameId = useId();
  const fieldError = (field: PromoField) => (invalidField === field && error ? error : undefined);
  const onText = (field: Exclude<PromoField, 'price'>) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onTextsChange({ [field]: event.target.value });

  return (
    <div className="grid gap-6">
      <section
        aria-label="Sugestão de textos com IA"
        className="grid gap-3 rounded-2xl border border-orange-200 bg-gradient-to-br from-orange-50 via-amber-50 to-card p-4 sm:p-5"
      >
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary text-primary-foreground shadow-glow">
            <Wand2 aria-hidden="true" className="size-5" />
          </span>
          <div className="grid gap-0.5">
            <p className="font-bold">Sem ideias? A IA escreve para você</p>
            <p className="text-sm text-muted-foreground">
              Ela preenche só os campos vazios: o que você já escreveu fica como está, e tudo pode ser editado.
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor={productNameId}>Qual é o produto? (opcional)</Label>
            <Input
              id={productNameId}
              value={productName}
              maxLength={ART_TEXT_MAX.title}
              placeholder="Ex.: X-Bacon Duplo"
              disabled={disabled}
              autoComplete="off"
              onChange={(event) => onProductNameChange(event.target.value)}
            />
          </div>
          <Button variant="secondary" className="sm:w-auto" loading={suggesting} disabled={disabled} onClick={onSuggest}>
            {suggesting ? null : <Sparkles aria-hidden="true" />}
            {suggesting ? 'Sugerindo...' : 'Sugerir com IA'}
          </Button>
        </div>
      </section>

      <div className="grid gap-4 sm:grid-cols-2">
        <PromoTextField
          className="sm:col-span-2"
          label="Título da promoção"
          required
          value={texts.title}
          max={ART_TEXT_MAX.title}
          error={fieldError('title')}
          placeholder="Ex.: Combo Smash em dobro"
          disabled={disabled}
        >
          {(props) => <Input ref={titleRef} {...props} onChange={onText('title')} />}
        </PromoTextField>
        <PromoTextField
          label="Preço"
          value={texts.price}
          max={ART_TEXT_MAX.price}
          error={fieldError('price')}
          hint="Digite só os números: 2990 vira R$ 29,90"
          placeholder="R$ 29,90"
          disabled={disabled}
        >
          {(props) => (
            <Input
              {...props}
              inputMode="numeric"
              onChange={(event) => onTextsChange({ price: maskPrice(event.target.value) })}
            />
          )}
        </PromoTextField>
        <PromoTextField
          label="Chamada para ação"
          value={texts.cta}
          max={ART_TEXT_MAX.cta}
          error={fieldError('cta')}
          placeholder="Ex.: Peça já pelo delivery!"
          disabled={disabled}
        >
          {(props) => <Input {...props} onChange={onText('cta')} />}
        </PromoTextField>
        <PromoTextField
          className="sm:col-span-2"
          label="Descrição"
          value={texts.description}
          max={ART_TEXT_MAX.description}
          error={fieldError('description')}
          placeholder="Ex.: Dois smash burgers com cheddar, bacon crocante e batata frita."
          disabled={disabled}
        >
          {(props) => <Textarea {...props} rows={3} className="min-h-20 resize-y" onChange={onText('description')} />}
        </PromoTextField>
      </div>

      <div className="grid gap-3">
        <h4 className="font-bold">Formato da arte</h4>
        <RadioCards
          label="Formato da arte"
          value={format}
          onValueChange={onFormatChange}
          options={ART_FORMATS}
          disabled={disabled}
          className="grid gap-3 sm:grid-cols-2"
          renderItem={(value, { labelId, descriptionId, checked }) => {
            const option = formatOption(value);
            return (
              <span className="flex items-center gap-3 p-3 pr-9 sm:gap-4 sm:p-4 sm:pr-10">
                <span aria-hidden="true" className="grid h-12 w-10 shrink-0 place-items-center">
                  <span
                    className={cn(
                      'rounded-md border-2 transition-colors',
                      value === 'feed' ? 'size-10' : 'h-12 w-7',
                      checked ? 'border-primary bg-primary/15' : 'border-muted-foreground/40 bg-muted',
                    )}
                  />
                </span>
                <span className="grid min-w-0 gap-0.5">
                  <span id={labelId} className="font-bold">
                    {option.label}
                  </span>
                  <span id={descriptionId} className="text-xs text-muted-foreground">
                    <span className="font-semibold text-foreground tabular-nums">{option.size}</span>
                    <span> · {option.description}</span>
                  </span>
                </span>
              </span>
            );
          }}
        />
      </div>
    </div>
  );
}

type FieldProps = {
  id: string;
  value: string;
  maxLength: number;
  placeholder?: string;
  disabled: boolean;
  'aria-invalid'?: true;
  'aria-describedby': string;
  'aria-required'?: true;
};

function PromoTextField({
  label,
  value,
  max,
  error,
  hint,
  placeholder,
  required = false,
  disabled,
  className,
  children,
}: {
  label: string;
  value: string;
  max: number;
  error?: string;
  hint?: string;
  placeholder?: string;
  required?: boolean;
  disabled: boolean;
  className?: string;
  children: (props: FieldProps) => ReactNode;
}) {
  const id = useId();
  const counterId = `${id}-counter`;
  const messageId = `${id}-message`;
  const nearLimit = value.length > max * 0.9;
  return (
    <div className={cn('grid content-start gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>
          {label}
          {required ? (
            <span className="text-primary" aria-hidden="true">
              {' '}
              *
            </span>
          ) : (
            <span className="font-normal text-muted-foreground"> (opcional)</span>
          )}
        </Label>
        <span id={counterId} className={cn('text-xs tabular-nums', nearLimit ? 'font-semibold text-primary' : 'text-muted-foreground')}>
          <span aria-hidden="true">
            {value.length}/{max}
          </span>
          <span className="sr-only">
            {value.length} de {max} caracteres
          </span>
        </span>
      </div>
      {children({
        id,
        value,
        maxLength: max,
        placeholder,
        disabled,
        'aria-required': required ? true : undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? `${messageId} ${counterId}` : counterId,
      })}
      {error ? (
        <p id={messageId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
