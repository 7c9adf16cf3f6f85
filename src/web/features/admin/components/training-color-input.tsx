import { Plus, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { TRAINING_COLORS_MAX, isBrandColorEntry } from '../../../../shared/schemas/admin.schema';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { ADMIN_MSG } from '../lib/messages';
import { ColorSwatch } from './training-color-swatches';

/** `colors` plus the entries of `more` not already in it (any case), up to TRAINING_COLORS_MAX. */
export function mergeColors(colors: string[], more: string[]): string[] {
  const seen = new Set(colors.map((c) => c.toLowerCase()));
  const merged = [...colors];
  for (const color of more) {
    if (merged.length >= TRAINING_COLORS_MAX) break;
    if (seen.has(color.toLowerCase())) continue;
    seen.add(color.toLowerCase());
    merged.push(color);
  }
  return merged;
}

export type TrainingColorInputProps = {
  colors: string[];
  onChange: (colors: string[]) => void;
  /** Colours are being read from the picked image. */
  extracting?: boolean;
  disabled?: boolean;
};

/**
 * "Cores da marca" (spec §5): type a colour and press Enter or "Adicionar"; a blank entry or one already
 * listed (any case) is not added; hex or rgb() only. Each colour is a chip with its swatch and "Remover".
 */
export function TrainingColorInput({ colors, onChange, extracting = false, disabled = false }: TrainingColorInputProps) {
  const id = useId();
  const [entry, setEntry] = useState('');
  const [problem, setProblem] = useState<{ text: string; error: boolean } | null>(null);
  const full = colors.length >= TRAINING_COLORS_MAX;

  const add = () => {
    const color = entry.trim();
    if (!color) return;
    if (colors.some((c) => c.toLowerCase() === color.toLowerCase())) {
      setEntry('');
      setProblem({ text: ADMIN_MSG.trainingColorDuplicate, error: false });
      return;
    }
    if (!isBrandColorEntry(color)) {
      setProblem({ text: ADMIN_MSG.trainingColorInvalid, error: true });
      return;
    }
    if (full) {
      setProblem({ text: ADMIN_MSG.trainingColorsMax(TRAINING_COLORS_MAX), error: true });
      return;
    }
    onChange([...colors, color]);
    setEntry('');
    setProblem(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the colour; it must not submit the whole form.
    event.preventDefault();
    add();
  };

  const remove = (color: string) => {
    onChange(colors.filter((c) => c !== color));
    setProblem(null);
    document.getElementById(id)?.focus();
  };

  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;

  return (
    <div className="grid content-start gap-2">
      <div className="flex items-center gap-2">
        <Label htmlFor={id}>Cores da marca</Label>
        {extracting ? (
          <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
            <Spinner label="Extraindo cores da imagem" className="[&_svg]:size-3.5" />
            Extraindo cores...
          </span>
        ) : null}
      </div>
      <div className="flex gap-2">
        <Input
          id={id}
          value={entry}
          placeholder="#ff6600"
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          aria-invalid={problem?.error ? true : undefined}
          aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
          onChange={(event) => {
            setEntry(event.target.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" disabled={disabled || !entry.trim()} onClick={add}>
          <Plus aria-hidden="true" />
          Adicionar
        </Button>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {ADMIN_MSG.trainingColorHint}
      </p>
      {problem ? (
        <p id={problemId} role={problem.error ? 'alert' : 'status'} className={problem.error ? 'text-xs font-medium text-destructive' : 'text-xs text-muted-foreground'}>
          {problem.text}
        </p>
      ) : null}
      {colors.length ? (
        <ul aria-label="Cores adicionadas" className="flex flex-wrap gap-2">
          {colors.map((color) => (
            <li key={color} className="inline-flex h-9 items-center gap-2 rounded-full border border-border bg-card pr-1 pl-3 text-sm font-medium">
              <ColorSwatch color={color} />
              <span className="font-mono text-xs">{color}</span>
              <button
                type="button"
                disabled={disabled}
                aria-label={`Remover cor ${color}`}
                onClick={() => remove(color)}
                className="grid size-7 cursor-pointer place-items-center rounded-full text-muted-foreground transition-colors hover:bg-red-50 hover:text-destructive focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
